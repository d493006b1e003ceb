import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ListName } from '#shared/schemas/list.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { type ListAnswer, listAnswerSchemas, listKeys, replaceList } from './get-list.ts';

/** Removes a video by its _id and answers with the whole list (up to the server's cap). */
export async function removeFromList(
  list: ListName,
  video: Pick<Video, '_id'>,
): Promise<ListAnswer> {
  return apiRequest(`/user/${list}/${encodeURIComponent(video._id)}`, {
    method: 'DELETE',
    schema: listAnswerSchemas[list],
  });
}

export interface RemoveFromListCallbacks {
  onRemoved?(video: Video): void;
}

/** Failures are only logged (docs/product.md, "Messages"). */
export function useRemoveFromList(list: ListName, { onRemoved }: RemoveFromListCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...listKeys.list(list), 'remove'],
    mutationFn: (video: Video) => removeFromList(list, video),
    onSuccess: (answer, video) => {
      replaceList(queryClient, list, answer, { videoId: video._id, holds: false });
      onRemoved?.(video);
    },
    onError: (error) => console.warn(`Could not remove the video from ${list}`, error),
  });
}
