import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type Playlist, PlaylistResponseSchema } from '#shared/schemas/playlist.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { withPlaylistChanged } from '../playlist-cache.ts';
import { type PlaylistPage, type PlaylistPages, playlistPageOf } from './get-playlist.ts';
import { changeSummaries, playlistKeys } from './get-playlists.ts';
import { sharedPlaylistKeys } from './get-shared-playlist.ts';

export interface PlaylistVideoChange {
  playlist: Pick<Playlist, '_id' | 'title'>;
  video: Video;
}

/** Adds a video to a playlist; the answer is that playlist (its first LIST_CAP videos, in its order). */
export async function addVideoToPlaylist({
  playlist,
  video,
}: PlaylistVideoChange): Promise<PlaylistPage> {
  const answer = await apiRequest(`/user/playlists/${encodeURIComponent(playlist._id)}`, {
    method: 'POST',
    body: { video: { _id: video._id } },
    schema: PlaylistResponseSchema,
  });
  return playlistPageOf(answer);
}

/**
 * Puts the server's copy of one playlist in its own query (as its first page) and in every
 * list of summaries; `written` is the video just added or removed, if any.
 */
export function storePlaylist(
  queryClient: QueryClient,
  answer: PlaylistPage,
  written?: { videoId: string; holds: boolean },
): void {
  queryClient.setQueryData<PlaylistPages>(playlistKeys.one(answer.playlist._id), {
    pages: [answer],
    pageParams: [undefined],
  });
  changeSummaries(queryClient, (pages, videoId) =>
    withPlaylistChanged(pages, answer, videoId, written),
  );
  // Its shared read (the queue beside the player, the shared page) is read again when next shown.
  void queryClient.invalidateQueries({
    queryKey: sharedPlaylistKeys.all(answer.playlist._id),
    refetchType: 'none',
  });
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
    onSuccess: (answer, change) => {
      storePlaylist(queryClient, answer, { videoId: change.video._id, holds: true });
      onDone?.({ ...change, playlist: answer.playlist });
    },
    onError: (error, change) => onFailed?.(error, change),
  });
}
