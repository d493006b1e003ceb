import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';

/**
 * "Up next": the videos related to one (GET /api/video/{videoId}/related). The answer depends
 * on who asks (their watched videos go last), so the key names the user: null for a visitor.
 */
function relatedKey(videoId: string, userId: string | null, hideWatched: boolean) {
  return [...catalogueKeys.video, videoId, 'related', { userId, hideWatched }] as const;
}

async function getRelatedVideos(videoId: string, hideWatched: boolean, signal?: AbortSignal) {
  const query = hideWatched ? '?hideWatched=1' : '';
  const { related } = await apiRequest(`/video/${encodeURIComponent(videoId)}/related${query}`, {
    // Imported when asked for, as the video's own request does (get-video.ts).
    schema: () =>
      import('#shared/schemas/related.schema.ts').then((s) => s.RelatedVideosResponseSchema),
    signal,
  });
  return related;
}

export function useRelatedVideos(videoId: string, userId: string | null, hideWatched: boolean) {
  return useQuery({
    queryKey: relatedKey(videoId, userId, hideWatched),
    queryFn: ({ signal }) => getRelatedVideos(videoId, hideWatched, signal),
    // Flipping "Hide watched" keeps the list in place until the other answer comes.
    placeholderData: keepPreviousData,
  });
}
