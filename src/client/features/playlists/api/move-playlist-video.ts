import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { PlaylistResponseSchema } from '#shared/schemas/playlist.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { withVideoMoved } from '../playlist-cache.ts';
import { storePlaylist } from './add-video-to-playlist.ts';
import { type PlaylistPage, type PlaylistPages, playlistPageOf } from './get-playlist.ts';
import { playlistKeys } from './get-playlists.ts';

export interface PlaylistVideoMove {
  playlistId: string;
  video: Video;
  /** Where the video ends up in the playlist's order, 0 first (past the end: the end). */
  position: number;
}

/** Moves a video within a playlist; the answer is the playlist in its new order. */
export async function movePlaylistVideo({
  playlistId,
  video,
  position,
}: PlaylistVideoMove): Promise<PlaylistPage> {
  const path = `/user/playlists/${encodeURIComponent(playlistId)}/${encodeURIComponent(video._id)}`;
  const answer = await apiRequest(path, {
    method: 'PATCH',
    body: { position },
    schema: PlaylistResponseSchema,
  });
  return playlistPageOf(answer);
}

export interface MovePlaylistVideoCallbacks {
  onMoved?(move: PlaylistVideoMove, answer: PlaylistPage): void;
  onFailed?(error: unknown, move: PlaylistVideoMove): void;
}

/**
 * Moves a video at once on screen (the playlist's loaded pages), then on the server, whose
 * answer replaces the playlist wherever it is shown; a failure puts the order back. The moves
 * of one playlist are sent one after another (a mutation scope): each names a place in the
 * order the one before left, so they must reach the server in the order they were made.
 */
const moveKey = [...playlistKeys.all, 'move-video'] as const;

export function useMovePlaylistVideo({ onMoved, onFailed }: MovePlaylistVideoCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveKey,
    scope: { id: 'playlist-order' },
    mutationFn: movePlaylistVideo,
    onMutate: async (move) => {
      const key = playlistKeys.one(move.playlistId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<PlaylistPages>(key);
      if (before)
        queryClient.setQueryData(key, withVideoMoved(before, move.video._id, move.position));
      return { before };
    },
    onSuccess: (answer, move) => {
      // A later move still on its way has already changed the screen: the last answer to come
      // stores the server's order, an earlier one would undo that move on screen meanwhile.
      if (queryClient.isMutating({ mutationKey: moveKey }) <= 1) storePlaylist(queryClient, answer);
      onMoved?.(move, answer);
    },
    onError: (error, move, context) => {
      if (context?.before) {
        queryClient.setQueryData(playlistKeys.one(move.playlistId), context.before);
      }
      onFailed?.(error, move);
    },
  });
}
