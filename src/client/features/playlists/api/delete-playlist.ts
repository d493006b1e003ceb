import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { undoAndRefresh } from '#client/lib/undo-request.ts';
import { toastWithUndo } from '#client/stores/toast-store.ts';
import { type Playlist, PlaylistDeletionResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { withPlaylistDeleted } from '../playlist-cache.ts';
import { changeSummaries, playlistKeys } from './get-playlists.ts';

/** Deletes a playlist; answers the token that undoes it (the remaining playlists go unread). */
export async function deletePlaylist(playlistId: string): Promise<string> {
  const answer = await apiRequest(`/user/playlists/${encodeURIComponent(playlistId)}`, {
    method: 'DELETE',
    schema: PlaylistDeletionResponseSchema,
  });
  return answer.undo;
}

type PlaylistRef = Pick<Playlist, '_id' | 'title'>;

export interface DeletePlaylistCallbacks {
  onDeleted?(playlist: PlaylistRef): void;
}

/**
 * The playlist leaves every list of them at once, and its toast offers Undo (docs/product.md, "Lists").
 * Failures are only logged (docs/product.md, "Messages").
 */
export function useDeletePlaylist({ onDeleted }: DeletePlaylistCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'delete'],
    mutationFn: (playlist: PlaylistRef) => deletePlaylist(playlist._id),
    onSuccess: (undo, playlist) => {
      changeSummaries(queryClient, (pages) => withPlaylistDeleted(pages, playlist._id));
      queryClient.removeQueries({ queryKey: playlistKeys.one(playlist._id), exact: true });
      toastWithUndo(
        Message.playlistDeleted,
        () => void undoAndRefresh(queryClient, undo, playlistKeys.all),
      );
      onDeleted?.(playlist);
    },
    onError: (error) => console.warn('Could not delete the playlist', error),
  });
}
