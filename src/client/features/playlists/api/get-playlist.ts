import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiRequest, statusOf } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { LIST_PAGE_SIZE } from '#shared/schemas/page.schema.ts';
import { type Playlist, PlaylistResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { playlistKeys } from './get-playlists.ts';

/** One page of a playlist: the playlist with that page's videos, the next cursor and the size. */
export interface PlaylistPage {
  playlist: Playlist;
  nextCursor: string | null;
  total: number;
}

export type PlaylistPages = InfiniteData<PlaylistPage, string | undefined>;

/**
 * A playlist answer unwrapped. Without the page fields (a write's answer under the cap) it is
 * the whole playlist (docs/product.md, "API").
 */
export function playlistPageOf(answer: z.infer<typeof PlaylistResponseSchema>): PlaylistPage {
  return {
    playlist: answer.playlist,
    nextCursor: answer.nextCursor ?? null,
    total: answer.total ?? answer.playlist.videos.length,
  };
}

export async function getPlaylistPage(
  playlistId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<PlaylistPage> {
  const params = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  const answer = await apiRequest(`/user/playlists/${encodeURIComponent(playlistId)}?${params}`, {
    schema: PlaylistResponseSchema,
    signal,
  });
  return playlistPageOf(answer);
}

export function getPlaylistQueryOptions(playlistId: string) {
  return infiniteQueryOptions({
    queryKey: playlistKeys.one(playlistId),
    queryFn: ({ pageParam, signal }) => getPlaylistPage(playlistId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    retry: (failureCount, error) => statusOf(error) !== 404 && failureCount < 1,
  });
}

/** One playlist, its videos a page at a time. */
export function usePlaylist(playlistId: string) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useInfiniteQuery({ ...getPlaylistQueryOptions(playlistId), enabled: signedIn });
}
