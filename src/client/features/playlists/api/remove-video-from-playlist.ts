import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { PlaylistResponseSchema } from '#shared/schemas/playlist.schema.ts';
import {
  type PlaylistVideoCallbacks,
  type PlaylistVideoChange,
  storePlaylist,
} from './add-video-to-playlist.ts';
import { type PlaylistPage, playlistPageOf } from './get-playlist.ts';
import { playlistKeys } from './get-playlists.ts';

/** Removes a video from a playlist; the answer is that playlist (its first LIST_CAP videos). */
export async function removeVideoFromPlaylist({
  playlist,
  video,
}: PlaylistVideoChange): Promise<PlaylistPage> {
  const path = `/user/playlists/${encodeURIComponent(playlist._id)}/${encodeURIComponent(video._id)}`;
  const answer = await apiRequest(path, { method: 'DELETE', schema: PlaylistResponseSchema });
  return playlistPageOf(answer);
}

export function useRemoveVideoFromPlaylist({ onDone, onFailed }: PlaylistVideoCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'remove-video'],
    mutationFn: removeVideoFromPlaylist,
    onSuccess: (answer, change) => {
      storePlaylist(queryClient, answer, { videoId: change.video._id, holds: false });
      onDone?.({ ...change, playlist: answer.playlist });
    },
    onError: (error, change) => onFailed?.(error, change),
  });
}
