import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatCount } from '#shared/format/numbers.ts';
import { NOTE_BODY_MAX } from '#shared/note-bounds.ts';

/**
 * What the notes panel says, in one place (kept out of the first load: the video page's own).
 * Getters, so each is read in the language active when it is shown.
 */
export const NoteMessage = {
  get signInToKeep() {
    return t`Sign in to keep notes on this video`;
  },
  get empty() {
    return t`No notes yet. Add one at any moment of the video, and find your way back to it here.`;
  },
  get loadFailed() {
    return t`Your notes could not be loaded.`;
  },
  get saveFailed() {
    return t`Could not save the note. Try again.`;
  },
  get deleteFailed() {
    return t`Could not delete the note. Try again.`;
  },
  get deleted() {
    return t`Note deleted`;
  },
  get tooLong() {
    const max = formatCount(NOTE_BODY_MAX, i18n.locale);
    return t`A note can hold up to ${max} characters.`;
  },
};
