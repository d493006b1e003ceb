import { NOTE_BODY_MAX } from '#shared/note-bounds.ts';

/** What the notes panel says, in one place (kept out of the first load: the video page's own). */
export const NoteMessage = {
  signInToKeep: 'Sign in to keep notes on this video',
  empty: 'No notes yet. Add one at any moment of the video, and find your way back to it here.',
  loadFailed: 'Your notes could not be loaded.',
  saveFailed: 'Could not save the note. Try again.',
  deleteFailed: 'Could not delete the note. Try again.',
  deleted: 'Note deleted',
  tooLong: `A note can hold up to ${NOTE_BODY_MAX.toLocaleString('en')} characters.`,
} as const;
