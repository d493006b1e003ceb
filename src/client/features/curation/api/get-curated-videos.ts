import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { CuratedVideosPageSchema } from '#shared/schemas/curation.schema.ts';
import type { CURATED_VIDEO_STATUSES } from '#shared/schemas/curation-request.schema.ts';
import { curationKeys } from './curation-keys.ts';

export type CuratedVideoStatus = (typeof CURATED_VIDEO_STATUSES)[number];

/** GET /api/curation/videos: a page of the catalogue as curators see it, retired videos too. */
function getCuratedVideos(
  status: CuratedVideoStatus,
  q: string,
  cursor: string | undefined,
  signal: AbortSignal,
) {
  const params = new URLSearchParams({ status });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/curation/videos?${params}`, { schema: CuratedVideosPageSchema, signal });
}

/** `q`: part of a title or creator, any case; empty for every video. */
export function useCuratedVideos(status: CuratedVideoStatus, q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: curationKeys.videos(status, q),
      queryFn: ({ pageParam, signal }) => getCuratedVideos(status, q, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  );
}
