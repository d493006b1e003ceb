import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, statusOf } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { LIST_PAGE_SIZE } from '#shared/schemas/page.schema.ts';
import {
  type SharedPlaylist,
  SharedPlaylistResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { playlistKeys } from './get-playlists.ts';

/** One page of a playlist as anyone it is shared with sees it. */
export interface SharedPlaylistPage {
  playlist: SharedPlaylist;
  /** Whether the signed-in user owns it. */
  yours: boolean;
  nextCursor: string | null;
  total: number;
}

/**
 * The shared read of a playlist, by whether the request carried a token (its answer says
 * whether the playlist is the user's). Under the signed-in user's keys, so that a logout's
 * clear empties it and every change of the owner's marks it stale (storePlaylist).
 */
export const sharedPlaylistKeys = {
  all: (playlistId: string) => [...playlistKeys.all, 'shared', playlistId] as const,
  as: (playlistId: string, signedIn: boolean) =>
    [...playlistKeys.all, 'shared', playlistId, signedIn] as const,
};

export async function getSharedPlaylistPage(
  playlistId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SharedPlaylistPage> {
  const params = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  const answer = await apiRequest(`/playlists/${encodeURIComponent(playlistId)}?${params}`, {
    schema: SharedPlaylistResponseSchema,
    signal,
  });
  return {
    playlist: answer.playlist,
    yours: answer.yours,
    nextCursor: answer.nextCursor ?? null,
    total: answer.total ?? answer.playlist.videos.length,
  };
}

/**
 * A playlist anyone may open (or the user's own, private included), its videos a page at a
 * time; waits while the stored sign-in is being checked, since the answer depends on it. The
 * playlist shown before stays meanwhile (as placeholder data), so that the owner moving from
 * one of their playlists to another keeps their page on screen.
 */
export function useSharedPlaylist(playlistId: string) {
  const status = useAuthStore((state) => state.status);
  const signedIn = status === 'signed-in';
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: sharedPlaylistKeys.as(playlistId, signedIn),
      queryFn: ({ pageParam, signal }) => getSharedPlaylistPage(playlistId, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      retry: (failureCount, error) => statusOf(error) !== 404 && failureCount < 1,
      enabled: status !== 'checking',
      placeholderData: keepPreviousData,
    }),
  );
}
