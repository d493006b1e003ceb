import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type Playlist, PlaylistResponseSchema } from '#shared/schemas/playlist.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { replacePlaylist } from '../playlist-cache.ts';
import { type PlaylistPages, playlistAsPages } from './get-playlist.ts';
import { playlistKeys } from './get-playlists.ts';

export interface PlaylistVideoChange {
  playlist: Playlist;
  video: Video;
}

/** Adds a video to a playlist; the answer is that playlist. */
export async function addVideoToPlaylist({
  playlist,
  video,
}: PlaylistVideoChange): Promise<Playlist> {
  const { playlist: changed } = await apiRequest(
    `/user/playlists/${encodeURIComponent(playlist._id)}`,
    { method: 'POST', body: { video: { _id: video._id } }, schema: PlaylistResponseSchema },
  );
  return changed;
}

/** Puts the server's copy of one playlist in the list (by _id) and in its own query. */
export function storePlaylist(queryClient: QueryClient, playlist: Playlist): void {
  queryClient.setQueryData<Playlist[]>(playlistKeys.all, (list) => replacePlaylist(list, playlist));
  queryClient.setQueryData<PlaylistPages>(
    playlistKeys.one(playlist._id),
    playlistAsPages(playlist),
  );
}

export interface PlaylistVideoCallbacks {
  onDone?(change: PlaylistVideoChange): void;
  onFailed?(error: unknown, change: PlaylistVideoChange): void;
}

export function useAddVideoToPlaylist({ onDone, onFailed }: PlaylistVideoCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'add-video'],
    mutationFn: addVideoToPlaylist,
    onSuccess: (playlist, change) => {
      storePlaylist(queryClient, playlist);
      onDone?.({ ...change, playlist });
    },
    onError: (error, change) => onFailed?.(error, change),
  });
}
