import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, statusOf } from '#client/lib/api-client.ts';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';
import type { VideoDetails } from '#shared/schemas/video-details.schema.ts';

/** One video with its steps, by its videoLink (as in the page address) or its _id. */
export async function getVideo(videoId: string, signal?: AbortSignal): Promise<VideoDetails> {
  const { video } = await apiRequest(`/video/${encodeURIComponent(videoId)}`, {
    // Imported when asked for: the first load of / carries no zod (scripts/first-load-size.mjs).
    schema: () =>
      import('#shared/schemas/video-details.schema.ts').then((s) => s.VideoDetailsResponseSchema),
    signal,
  });
  return video;
}

export function getVideoQueryOptions(videoId: string) {
  return queryOptions({
    queryKey: [...catalogueKeys.video, videoId] as const,
    queryFn: ({ signal }) => getVideo(videoId, signal),
    // An unknown video stays unknown: asking again would only delay the not-found message.
    retry: (failureCount, error) => statusOf(error) !== 404 && failureCount < 1,
  });
}

export function useVideo(videoId: string) {
  return useQuery(getVideoQueryOptions(videoId));
}
