import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type Playlist, PlaylistResponseSchema } from '#shared/schemas/playlist.schema.ts';
import {
  type PlaylistVideoCallbacks,
  type PlaylistVideoChange,
  storePlaylist,
} from './add-video-to-playlist.ts';
import { playlistKeys } from './get-playlists.ts';

/** Removes a video from a playlist; the answer is that playlist. */
export async function removeVideoFromPlaylist({
  playlist,
  video,
}: PlaylistVideoChange): Promise<Playlist> {
  const path = `/user/playlists/${encodeURIComponent(playlist._id)}/${encodeURIComponent(video._id)}`;
  const { playlist: changed } = await apiRequest(path, {
    method: 'DELETE',
    schema: PlaylistResponseSchema,
  });
  return changed;
}

export function useRemoveVideoFromPlaylist({ onDone, onFailed }: PlaylistVideoCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'remove-video'],
    mutationFn: removeVideoFromPlaylist,
    onSuccess: (playlist, change) => {
      storePlaylist(queryClient, playlist);
      onDone?.({ ...change, playlist });
    },
    onError: (error, change) => onFailed?.(error, change),
  });
}
