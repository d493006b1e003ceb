import type { WatchProgress } from '#shared/schemas/progress.schema.ts';

/** Within this many seconds of the end a video counts as watched through: it starts over. */
const FINISHED_WITHIN_SECONDS = 5;

/** Where the player should start for this progress, in seconds: 0 for none or a finished video. */
export function resumePointOf(progress: WatchProgress | null | undefined): number {
  if (!progress) return 0;
  if (progress.seconds >= progress.duration - FINISHED_WITHIN_SECONDS) return 0;
  return progress.seconds;
}
