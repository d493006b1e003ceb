import { useCallback } from 'react';
import { statusOf } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useAddToList } from '../api/add-to-list.ts';

/**
 * Records an opened video in the signed-in user's history. A video already there (409) is
 * expected and silent; other failures are only logged (docs/product.md, "Messages").
 */
export function useAddToHistory(): (video: Video) => void {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const { mutate } = useAddToList('history', {
    onFailed: (error) => {
      if (statusOf(error) !== 409) console.warn('Could not add the video to the history', error);
    },
  });
  return useCallback(
    (video: Video) => {
      if (signedIn) mutate(video);
    },
    [signedIn, mutate],
  );
}
