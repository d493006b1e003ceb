import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { HistoryPageSchema } from '#shared/schemas/list.schema.ts';
import { LIST_PAGE_SIZE } from '#shared/schemas/page.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { listKeys } from './get-list.ts';

/** A history video with when it was last watched (ISO 8601; '' if the server did not say). */
export interface WatchedVideo {
  video: Video;
  watchedAt: string;
}

export interface HistoryAnswer {
  entries: WatchedVideo[];
  nextCursor: string | null;
  total: number;
}

const historyAnswerSchema = z.pipe(
  HistoryPageSchema,
  z.transform(
    (body): HistoryAnswer => ({
      entries: body.history.map((video) => ({
        video,
        watchedAt: body.watchedAt?.[video._id] ?? '',
      })),
      nextCursor: body.nextCursor ?? null,
      total: body.total ?? body.history.length,
    }),
  ),
);

/** Keys of the history page's reads: under the history's own key, so its writes reach them. */
export const historyKeys = {
  all: [...listKeys.list('history'), 'watched'] as const,
  search: (search: string) => [...listKeys.list('history'), 'watched', search] as const,
};

/** A page of history with each video's watch time, narrowed to `search` when there is one. */
export async function getHistoryPage(
  search: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<HistoryAnswer> {
  const params = new URLSearchParams({ limit: String(LIST_PAGE_SIZE), include: 'watchedAt' });
  if (search) params.set('q', search);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/user/history?${params}`, { schema: historyAnswerSchema, signal });
}

/** The history page's list: newest watch first, a page at a time, searched on the server. */
export function useHistoryPages(search: string) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: historyKeys.search(search),
      queryFn: ({ pageParam, signal }) => getHistoryPage(search, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
    enabled: signedIn,
    // Watching elsewhere reorders history: read it again whenever the page is shown.
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
