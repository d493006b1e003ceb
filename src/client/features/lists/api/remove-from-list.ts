import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#client/lib/api-client.ts';
import { undoAndRefresh } from '#client/lib/undo-request.ts';
import { toastWithUndo } from '#client/stores/toast-store.ts';
import { type ListName, ListRemovalSchemas } from '#shared/schemas/list.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { type ListAnswer, listAnswerSchemas, listKeys, replaceList } from './get-list.ts';

/** A removal's answer: the list without the video, and the token that puts it back. */
interface ListRemoval {
  answer: ListAnswer;
  undo: string;
}

function removalSchema(list: ListName): z.ZodMiniType<ListRemoval> {
  return z.pipe(
    z.object({ ...ListRemovalSchemas[list].shape }),
    z.transform((body) => ({ answer: listAnswerSchemas[list].parse(body), undo: body.undo })),
  );
}

/** Removes a video by its _id and answers with the whole list (up to the server's cap). */
export async function removeFromList(
  list: ListName,
  video: Pick<Video, '_id'>,
): Promise<ListRemoval> {
  return apiRequest(`/user/${list}/${encodeURIComponent(video._id)}`, {
    method: 'DELETE',
    schema: removalSchema(list),
  });
}

export interface RemoveFromListCallbacks {
  /** A toast to show with Undo once removed; none, and no toast shows. */
  removedMessage?: string | null;
  onRemoved?(video: Video): void;
}

/**
 * Removes a video; its toast offers Undo, which puts it back where it was (docs/product.md, "Lists", Undo). Failures
 * are only logged (docs/product.md, "Messages").
 */
export function useRemoveFromList(
  list: ListName,
  { removedMessage, onRemoved }: RemoveFromListCallbacks = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...listKeys.list(list), 'remove'],
    mutationFn: (video: Video) => removeFromList(list, video),
    onSuccess: ({ answer, undo }, video) => {
      replaceList(queryClient, list, answer, { videoId: video._id, holds: false });
      if (removedMessage) {
        toastWithUndo(
          removedMessage,
          () => void undoAndRefresh(queryClient, undo, listKeys.list(list)),
        );
      }
      onRemoved?.(video);
    },
    onError: (error) => console.warn(`Could not remove the video from ${list}`, error),
  });
}
