import * as z from 'zod/mini';
import { pageFields } from './page.schema.ts';
import { undoField } from './undo.schema.ts';
import { VideoSchema } from './video.schema.ts';

export const PLAYLIST_TITLE_MAX = 80;
export const PLAYLIST_DESCRIPTION_MAX = 500;

/**
 * Who may open a playlist: its owner only (`private`, every playlist's start), anyone with its
 * link (`unlisted`), or anyone, and it is listed on its owner's profile (`public`).
 */
export const PLAYLIST_VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export type PlaylistVisibility = (typeof PLAYLIST_VISIBILITIES)[number];
export const PlaylistVisibilitySchema = z.enum(PLAYLIST_VISIBILITIES);

/**
 * `description` is there only when the playlist has one; `visibility` only when it is not
 * `private` (the owner's answers kept their shape for playlists nobody else may open).
 */
export const PlaylistSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  visibility: z.optional(PlaylistVisibilitySchema),
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

/**
 * Who made a playlist, as anyone who may open it sees them: a name to show and, when they have
 * chosen one, the handle their profile goes by (null until then).
 */
export const PlaylistOwnerSchema = z.object({
  displayName: z.string(),
  handle: z.nullable(z.string()),
});
export type PlaylistOwner = z.infer<typeof PlaylistOwnerSchema>;

/**
 * A playlist as `GET /api/playlists/{playlistId}` shows it to anyone who may open it: its
 * title, description (when it has one), visibility, owner and videos in its order (a page of
 * them: `nextCursor` and `total`). `yours` is true only when the request's token is the owner's.
 */
export const SharedPlaylistSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  visibility: PlaylistVisibilitySchema,
  owner: PlaylistOwnerSchema,
  videos: z.array(VideoSchema),
});
export type SharedPlaylist = z.infer<typeof SharedPlaylistSchema>;

export const SharedPlaylistResponseSchema = z.object({
  playlist: SharedPlaylistSchema,
  yours: z.boolean(),
  ...pageFields,
});
