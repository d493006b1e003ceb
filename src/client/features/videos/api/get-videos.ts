import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type VideosPage, VideosPageSchema } from '#shared/schemas/video.schema.ts';

/** Server-side filters of the catalogue: a category's _id (or name) and search text. */
export interface VideoFilters {
  category?: string | undefined;
  search?: string | undefined;
}

export async function getVideosPage(
  { category, search }: VideoFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<VideosPage> {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`/videos${query}`, { schema: VideosPageSchema, signal });
}

export const videosQueryKey = (filters: VideoFilters) =>
  ['videos', { category: filters.category ?? null, search: filters.search ?? '' }] as const;

export function getVideosQueryOptions(filters: VideoFilters) {
  return infiniteQueryOptions({
    queryKey: videosQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getVideosPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The catalogue, page by page (keyset cursor), filtered on the server. */
export function useVideos(filters: VideoFilters) {
  return useInfiniteQuery(getVideosQueryOptions(filters));
}
