import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { UndoResponseSchema } from '#shared/schemas/undo.schema.ts';
import { UndoBodySchema } from '#shared/schemas/undo-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { restoreNote } from '../db/repositories/note.repository.ts';
import { addVideoToPlaylist } from '../db/repositories/playlist.repository.ts';
import { restoreListEntry, restorePlaylist } from '../db/repositories/undo.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { orphanedToken, requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';
import type { UndoKeys } from '../undo/undo-token.ts';
import { listMessages } from './list-messages.ts';

export interface UndoDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  undo: UndoKeys;
}

const restore = createRoute({
  method: 'post',
  path: '/undo',
  tags: ['undo'],
  security: [{ token: [] }],
  summary: 'Put back what a removal took',
  description:
    'Takes the `undo` token a removal answered (removing a video from a list, deleting a ' +
    'playlist) and puts exactly that back: the entry with its own time, in its old place (a ' +
    "playlist's video at the index it had); " +
    'a playlist with its title, description and videos in order; a note with its moment, text ' +
    'and times (422 if the user has since filled the video with notes). Tokens hold for 10 ' +
    'minutes (410 after), only for the user they were made for (400 for any other), and once: ' +
    'undoing again, or after the video was added back, is 409.',
  request: { body: jsonBody(UndoBodySchema) },
  responses: {
    201: jsonResponse(UndoResponseSchema, 'What was put back'),
    ...errorResponses(400, 401, 404, 409, 410, 413, 415, 422),
  },
});

export function undoRoutes({ db, tokens, undo }: UndoDeps) {
  const router = createRouter();
  router.use('/undo', requireUser(db, tokens));
  return router.openapi(restore, async (c) => {
    const removal = undo.verify(c.req.valid('json').undo, c.var.user._id);
    if (removal === 'invalid') throw new ApiError(400, ServerMessage.undoInvalid);
    if (removal === 'expired') throw new ApiError(410, ServerMessage.undoExpired);
    switch (removal.kind) {
      case 'list-entry': {
        const outcome = await restoreListEntry(db, c.var.claims, removal);
        if (outcome === 'no-such-owner') throw orphanedToken();
        if (outcome === 'duplicate') {
          throw new ApiError(409, listMessages[removal.list].duplicate);
        }
        if (outcome === 'no-such-video') throw new ApiError(404, ServerMessage.videoNotFound);
        return c.json({ restored: removal.list, videoId: removal.videoId }, 201);
      }
      case 'playlist': {
        const outcome = await restorePlaylist(db, c.var.user._id, removal.snapshotId);
        if (!outcome.restored && outcome.why === 'duplicate') {
          throw new ApiError(409, ServerMessage.playlistExists);
        }
        if (!outcome.restored) throw new ApiError(409, ServerMessage.undoDone);
        return c.json({ restored: 'playlist' as const, playlistId: outcome.playlistId }, 201);
      }
      case 'playlist-video': {
        const { playlistId, videoId, position, entryId, addedAt } = removal;
        const outcome = await addVideoToPlaylist(
          db,
          c.var.user._id,
          playlistId,
          videoId,
          position,
          {
            entryId,
            addedAt,
          },
        );
        if (outcome === 'no-such-playlist') throw new ApiError(404, ServerMessage.undoPlaylistGone);
        if (outcome === 'duplicate') throw new ApiError(409, ServerMessage.alreadyInPlaylist);
        if (outcome === 'no-such-video') throw new ApiError(404, ServerMessage.videoNotFound);
        return c.json({ restored: 'playlist-video' as const, playlistId, videoId }, 201);
      }
      case 'note': {
        const outcome = await restoreNote(db, c.var.user._id, removal.snapshotId);
        if (!outcome.restored && outcome.why === 'full') {
          throw new ApiError(422, ServerMessage.tooManyNotes);
        }
        if (!outcome.restored && outcome.why === 'no-such-video') {
          throw new ApiError(404, ServerMessage.videoNotFound);
        }
        if (!outcome.restored) throw new ApiError(409, ServerMessage.undoDone);
        const { _id: noteId, videoId } = outcome.note;
        return c.json({ restored: 'note' as const, noteId, videoId }, 201);
      }
    }
  });
}
