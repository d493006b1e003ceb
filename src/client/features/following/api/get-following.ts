import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type FollowingPage, FollowingPageSchema } from '#shared/schemas/follow.schema.ts';
import { followKeys } from './follow-keys.ts';

export function getFollowingPage(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<FollowingPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/user/following${query}`, { schema: FollowingPageSchema, signal });
}

/**
 * The Following list, page by page. Fetched afresh each time the page opens (staleTime 0): its
 * first page records the visit, and a curator's new video must show at once.
 */
export function useFollowingPages() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: followKeys.following(),
      queryFn: ({ pageParam, signal }) => getFollowingPage(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      staleTime: 0,
    }),
  );
}
