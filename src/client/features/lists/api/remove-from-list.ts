import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ListName } from '#shared/schemas/list.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { listKeys, listResponseSchemas } from './get-list.ts';

/** Removes a video by its _id and answers with the whole list. */
export async function removeFromList(list: ListName, video: Pick<Video, '_id'>): Promise<Video[]> {
  return apiRequest(`/user/${list}/${encodeURIComponent(video._id)}`, {
    method: 'DELETE',
    schema: listResponseSchemas[list],
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
    onSuccess: (videos, video) => {
      queryClient.setQueryData(listKeys.list(list), videos);
      onRemoved?.(video);
    },
    onError: (error) => console.warn(`Could not remove the video from ${list}`, error),
  });
}
