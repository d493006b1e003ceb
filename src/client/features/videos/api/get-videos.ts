import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';
import { homeQueryString } from '#client/lib/home-filters.ts';
import type { VideosPage } from '#shared/schemas/video.schema.ts';
import type { VideoFilters } from '#shared/schemas/video-filters.schema.ts';

export async function getVideosPage(
  filters: VideoFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<VideosPage> {
  return apiRequest(`/videos${homeQueryString(filters, cursor)}`, {
    // Imported when asked for: the first load of / carries no zod (scripts/first-load-size.mjs).
    schema: () => import('#shared/schemas/video.schema.ts').then((s) => s.VideosPageSchema),
    signal,
  });
}

/** The catalogue's pages under their filters, as the request's query string writes them. */
export const videosQueryKey = (filters: VideoFilters) =>
  [...catalogueKeys.videos, homeQueryString(filters)] as const;

export function getVideosQueryOptions(filters: VideoFilters) {
  return infiniteQueryOptions({
    queryKey: videosQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getVideosPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/**
 * The catalogue, page by page (keyset cursor), filtered on the server by a category's _id (or
 * name), search text, and the projects' difficulty, time and a material they need.
 */
export function useVideos(filters: VideoFilters) {
  return useInfiniteQuery(getVideosQueryOptions(filters));
}
