import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { ModerationPageSchema } from '#shared/schemas/made-post.schema.ts';
import type { ModerationState } from '../moderation-format.ts';
import { curationKeys } from './curation-keys.ts';

/**
 * GET /api/curation/moderation: `reported`, posts with open reports, most reported first;
 * `hidden`, hidden posts, latest hidden first.
 */
function getModeration(state: ModerationState, cursor: string | undefined, signal: AbortSignal) {
  const params = new URLSearchParams({ state });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/curation/moderation?${params}`, { schema: ModerationPageSchema, signal });
}

/** One tab of the moderation queue, a page at a time ("Show more"). */
export function useModeration(state: ModerationState) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: curationKeys.moderation(state),
      queryFn: ({ pageParam, signal }) => getModeration(state, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
    // Reports arrive from everyone at any time: read the queue again whenever it is shown.
    staleTime: 0,
  });
}
