import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { curationKeys } from './curation-keys.ts';

/** GET /api/curation/videos/{id}: one video, retired or not, for the edit form. */
export function useCuratedVideo(videoId: string) {
  return useQuery({
    queryKey: curationKeys.video(videoId),
    queryFn: async ({ signal }) => {
      const path = `/curation/videos/${encodeURIComponent(videoId)}`;
      const { video } = await apiRequest(path, { schema: VideoResponseSchema, signal });
      return video;
    },
  });
}
