import * as z from 'zod/mini';

/**
 * Undo (docs/product.md, "Lists"): a removal's answer carries `undo`, a token naming exactly what was removed;
 * `POST /api/user/undo` with it puts that back, in its place, within the server's undo window.
 */
export const undoField = {
  undo: z.string().check(z.describe('Send it to POST /api/user/undo to put back what was removed')),
};

/** What was put back: a list, a playlist's video, a whole playlist, or a note. */
export const UndoResponseSchema = z.object({
  restored: z.enum(['likes', 'watchlater', 'history', 'playlist-video', 'playlist', 'note']),
  videoId: z.optional(z.string()),
  playlistId: z.optional(z.string()),
  noteId: z.optional(z.string()),
});
export type UndoResponse = z.infer<typeof UndoResponseSchema>;
