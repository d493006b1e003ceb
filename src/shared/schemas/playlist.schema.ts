import { z } from 'zod';
import { VideoSchema } from './video.schema.ts';

export const PLAYLIST_TITLE_MAX = 80;

export const PlaylistSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videos: z.array(VideoSchema),
});
export type Playlist = z.infer<typeof PlaylistSchema>;

export const CreatePlaylistBodySchema = z.object({
  playlist: z.looseObject(
    {
      title: z
        .string({ error: 'playlist.title is required' })
        .trim()
        .min(1, 'playlist.title is required')
        .max(PLAYLIST_TITLE_MAX, `playlist.title must be at most ${PLAYLIST_TITLE_MAX} characters`),
    },
    // A missing or non-object `playlist` still names the field the server needs.
    { error: 'playlist.title is required' },
  ),
});

export const PlaylistsResponseSchema = z.object({ playlists: z.array(PlaylistSchema) });
export const PlaylistResponseSchema = z.object({ playlist: PlaylistSchema });
