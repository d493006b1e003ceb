import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { listKeys, listResponseSchemas } from './get-list.ts';

/** Empties the watch history; the answer is the (empty) history. */
export async function clearHistory(): Promise<Video[]> {
  return apiRequest('/user/history/all', {
    method: 'DELETE',
    schema: listResponseSchemas.history,
  });
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...listKeys.list('history'), 'clear'],
    mutationFn: clearHistory,
    onSuccess: (videos) => queryClient.setQueryData(listKeys.list('history'), videos),
    onError: (error) => console.warn('Could not clear the history', error),
  });
}
