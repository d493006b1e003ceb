import * as z from 'zod/mini';
import { pageFields } from './page.schema.ts';
import { VideoSchema } from './video.schema.ts';

export const PLAYLIST_TITLE_MAX = 80;

export const PlaylistSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videos: z.array(VideoSchema),
});
export type Playlist = z.infer<typeof PlaylistSchema>;

/** Each playlist carries its newest LIST_CAP videos at most; page through more with GET one. */
export const PlaylistsResponseSchema = z.object({
  playlists: z.array(PlaylistSchema),
  ...pageFields,
});
/** `nextCursor` and `total` page the playlist's videos. */
export const PlaylistResponseSchema = z.object({ playlist: PlaylistSchema, ...pageFields });
