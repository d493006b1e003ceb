import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type Playlist, PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { withPlaylistCreated } from '../playlist-cache.ts';
import { changeSummaries, playlistKeys } from './get-playlists.ts';

/**
 * Creates an empty playlist and answers it: the server answers every playlist, newest (so
 * the new one) first.
 */
export async function createPlaylist(title: string): Promise<Playlist> {
  const { playlists } = await apiRequest('/user/playlists', {
    method: 'POST',
    body: { playlist: { title } },
    schema: PlaylistsResponseSchema,
  });
  const [created] = playlists;
  if (!created) throw new Error('The server answered a new playlist with no playlists');
  return created;
}

export interface CreatePlaylistCallbacks {
  onCreated?(created: Playlist): void;
  onFailed?(error: unknown): void;
}

/** The new playlist shows first in every list of them at once. */
export function useCreatePlaylist({ onCreated, onFailed }: CreatePlaylistCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'create'],
    mutationFn: createPlaylist,
    onSuccess: (created) => {
      changeSummaries(queryClient, (pages, videoId) =>
        withPlaylistCreated(pages, created, videoId),
      );
      onCreated?.(created);
    },
    onError: (error) => onFailed?.(error),
  });
}
