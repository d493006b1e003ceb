import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type Playlist, PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { withPlaylistDeleted } from '../playlist-cache.ts';
import { changeSummaries, playlistKeys } from './get-playlists.ts';

/** Deletes a playlist (the server answers the remaining ones, which nothing here needs). */
export async function deletePlaylist(playlistId: string): Promise<void> {
  await apiRequest(`/user/playlists/${encodeURIComponent(playlistId)}`, {
    method: 'DELETE',
    schema: PlaylistsResponseSchema,
  });
}

type PlaylistRef = Pick<Playlist, '_id' | 'title'>;

export interface DeletePlaylistCallbacks {
  onDeleted?(playlist: PlaylistRef): void;
}

/**
 * The playlist leaves every list of them at once. Failures are only logged (docs/product.md, "Messages").
 */
export function useDeletePlaylist({ onDeleted }: DeletePlaylistCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'delete'],
    mutationFn: (playlist: PlaylistRef) => deletePlaylist(playlist._id),
    onSuccess: (_answer, playlist) => {
      changeSummaries(queryClient, (pages) => withPlaylistDeleted(pages, playlist._id));
      queryClient.removeQueries({ queryKey: playlistKeys.one(playlist._id), exact: true });
      onDeleted?.(playlist);
    },
    onError: (error) => console.warn('Could not delete the playlist', error),
  });
}
