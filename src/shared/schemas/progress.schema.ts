import * as z from 'zod/mini';

export {
  HISTORY_SEARCH_MAX,
  PROGRESS_BATCH_MAX,
  PROGRESS_SECONDS_MAX,
} from '../progress-bounds.ts';

/** How far the signed-in user has watched one video, in whole seconds of its duration. */
export const WatchProgressSchema = z.object({
  videoId: z.string(),
  seconds: z.number(),
  duration: z.number(),
  /** When the position was last reported (ISO 8601, UTC). */
  updatedAt: z.string(),
});
export type WatchProgress = z.infer<typeof WatchProgressSchema>;

/** One video's progress: null when the user has none for it. */
export const ProgressResponseSchema = z.object({ progress: z.nullable(WatchProgressSchema) });

/** Progress of many videos: only those the user has progress for, in no promised order. */
export const ProgressListResponseSchema = z.object({ progress: z.array(WatchProgressSchema) });

/** The signed-in user's own settings. */
export const UserSettingsSchema = z.object({
  /** While true, watching a video adds nothing to history and moves nothing in it. */
  historyPaused: z.boolean(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const SettingsResponseSchema = z.object({ settings: UserSettingsSchema });
