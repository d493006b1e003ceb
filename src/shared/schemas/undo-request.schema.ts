import * as z from 'zod/mini';

/** Kept apart from undo.schema.ts: the web app never parses a request (see video-request.schema.ts). */
export const UNDO_TOKEN_MAX = 2000;

export const UndoBodySchema = z.object({
  undo: z
    .string({ error: 'undo is required' })
    .check(
      z.minLength(1, 'undo is required'),
      z.maxLength(UNDO_TOKEN_MAX, `undo must be at most ${UNDO_TOKEN_MAX} characters`),
    ),
});
