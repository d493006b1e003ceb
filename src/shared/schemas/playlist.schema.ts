import { z } from 'zod';
import { titledObject } from './titled-object.ts';
import { VideoSchema } from './video.schema.ts';

export const PLAYLIST_TITLE_MAX = 80;

export const PlaylistSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videos: z.array(VideoSchema),
});
export type Playlist = z.infer<typeof PlaylistSchema>;

export const CreatePlaylistBodySchema = z.object({
  playlist: titledObject('playlist', PLAYLIST_TITLE_MAX),
});

export const PlaylistsResponseSchema = z.object({ playlists: z.array(PlaylistSchema) });
export const PlaylistResponseSchema = z.object({ playlist: PlaylistSchema });
