import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type Playlist, PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { playlistKeys } from './get-playlists.ts';

/** Deletes a playlist; the answer is the remaining playlists. */
export async function deletePlaylist(playlistId: string): Promise<Playlist[]> {
  const { playlists } = await apiRequest(`/user/playlists/${encodeURIComponent(playlistId)}`, {
    method: 'DELETE',
    schema: PlaylistsResponseSchema,
  });
  return playlists;
}

export interface DeletePlaylistCallbacks {
  onDeleted?(playlist: Playlist): void;
}

/** Failures are only logged (docs/product.md, "Messages"). */
export function useDeletePlaylist({ onDeleted }: DeletePlaylistCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'delete'],
    mutationFn: (playlist: Playlist) => deletePlaylist(playlist._id),
    onSuccess: (playlists, playlist) => {
      queryClient.setQueryData(playlistKeys.all, playlists);
      queryClient.removeQueries({ queryKey: playlistKeys.one(playlist._id), exact: true });
      onDeleted?.(playlist);
    },
    onError: (error) => console.warn('Could not delete the playlist', error),
  });
}
