import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { CuratedVideoResponseSchema } from '#shared/schemas/curation.schema.ts';
import { curationKeys } from './curation-keys.ts';

/** GET /api/curation/videos/{id}: one video, retired or not, and its views as a number, for the edit form. */
export function useCuratedVideo(videoId: string) {
  return useQuery({
    queryKey: curationKeys.video(videoId),
    queryFn: async ({ signal }) => {
      const path = `/curation/videos/${encodeURIComponent(videoId)}`;
      return apiRequest(path, { schema: CuratedVideoResponseSchema, signal });
    },
  });
}
