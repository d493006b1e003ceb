import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { NOTE_BODY_MAX, NOTE_SECONDS_MAX, NOTES_PER_VIDEO_MAX } from '#shared/note-bounds.ts';
import {
  NoteDeletionResponseSchema,
  NoteResponseSchema,
  NotesResponseSchema,
} from '#shared/schemas/note.schema.ts';
import {
  CreateNoteBodySchema,
  NotesQuerySchema,
  UpdateNoteBodySchema,
} from '#shared/schemas/note-request.schema.ts';
import { LIST_CAP } from '#shared/schemas/page.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import {
  createNote,
  deleteNoteKeepingSnapshot,
  notesOfVideo,
  notesPage,
  updateNote,
} from '../db/repositories/note.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { pageFieldsOf, pageRequest } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { orphanedToken, requireToken, requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';
import { UNDO_WINDOW_MS, type UndoKeys } from '../undo/undo-token.ts';

const tags = ['notes'];
const security = [{ token: [] }];
const privacyNote =
  'Notes are private: another user’s note is answered as one that does not exist (404).';
const boundsNote =
  `The text is plain (never HTML), trimmed, 1–${NOTE_BODY_MAX} characters, line breaks kept; ` +
  `seconds is whole seconds from the video’s start, 0–${NOTE_SECONDS_MAX}.`;

/** The cursor of the list of all notes: ['notes', the last note's id]. */
const notesCursor = z.tuple([z.literal('notes'), z.string()]);

const list = createRoute({
  method: 'get',
  path: '/notes',
  tags,
  security,
  summary: "The user's notes: on one video in time order, or all of them newest first",
  description:
    'With videoId: that video’s notes in time order (by moment, then as written), whole (at ' +
    `most ${NOTES_PER_VIDEO_MAX}); 404 when the catalogue has no such video; limit and cursor ` +
    'are refused with it (400). Without videoId: every note of the user, newest written first, ' +
    "paged with limit and the previous page's nextCursor as the other library lists; without " +
    `limit and cursor, the whole list up to ${LIST_CAP}, and nextCursor (and total) when there ` +
    `is more. ${privacyNote}`,
  request: { query: openapiQuery(NotesQuerySchema) },
  responses: {
    200: jsonResponse(NotesResponseSchema, 'The notes'),
    ...errorResponses(400, 401, 404),
  },
});

const create = createRoute({
  method: 'post',
  path: '/notes',
  tags,
  security,
  summary: 'Write a note on a video, at a moment of it',
  description:
    `${boundsNote} 404 when the catalogue has no such video; 422 when the user already keeps ` +
    `${NOTES_PER_VIDEO_MAX} notes on it.`,
  request: { body: jsonBody(CreateNoteBodySchema) },
  responses: {
    201: jsonResponse(NoteResponseSchema, 'The note as written'),
    ...errorResponses(400, 401, 404, 413, 415, 422),
  },
});

const update = createRoute({
  method: 'patch',
  path: '/notes/{noteId}',
  tags,
  security,
  summary: 'Change a note’s text or moment',
  description: `body, seconds or both. ${boundsNote} ${privacyNote}`,
  request: { params: idParams('noteId'), body: jsonBody(UpdateNoteBodySchema) },
  responses: {
    200: jsonResponse(NoteResponseSchema, 'The note as it now is'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/notes/{noteId}',
  tags,
  security,
  summary: 'Delete a note',
  description:
    'Answers the note as it was and an `undo` token: POST /api/user/undo with it within 10 ' +
    `minutes puts the note back exactly. ${privacyNote}`,
  request: { params: idParams('noteId') },
  responses: {
    200: jsonResponse(NoteDeletionResponseSchema, 'The note deleted, and the token that undoes it'),
    ...errorResponses(400, 401, 404),
  },
});

export interface NoteDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  undo: UndoKeys;
}

/** `/user/notes` (docs/product.md, "Video page", Notes): a signed-in user's private notes on videos. */
export function noteRoutes({ db, tokens, undo }: NoteDeps) {
  const router = createRouter();
  const paths = ['/notes', '/notes/*'];
  // Every call needs a good token; writes also read the user first. The reads check the user
  // inside their own queries (the repositories' Owner), as the lists do.
  for (const path of paths) router.use(path, requireToken(tokens));
  router.on(['POST', 'PATCH', 'DELETE'], paths, requireUser(db, tokens));
  return router
    .openapi(list, async (c) => {
      const query = c.req.valid('query');
      if (query.videoId !== undefined) {
        if (query.limit !== undefined || query.cursor !== undefined) {
          throw new ApiError(400, ServerMessage.notesOfVideoNotPaged);
        }
        const notes = await notesOfVideo(db, c.var.claims, query.videoId);
        if (notes === 'no-such-owner') throw orphanedToken();
        if (notes === 'no-such-video') throw new ApiError(404, ServerMessage.videoNotFound);
        return c.json({ notes }, 200);
      }
      const request = pageRequest(query, notesCursor);
      const page = await notesPage(db, c.var.claims, {
        limit: request.limit,
        after: request.after?.[1],
      });
      if (!page) throw orphanedToken();
      return c.json(
        { notes: page.items, ...pageFieldsOf(page, request, (lastId) => ['notes', lastId]) },
        200,
      );
    })
    .openapi(create, async (c) => {
      const body = c.req.valid('json');
      const created = await createNote(db, c.var.user._id, body);
      if (created.ok) return c.json({ note: created.note }, 201);
      if (created.reason === 'notes-full') throw new ApiError(422, ServerMessage.tooManyNotes);
      // Retired or never there: either way not in the catalogue to write a note on.
      throw new ApiError(404, ServerMessage.videoNotFound);
    })
    .openapi(update, async (c) => {
      const { noteId } = c.req.valid('param');
      const note = await updateNote(db, c.var.user._id, noteId, c.req.valid('json'));
      if (!note) throw new ApiError(404, ServerMessage.noteNotFound);
      return c.json({ note }, 200);
    })
    .openapi(remove, async (c) => {
      const userId = c.var.user._id;
      const removed = await deleteNoteKeepingSnapshot(
        db,
        userId,
        c.req.valid('param').noteId,
        new Date(Date.now() - UNDO_WINDOW_MS),
      );
      if (!removed) throw new ApiError(404, ServerMessage.noteNotFound);
      const undoToken = undo.sign({ kind: 'note', snapshotId: removed.snapshotId }, userId);
      return c.json({ note: removed.note, undo: undoToken }, 200);
    });
}
