import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type Playlist, PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { playlistKeys } from './get-playlists.ts';

/** Creates an empty playlist; the answer is every playlist, the new one first. */
export async function createPlaylist(title: string): Promise<Playlist[]> {
  const { playlists } = await apiRequest('/user/playlists', {
    method: 'POST',
    body: { playlist: { title } },
    schema: PlaylistsResponseSchema,
  });
  return playlists;
}

export interface CreatePlaylistCallbacks {
  onCreated?(title: string): void;
  onFailed?(error: unknown): void;
}

export function useCreatePlaylist({ onCreated, onFailed }: CreatePlaylistCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'create'],
    mutationFn: createPlaylist,
    onSuccess: (playlists, title) => {
      queryClient.setQueryData(playlistKeys.all, playlists);
      onCreated?.(title);
    },
    onError: (error) => onFailed?.(error),
  });
}
