import * as z from 'zod/mini';
import { pageFields } from './page.schema.ts';
import { undoField } from './undo.schema.ts';
import { VideoSchema } from './video.schema.ts';

export const PLAYLIST_TITLE_MAX = 80;
export const PLAYLIST_DESCRIPTION_MAX = 500;

/** `description` is there only when the playlist has one. */
export const PlaylistSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  videos: z.array(VideoSchema),
});
export type Playlist = z.infer<typeof PlaylistSchema>;

/** Each playlist carries its first LIST_CAP videos at most; page through more with GET one. */
export const PlaylistsResponseSchema = z.object({
  playlists: z.array(PlaylistSchema),
  ...pageFields,
});
/** A deletion's answer: the playlists left, and the token that undoes it (undo.schema.ts). */
export const PlaylistDeletionResponseSchema = z.extend(PlaylistsResponseSchema, undoField);

/** `nextCursor` and `total` page the playlist's videos. */
export const PlaylistResponseSchema = z.object({ playlist: PlaylistSchema, ...pageFields });
/** A video's removal's answer: the playlist without it, and the token that undoes it. */
export const PlaylistVideoRemovalResponseSchema = z.extend(PlaylistResponseSchema, undoField);

/**
 * What a list of playlists shows of each (the Playlists page's list, the Save-to modal): its
 * description when it has one, its count of videos, its first video (by the playlist's order)
 * and, when the request named a video, whether it holds that video.
 */
export const PlaylistSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** There only when the playlist has one, as in PlaylistSchema. */
  description: z.optional(z.string()),
  videoCount: z.number().check(z.int(), z.nonnegative()),
  firstVideo: z.nullable(VideoSchema),
  holdsVideo: z.optional(z.boolean()),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummarySchema>;

/** Always a page: `nextCursor` (null on the last page) and how many playlists there are. */
export const PlaylistSummariesResponseSchema = z.object({
  playlists: z.array(PlaylistSummarySchema),
  nextCursor: z.nullable(z.string()),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type PlaylistSummariesPage = z.infer<typeof PlaylistSummariesResponseSchema>;
