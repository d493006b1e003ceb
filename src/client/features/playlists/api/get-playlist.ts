import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, statusOf } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { type Playlist, PlaylistResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { playlistKeys } from './get-playlists.ts';

export async function getPlaylist(playlistId: string, signal?: AbortSignal): Promise<Playlist> {
  const { playlist } = await apiRequest(`/user/playlists/${encodeURIComponent(playlistId)}`, {
    schema: PlaylistResponseSchema,
    signal,
  });
  return playlist;
}

export function getPlaylistQueryOptions(playlistId: string) {
  return queryOptions({
    queryKey: playlistKeys.one(playlistId),
    queryFn: ({ signal }) => getPlaylist(playlistId, signal),
    retry: (failureCount, error) => statusOf(error) !== 404 && failureCount < 1,
  });
}

/** One playlist; the copy inside the playlists list shows at once while it is fetched. */
export function usePlaylist(playlistId: string) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const queryClient = useQueryClient();
  return useQuery({
    ...getPlaylistQueryOptions(playlistId),
    enabled: signedIn,
    placeholderData: () =>
      queryClient
        .getQueryData<Playlist[]>(playlistKeys.all)
        ?.find((playlist) => playlist._id === playlistId),
  });
}
