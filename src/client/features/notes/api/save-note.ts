import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type Note, NoteResponseSchema } from '#shared/schemas/note.schema.ts';
import { sortedByTime } from '../note-order.ts';
import { noteKeys } from './get-notes.ts';

/** A new note (its moment and text), or a change to one of the user's notes. */
export type NoteDraft =
  | { kind: 'new'; videoId: string; seconds: number; body: string }
  | { kind: 'edit'; videoId: string; noteId: string; body: string };

/** Writes a new note (POST /user/notes) or changes one's text (PATCH /user/notes/{id}). */
export async function saveNote(draft: NoteDraft): Promise<Note> {
  const { note } =
    draft.kind === 'new'
      ? await apiRequest('/user/notes', {
          method: 'POST',
          body: { videoId: draft.videoId, seconds: draft.seconds, body: draft.body },
          schema: NoteResponseSchema,
        })
      : await apiRequest(`/user/notes/${encodeURIComponent(draft.noteId)}`, {
          method: 'PATCH',
          body: { body: draft.body },
          schema: NoteResponseSchema,
        });
  return note;
}

/** Puts the server's copy of a note into its video's list, in time order. */
function storeNote(queryClient: QueryClient, note: Note): void {
  queryClient.setQueryData<Note[]>(noteKeys.video(note.videoId), (notes = []) =>
    sortedByTime([...notes.filter((kept) => kept._id !== note._id), note]),
  );
}

export interface SaveNoteCallbacks {
  onSaved?(note: Note): void;
  onFailed?(error: unknown): void;
}

/** Saves a note; the video's list shows the server's copy at once, then reads itself afresh. */
export function useSaveNote({ onSaved, onFailed }: SaveNoteCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...noteKeys.all, 'save'],
    mutationFn: saveNote,
    onSuccess: (note) => {
      storeNote(queryClient, note);
      void queryClient.invalidateQueries({ queryKey: noteKeys.video(note.videoId) });
      onSaved?.(note);
    },
    onError: (error) => onFailed?.(error),
  });
}
