import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type ListAnswer, listAnswerSchemas, listKeys, replaceList } from './get-list.ts';

/** Empties the watch history; the answer is the (empty) history. */
export async function clearHistory(): Promise<ListAnswer> {
  return apiRequest('/user/history/all', {
    method: 'DELETE',
    schema: listAnswerSchemas.history,
  });
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...listKeys.list('history'), 'clear'],
    mutationFn: clearHistory,
    onSuccess: (answer) => replaceList(queryClient, 'history', answer),
    onError: (error) => console.warn('Could not clear the history', error),
  });
}
