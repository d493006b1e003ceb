import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { undoAndRefresh } from '#client/lib/undo-request.ts';
import { toastWithUndo } from '#client/stores/toast-store.ts';
import { type Note, NoteDeletionResponseSchema } from '#shared/schemas/note.schema.ts';
import { NoteMessage } from '../note-messages.ts';
import { noteKeys } from './get-notes.ts';

/** Deletes a note; answers the token that undoes it. */
export async function deleteNote(noteId: string): Promise<string> {
  const answer = await apiRequest(`/user/notes/${encodeURIComponent(noteId)}`, {
    method: 'DELETE',
    schema: NoteDeletionResponseSchema,
  });
  return answer.undo;
}

export interface DeleteNoteCallbacks {
  onFailed?(error: unknown): void;
}

/** The note leaves its video's list at once, and its toast offers Undo (docs/product.md, "Lists", Undo). */
export function useDeleteNote({ onFailed }: DeleteNoteCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...noteKeys.all, 'delete'],
    mutationFn: (note: Note) => deleteNote(note._id),
    onSuccess: (undo, note) => {
      queryClient.setQueryData<Note[]>(noteKeys.video(note.videoId), (notes = []) =>
        notes.filter((kept) => kept._id !== note._id),
      );
      void queryClient.invalidateQueries({ queryKey: noteKeys.video(note.videoId) });
      toastWithUndo(
        NoteMessage.deleted,
        () => void undoAndRefresh(queryClient, undo, noteKeys.video(note.videoId)),
      );
    },
    onError: (error) => onFailed?.(error),
  });
}
