import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ListName } from '#shared/schemas/list.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { type ListAnswer, listAnswerSchemas, listKeys, replaceList } from './get-list.ts';

/** Adds a video (the server reads only its _id) and answers with the whole list (up to the server's cap). */
export async function addToList(list: ListName, video: Pick<Video, '_id'>): Promise<ListAnswer> {
  return apiRequest(`/user/${list}`, {
    method: 'POST',
    body: { video: { _id: video._id } },
    schema: listAnswerSchemas[list],
  });
}

export interface AddToListCallbacks {
  onAdded?(video: Video): void;
  onFailed?(error: unknown, video: Video): void;
}

/**
 * The list is replaced by the one the server answers (docs/product.md, "Lists"). The callbacks live on the
 * mutation itself, so they still run when the page that started it has gone (a card was opened).
 */
export function useAddToList(list: ListName, callbacks: AddToListCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation(addToListMutation(queryClient, list, callbacks));
}

/** The mutation behind useAddToList, for a caller that runs it without the hook. */
export function addToListMutation(
  queryClient: QueryClient,
  list: ListName,
  { onAdded, onFailed }: AddToListCallbacks = {},
) {
  return mutationOptions({
    mutationKey: [...listKeys.list(list), 'add'],
    mutationFn: (video: Video) => addToList(list, video),
    onSuccess: (answer, video) => {
      replaceList(queryClient, list, answer, { videoId: video._id, holds: true });
      onAdded?.(video);
    },
    onError: (error, video) => onFailed?.(error, video),
  });
}
