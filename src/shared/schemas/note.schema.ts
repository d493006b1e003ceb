import * as z from 'zod/mini';
import { pageFields } from './page.schema.ts';
import { undoField } from './undo.schema.ts';

/*
 * Notes at a moment (docs/product.md, "Video page"): a signed-in user's private, plain-text notes on a video, each
 * at the moment of the video (whole seconds) where it was started. What the API answers; what
 * clients send is in note-request.schema.ts, the bounds in note-bounds.ts.
 */

export const NoteSchema = z.object({
  _id: z.string(),
  videoId: z.string(),
  /** The moment of the video, in whole seconds from its start. */
  seconds: z.number(),
  /** Plain text, never HTML: shown as written, line breaks kept. */
  body: z.string(),
  /** When it was written (ISO 8601, UTC). */
  createdAt: z.string(),
  /** When it was last changed (ISO 8601, UTC); createdAt until then. */
  updatedAt: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;

/**
 * A list of notes: one video's in time order (whole), or all of the user's newest first (a page,
 * with nextCursor and total when paged or cut).
 */
export const NotesResponseSchema = z.object({ notes: z.array(NoteSchema), ...pageFields });

/** One note: as written (POST) or as changed (PATCH). */
export const NoteResponseSchema = z.object({ note: NoteSchema });

/** A deletion's answer: the note as it was, and the token that undoes it (undo.schema.ts). */
export const NoteDeletionResponseSchema = z.object({ note: NoteSchema, ...undoField });
