import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { LIST_PAGE_SIZE } from '#shared/schemas/page.schema.ts';
import {
  type PlaylistSummariesPage,
  PlaylistSummariesResponseSchema,
} from '#shared/schemas/playlist.schema.ts';

/**
 * Keys of the signed-in user's playlists (`['user', 'playlists', ...]`): the shell's
 * `queryClient.clear()` at logout empties them, and every playlist mutation shares the prefix,
 * which makes the "buttons disabled" flag one `useIsMutating` away.
 */
export const playlistKeys = {
  all: ['user', 'playlists'] as const,
  one: (playlistId: string) => ['user', 'playlists', playlistId] as const,
  /** Every list of the playlists' summaries (playlist ids are ULIDs, never this word). */
  summaries: ['user', 'playlists', 'summaries'] as const,
  /** The summaries a page at a time; with a video, each says whether it holds that video. */
  summariesFor: (videoId: string | null) => ['user', 'playlists', 'summaries', videoId] as const,
};

export type PlaylistSummaryPages = InfiniteData<PlaylistSummariesPage, string | undefined>;

export async function getPlaylistSummaries(
  videoId: string | null,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<PlaylistSummariesPage> {
  const params = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (videoId !== null) params.set('videoId', videoId);
  return apiRequest(`/user/playlist-summaries?${params}`, {
    schema: PlaylistSummariesResponseSchema,
    signal,
  });
}

export function getPlaylistSummariesQueryOptions(videoId: string | null) {
  return infiniteQueryOptions({
    queryKey: playlistKeys.summariesFor(videoId),
    queryFn: ({ pageParam, signal }) => getPlaylistSummaries(videoId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/**
 * The user's playlists, newest first, a page at a time: each with its count and first video
 * and, given a video, whether it holds it (the Save-to modal's ticks). Only while signed in.
 */
export function usePlaylistSummaries(videoId: string | null = null) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useInfiniteQuery({ ...getPlaylistSummariesQueryOptions(videoId), enabled: signedIn });
}

/**
 * Changes every cached list of summaries with `change`, which is told which video that list
 * asks about (null: none). Each write's answer says all a list needs (a new playlist is empty
 * and newest; a deleted one goes; a changed one's count, first video and title come back), so
 * nothing is fetched again: a refetch begun by one write could land after the next write's
 * change and undo it.
 */
export function changeSummaries(
  queryClient: QueryClient,
  change: (pages: PlaylistSummaryPages, videoId: string | null) => PlaylistSummaryPages,
): void {
  for (const [key, pages] of queryClient.getQueriesData<PlaylistSummaryPages>({
    queryKey: playlistKeys.summaries,
  })) {
    if (!pages) continue;
    const videoId = key[3];
    queryClient.setQueryData(key, change(pages, typeof videoId === 'string' ? videoId : null));
  }
}
