import * as z from 'zod/mini';

/** The longest video a position is kept for: 48 hours, in seconds (YouTube's own cap is 12). */
export const PROGRESS_SECONDS_MAX = 172_800;

/** The most videos one batched progress read asks about (a page of cards and then some). */
export const PROGRESS_BATCH_MAX = 100;

/** The most characters the history's search (`q`) may have. */
export const HISTORY_SEARCH_MAX = 100;

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
