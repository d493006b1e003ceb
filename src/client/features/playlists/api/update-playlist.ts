import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import {
  PlaylistResponseSchema,
  type PlaylistVisibility,
} from '#shared/schemas/playlist.schema.ts';
import { storePlaylist } from './add-video-to-playlist.ts';
import { type PlaylistPage, playlistPageOf } from './get-playlist.ts';
import { playlistKeys } from './get-playlists.ts';

/** What an edit changes; a field left out stays as it is. */
export interface PlaylistDetails {
  playlistId: string;
  title?: string;
  /** '' takes the description away. */
  description?: string;
  visibility?: PlaylistVisibility;
}

/**
 * Renames a playlist, sets its description or who may open it; the answer is that playlist.
 */
export async function updatePlaylist({
  playlistId,
  title,
  description,
  visibility,
}: PlaylistDetails): Promise<PlaylistPage> {
  const answer = await apiRequest(`/user/playlists/${encodeURIComponent(playlistId)}`, {
    method: 'PATCH',
    body: { playlist: { title, description, visibility } },
    schema: PlaylistResponseSchema,
  });
  return playlistPageOf(answer);
}

export interface UpdatePlaylistCallbacks {
  onUpdated?(answer: PlaylistPage): void;
  onFailed?(error: unknown): void;
}

/** The new title and description show wherever the playlist is listed, once the server has them. */
export function useUpdatePlaylist({ onUpdated, onFailed }: UpdatePlaylistCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'update'],
    mutationFn: updatePlaylist,
    onSuccess: (answer) => {
      storePlaylist(queryClient, answer);
      onUpdated?.(answer);
    },
    onError: (error) => onFailed?.(error),
  });
}
