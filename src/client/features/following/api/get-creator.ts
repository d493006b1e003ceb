import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type CreatorPage, CreatorPageSchema } from '#shared/schemas/creator.schema.ts';
import { followKeys } from './follow-keys.ts';

export function getCreatorPage(
  slug: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CreatorPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/creators/${encodeURIComponent(slug)}${query}`, {
    schema: CreatorPageSchema,
    signal,
  });
}

/** A creator and its videos, page by page (keyset cursor), newest first. */
export function useCreatorPages(slug: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: followKeys.creator(slug),
      queryFn: ({ pageParam, signal }) => getCreatorPage(slug, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  );
}
