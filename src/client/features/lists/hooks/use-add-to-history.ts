import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { statusOf } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import type { Video } from '#shared/schemas/video.schema.ts';

function warnUnlessAlreadyThere(error: unknown): void {
  if (statusOf(error) !== 409) console.warn('Could not add the video to the history', error);
}

/**
 * Records an opened video in the signed-in user's history: added, or moved to the top with the
 * new time when it is there already (a re-watch; nothing while history is paused). Failures
 * are only logged (docs/product.md, "Messages").
 *
 * A visitor never records anything, so the call's code (the lists' API and schemas) is fetched
 * with the first video a signed-in user opens rather than with the first load of /. It still
 * runs as a mutation of the query cache, as useAddToList's would (useListBusy sees it), and
 * finishes when the page that started it has gone.
 */
export function useAddToHistory(): (video: Video) => void {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const queryClient = useQueryClient();
  return useCallback(
    (video: Video) => {
      if (!signedIn) return;
      import('../api/record-watch.ts').then(({ recordWatchMutation }) => {
        const options = recordWatchMutation(queryClient, warnUnlessAlreadyThere);
        // What useMutation's mutate() does; the rejection has already reached onFailed.
        const mutation = queryClient.getMutationCache().build(queryClient, options);
        mutation.execute(video).catch(() => {});
      }, warnUnlessAlreadyThere);
    },
    [signedIn, queryClient],
  );
}
