import type { Step } from '#shared/schemas/video-details.schema.ts';

/** The step playing at `seconds`: the last one started by then; -1 before the first. */
export function currentStepIndex(steps: readonly Step[], seconds: number): number {
  let current = -1;
  for (const [index, step] of steps.entries()) {
    if (step.seconds <= seconds) current = index;
    else break;
  }
  return current;
}

/**
 * Where the step playing at `seconds` starts and ends (the next step's start, or the video's
 * end); null before the first step, or for the last one while the video's length is unknown.
 */
export function stepSpanAt(
  steps: readonly Step[],
  seconds: number,
  duration: number | null,
): { a: number; b: number; step: Step } | null {
  const index = currentStepIndex(steps, seconds);
  const step = steps[index];
  if (!step) return null;
  const end = steps[index + 1]?.seconds ?? duration;
  return end !== null && end > step.seconds ? { a: step.seconds, b: end, step } : null;
}
