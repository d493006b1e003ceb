import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { createIdBatcher } from '#client/lib/batch-by-id.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { PROGRESS_BATCH_MAX } from '#shared/progress-bounds.ts';
import type { WatchProgress } from '#shared/schemas/progress.schema.ts';

/** Keys of the signed-in user's progress, one per video; logout's `queryClient.clear()` empties them. */
export const progressKeys = {
  all: ['user', 'progress'] as const,
  one: (videoId: string) => ['user', 'progress', videoId] as const,
};

/** Progress of many videos in one request (POST /user/progress); those not watched are left out. */
export async function getProgressOf(videoIds: readonly string[]): Promise<WatchProgress[]> {
  const { progress } = await apiRequest('/user/progress', {
    method: 'POST',
    body: { videoIds },
    // Imported when asked for: the first load of / carries no zod (scripts/first-load-size.mjs).
    schema: () =>
      import('#shared/schemas/progress.schema.ts').then((s) => s.ProgressListResponseSchema),
  });
  return progress;
}

/**
 * Each card asks for its own video's progress; the asks made in one go (a page of cards
 * rendering) are sent as one request, PROGRESS_BATCH_MAX ids at a time.
 */
const loadProgress = createIdBatcher(
  async (ids) => new Map((await getProgressOf(ids)).map((p) => [p.videoId, p])),
  PROGRESS_BATCH_MAX,
);

/** The signed-in user's progress in one video (null: none); asked only while signed in. */
export function useWatchProgress(videoId: string) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({
    queryKey: progressKeys.one(videoId),
    queryFn: () => loadProgress(videoId),
    enabled: signedIn,
  });
}

/** Puts a position the player reported into the cache, so cards show it without asking. */
export function setCachedProgress(queryClient: QueryClient, progress: WatchProgress): void {
  queryClient.setQueryData(progressKeys.one(progress.videoId), progress);
}
