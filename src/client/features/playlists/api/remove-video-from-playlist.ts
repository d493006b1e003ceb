import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { undoAndRefresh } from '#client/lib/undo-request.ts';
import { toastWithUndo } from '#client/stores/toast-store.ts';
import { PlaylistVideoRemovalResponseSchema } from '#shared/schemas/playlist.schema.ts';
import {
  type PlaylistVideoCallbacks,
  type PlaylistVideoChange,
  storePlaylist,
} from './add-video-to-playlist.ts';
import { type PlaylistPage, playlistPageOf } from './get-playlist.ts';
import { playlistKeys } from './get-playlists.ts';

/**
 * Removes a video from a playlist; the answer is that playlist (its first LIST_CAP videos) and
 * the token that puts the video back where it was.
 */
export async function removeVideoFromPlaylist({
  playlist,
  video,
}: PlaylistVideoChange): Promise<{ page: PlaylistPage; undo: string }> {
  const path = `/user/playlists/${encodeURIComponent(playlist._id)}/${encodeURIComponent(video._id)}`;
  const answer = await apiRequest(path, {
    method: 'DELETE',
    schema: PlaylistVideoRemovalResponseSchema,
  });
  return { page: playlistPageOf(answer), undo: answer.undo };
}

/** Its toast (`Removed from {title} playlist`) offers Undo, which puts the video back in place. */
export function useRemoveVideoFromPlaylist({ onDone, onFailed }: PlaylistVideoCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'remove-video'],
    mutationFn: removeVideoFromPlaylist,
    onSuccess: ({ page, undo }, change) => {
      storePlaylist(queryClient, page, { videoId: change.video._id, holds: false });
      toastWithUndo(
        Message.removedFromPlaylist(page.playlist.title),
        () => void undoAndRefresh(queryClient, undo, playlistKeys.all),
      );
      onDone?.({ ...change, playlist: page.playlist });
    },
    onError: (error, change) => onFailed?.(error, change),
  });
}
