import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { createIdBatcher } from '#client/lib/batch-by-id.ts';
import { MADE_COUNTS_BATCH_MAX } from '#shared/made-post-bounds.ts';
import { MadeCountsSchema } from '#shared/schemas/made-post.schema.ts';
import { madeKeys } from './made-keys.ts';

/**
 * `GET /api/made/counts`: how many makers have a public post on each of these videos; a video
 * none made is left out.
 */
export async function getMadeCounts(videoIds: readonly string[]): Promise<Map<string, number>> {
  const query = videoIds.map(encodeURIComponent).join(',');
  const { counts } = await apiRequest(`/made/counts?videoIds=${query}`, {
    schema: MadeCountsSchema,
  });
  return new Map(Object.entries(counts));
}

/** Each card asks for its own video; a page of cards rendering sends one request. */
const loadCount = createIdBatcher(getMadeCounts, MADE_COUNTS_BATCH_MAX);

/** How many makers made the video (0: none yet), for its card. */
export function useMadeCount(videoId: string) {
  return useQuery({
    queryKey: madeKeys.count(videoId),
    queryFn: async () => (await loadCount(videoId)) ?? 0,
  });
}
