import { z } from 'zod';
import { VideoSchema } from './video.schema.ts';

/** The three per-user video lists; each answers under its own key, newest first. */
export const LIST_NAMES = ['likes', 'watchlater', 'history'] as const;
export type ListName = (typeof LIST_NAMES)[number];

export const LikesResponseSchema = z.object({ likes: z.array(VideoSchema) });
export const WatchLaterResponseSchema = z.object({ watchlater: z.array(VideoSchema) });
export const HistoryResponseSchema = z.object({ history: z.array(VideoSchema) });
