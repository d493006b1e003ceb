import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { type Playlist, PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';

/**
 * Keys of the signed-in user's playlists (`['user', 'playlists', ...]`): the shell's
 * `queryClient.clear()` at logout empties them, and every playlist mutation shares the prefix,
 * which makes the "buttons disabled" flag one `useIsMutating` away.
 */
export const playlistKeys = {
  all: ['user', 'playlists'] as const,
  one: (playlistId: string) => ['user', 'playlists', playlistId] as const,
};

export async function getPlaylists(signal?: AbortSignal): Promise<Playlist[]> {
  const { playlists } = await apiRequest('/user/playlists', {
    schema: PlaylistsResponseSchema,
    signal,
  });
  return playlists;
}

export function getPlaylistsQueryOptions() {
  return queryOptions({
    queryKey: playlistKeys.all,
    queryFn: ({ signal }) => getPlaylists(signal),
  });
}

/** The user's playlists, newest first, each with its videos; only while signed in. */
export function usePlaylists() {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({ ...getPlaylistsQueryOptions(), enabled: signedIn });
}
