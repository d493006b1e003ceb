import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { type ListAnswer, listAnswerSchemas, listKeys, replaceList } from './get-list.ts';

/**
 * Records a watch of the video now: added to history, or moved to its top with the new time
 * when it is there already (PUT /user/history/{videoId}); nothing changes while history is
 * paused. Answers the history's first page, with the cursor to the rest.
 */
export async function recordWatch(video: Pick<Video, '_id'>): Promise<ListAnswer> {
  return apiRequest(`/user/history/${encodeURIComponent(video._id)}`, {
    method: 'PUT',
    schema: listAnswerSchemas.history,
  });
}

/** The mutation, for a caller that runs it without a hook (useAddToHistory). */
export function recordWatchMutation(queryClient: QueryClient, onFailed: (error: unknown) => void) {
  return mutationOptions({
    mutationKey: [...listKeys.list('history'), 'add'],
    mutationFn: (video: Video) => recordWatch(video),
    onSuccess: (answer) => {
      replaceList(queryClient, 'history', answer);
      // The searchable, dated history (history-page.tsx) is read again when next shown.
      void queryClient.invalidateQueries({
        queryKey: listKeys.list('history'),
        refetchType: 'none',
      });
    },
    onError: (error) => onFailed(error),
  });
}
