import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
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

interface Waiting {
  resolve(progress: WatchProgress | null): void;
  reject(error: unknown): void;
}

/**
 * Each card asks for its own video's progress; the asks made in one go (a page of cards
 * rendering) are sent as one request, PROGRESS_BATCH_MAX ids at a time.
 */
function createProgressBatcher() {
  let waiting = new Map<string, Waiting[]>();
  let scheduled = false;

  async function send(batch: Map<string, Waiting[]>) {
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += PROGRESS_BATCH_MAX) {
      const chunk = ids.slice(start, start + PROGRESS_BATCH_MAX);
      try {
        const found = new Map((await getProgressOf(chunk)).map((p) => [p.videoId, p]));
        for (const id of chunk)
          for (const w of batch.get(id) ?? []) w.resolve(found.get(id) ?? null);
      } catch (error) {
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(error);
      }
    }
  }

  return (videoId: string): Promise<WatchProgress | null> =>
    new Promise((resolve, reject) => {
      const list = waiting.get(videoId) ?? [];
      list.push({ resolve, reject });
      waiting.set(videoId, list);
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        const batch = waiting;
        waiting = new Map();
        scheduled = false;
        void send(batch);
      }, 0);
    });
}

const loadProgress = createProgressBatcher();

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
