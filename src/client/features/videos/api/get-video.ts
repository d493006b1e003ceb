import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, statusOf } from '#client/lib/api-client.ts';
import { type Video, VideoResponseSchema } from '#shared/schemas/video.schema.ts';

/** One video, by its videoLink (as in the page address) or its _id. */
export async function getVideo(videoId: string, signal?: AbortSignal): Promise<Video> {
  const { video } = await apiRequest(`/video/${encodeURIComponent(videoId)}`, {
    schema: VideoResponseSchema,
    signal,
  });
  return video;
}

export function getVideoQueryOptions(videoId: string) {
  return queryOptions({
    queryKey: ['video', videoId] as const,
    queryFn: ({ signal }) => getVideo(videoId, signal),
    // An unknown video stays unknown: asking again would only delay the not-found message.
    retry: (failureCount, error) => statusOf(error) !== 404 && failureCount < 1,
  });
}

export function useVideo(videoId: string) {
  return useQuery(getVideoQueryOptions(videoId));
}
