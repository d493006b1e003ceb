import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { PageQuerySchema } from '#shared/schemas/page-request.schema.ts';
import { SharedPlaylistResponseSchema } from '#shared/schemas/playlist.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { playlistEntryKeyOf } from '../db/repositories/playlist.repository.ts';
import { readSharedPlaylist } from '../db/repositories/playlist-sharing.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { Compress } from '../http/content-coding.ts';
import { type JsonText, toJsonText } from '../http/json-text.ts';
import { errorResponses, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { pageFieldsOf, pageRequest } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { makeRepresentation, sendRepresentation } from '../http/representation.ts';
import { userOrVisitor } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';
import type { VideoJsonCache } from '../http/video-json-cache.ts';

/** The token is optional: `{}` is the way in without one. */
const optionalToken: Array<Record<string, string[]>> = [{ token: [] }, {}];

/** The same cursor as the owner's read of the playlist: one works for both. */
const playlistCursor = (playlistId: string) =>
  z.tuple([z.literal('playlist'), z.literal(playlistId), z.string().regex(/^\d{1,9}\/.+$/)]);

const getShared = createRoute({
  method: 'get',
  path: '/playlists/{playlistId}',
  tags: ['playlists'],
  security: optionalToken,
  summary: 'A playlist as anyone it is shared with sees it, its videos a page at a time',
  description:
    'No sign-in needed for an unlisted or public playlist; a private one answers only its ' +
    "owner's token, and to anyone else exactly as a missing playlist does (404). An unlisted " +
    'one comes with X-Robots-Tag: noindex. yours is true when the token is the owner’s. Keyset ' +
    "paging of the videos, in the playlist's order: limit and the previous page's nextCursor. " +
    'Always read afresh (ETag, Cache-Control: private, no-cache), so an edit shows at once.',
  request: { params: idParams('playlistId'), query: openapiQuery(PageQuerySchema) },
  responses: {
    200: jsonResponse(SharedPlaylistResponseSchema, 'The playlist, with its owner and videos'),
    ...errorResponses(400, 401, 404),
  },
});

interface SharedPlaylistDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  videoJson: VideoJsonCache;
  compress?: Compress | undefined;
}

/** A playlist others may open: `GET /api/playlists/{playlistId}`. */
export function sharedPlaylistRoutes({ db, tokens, videoJson, compress }: SharedPlaylistDeps) {
  return createRouter().openapi(getShared, async (c) => {
    const { playlistId } = c.req.valid('param');
    const request = pageRequest(c.req.valid('query'), playlistCursor(playlistId));
    // A token that is there must be good (401), whatever the playlist: checked first, so that
    // a private playlist and a missing one are answered alike for every request.
    const viewer = await userOrVisitor(db, tokens, c.req.header('authorization'));
    const key = request.after?.[2];
    const read = await readSharedPlaylist(db, playlistId, {
      limit: request.limit,
      after: key === undefined ? undefined : playlistEntryKeyOf(key),
    });
    const yours = read !== undefined && viewer?._id === read.ownerId;
    if (!read || (read.playlist.visibility === 'private' && !yours)) {
      throw new ApiError(404, ServerMessage.playlistNotFound);
    }
    const videos = await videoJson.jsonOf(read.page.items, read.catalogueVersion);
    const text = toJsonText({
      playlist: {
        ...read.playlist,
        videos: read.page.items.flatMap((id) => videos.get(id) ?? []),
      },
      yours,
      ...pageFieldsOf(read.page, request, (lastId) => ['playlist', playlistId, lastId]),
    });
    if (read.playlist.visibility === 'unlisted') c.header('X-Robots-Tag', 'noindex');
    const rep = await makeRepresentation(
      {
        status: 200,
        contentType: 'application/json',
        body: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>,
      },
      compress,
    );
    // Never kept by a shared cache (a token's answer differs), always revalidated by the
    // browser: an owner's edit shows at the link at once.
    return sentAsJson(sendRepresentation(c, rep, 'private, no-cache'), text);
  });
}

/**
 * A representation of `text` as sent (200, or 304 to a client holding it), typed as the JSON
 * answer it is, for the route's contract.
 */
function sentAsJson<T>(res: Response, _text: JsonText<T>) {
  return res as Response & TypedResponse<T, 200, 'json'>;
}
