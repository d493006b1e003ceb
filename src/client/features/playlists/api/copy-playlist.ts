import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { PlaylistResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { storePlaylist } from './add-video-to-playlist.ts';
import { type PlaylistPage, playlistPageOf } from './get-playlist.ts';
import { playlistKeys } from './get-playlists.ts';

/** Saves a copy of a playlist as the user's own private one; the answer is the copy. */
export async function copyPlaylist(playlistId: string): Promise<PlaylistPage> {
  const answer = await apiRequest(`/user/playlists/${encodeURIComponent(playlistId)}/copy`, {
    method: 'POST',
    schema: PlaylistResponseSchema,
  });
  return playlistPageOf(answer);
}

export interface CopyPlaylistCallbacks {
  onCopied?(copy: PlaylistPage): void;
  onFailed?(error: unknown): void;
}

/** The copy is stored as the user's playlist, and their lists of playlists are read again. */
export function useCopyPlaylist({ onCopied, onFailed }: CopyPlaylistCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...playlistKeys.all, 'copy'],
    mutationFn: copyPlaylist,
    onSuccess: (copy) => {
      storePlaylist(queryClient, copy);
      void queryClient.invalidateQueries({ queryKey: playlistKeys.summaries });
      onCopied?.(copy);
    },
    onError: (error) => onFailed?.(error),
  });
}
