import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '#client/lib/api-client.ts';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/stores/toast-store.ts';
import { type Video, VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import type { EditVideoBody, VideoBody } from '../video-form.ts';
import { curationKeys } from './curation-keys.ts';

/**
 * After a video write: the curation list and form, the catalogue everyone sees (home, search,
 * the filters' materials, a video's page) and the audit are fetched again, so the curator sees
 * the change at home without a reload.
 */
function videosChanged(queryClient: ReturnType<typeof useQueryClient>) {
  for (const queryKey of [
    [...curationKeys.all, 'videos'],
    [...curationKeys.all, 'video'],
    [...curationKeys.all, 'audit'],
    catalogueKeys.videos,
    catalogueKeys.video,
    catalogueKeys.materials,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** The 409 of a YouTube id already in the catalogue, with the video that holds it. */
export class DuplicateVideoError extends ApiRequestError {
  constructor(
    readonly videoId: string | undefined,
    message: string,
  ) {
    super(409, message);
    this.name = 'DuplicateVideoError';
  }
}

/** Reads the 409's `videoId` (the video that has the id already) into a DuplicateVideoError. */
async function withDuplicate<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 409) throw error;
    const body = error.body;
    const videoId =
      typeof body === 'object' &&
      body !== null &&
      'videoId' in body &&
      typeof body.videoId === 'string'
        ? body.videoId
        : undefined;
    throw new DuplicateVideoError(videoId, error.message);
  }
}

/** POST /api/curation/videos. */
async function addVideo(body: VideoBody): Promise<Video> {
  const answer = await withDuplicate(
    apiRequest('/curation/videos', { method: 'POST', body, schema: VideoResponseSchema }),
  );
  return answer.video;
}

/** PATCH /api/curation/videos/{id}: only the changed fields. */
async function editVideo({ videoId, body }: { videoId: string; body: EditVideoBody }) {
  const path = `/curation/videos/${encodeURIComponent(videoId)}`;
  const answer = await withDuplicate(
    apiRequest(path, { method: 'PATCH', body, schema: VideoResponseSchema }),
  );
  return answer.video;
}

/** POST /api/curation/videos/{id}/retire or /restore. */
async function setRetired({ video, retired }: { video: Video; retired: boolean }) {
  const path = `/curation/videos/${encodeURIComponent(video._id)}/${retired ? 'retire' : 'restore'}`;
  const answer = await apiRequest(path, { method: 'POST', schema: VideoResponseSchema });
  return answer.video;
}

export function useAddVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.all, 'videos', 'add'],
    mutationFn: addVideo,
    onSuccess: () => {
      toast(t`Video added`);
      videosChanged(queryClient);
    },
  });
}

export function useEditVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.all, 'videos', 'edit'],
    mutationFn: editVideo,
    onSuccess: () => {
      toast(t`Video saved`);
      videosChanged(queryClient);
    },
  });
}

export function useSetVideoRetired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.all, 'videos', 'retire'],
    mutationFn: setRetired,
    onSuccess: (video, { retired }) => {
      const title = video.title;
      toast(retired ? t`Retired “${title}”` : t`Restored “${title}”`);
      videosChanged(queryClient);
    },
    onError: (error) => toast(errorText(error) || t`That did not work. Try again.`, 'red'),
  });
}
