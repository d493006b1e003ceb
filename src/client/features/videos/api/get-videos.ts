import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';
import {
  type Difficulty,
  type TimeRange,
  type VideosPage,
  VideosPageSchema,
} from '#shared/schemas/video.schema.ts';

/**
 * Server-side filters of the catalogue: a category's _id (or name), search text, and the
 * projects' difficulty, time and a material they need.
 */
export interface VideoFilters {
  category?: string | undefined;
  search?: string | undefined;
  difficulty?: Difficulty | undefined;
  time?: TimeRange | undefined;
  material?: string | undefined;
}

export async function getVideosPage(
  { category, search, difficulty, time, material }: VideoFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<VideosPage> {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  if (difficulty) params.set('difficulty', difficulty);
  if (time) params.set('time', time);
  if (material) params.set('material', material);
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`/videos${query}`, { schema: VideosPageSchema, signal });
}

export const videosQueryKey = (filters: VideoFilters) =>
  [
    ...catalogueKeys.videos,
    {
      category: filters.category ?? null,
      search: filters.search ?? '',
      difficulty: filters.difficulty ?? null,
      time: filters.time ?? null,
      material: filters.material ?? '',
    },
  ] as const;

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
