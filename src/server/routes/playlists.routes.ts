import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { LIST_CAP } from '#shared/schemas/page.schema.ts';
import { PageQuerySchema } from '#shared/schemas/page-request.schema.ts';
import {
  PlaylistDeletionResponseSchema,
  PlaylistResponseSchema,
  PlaylistSummariesResponseSchema,
  PlaylistsResponseSchema,
  PlaylistVideoRemovalResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import {
  AddToPlaylistBodySchema,
  CreatePlaylistBodySchema,
  MovePlaylistVideoBodySchema,
  PlaylistSummariesQuerySchema,
  UpdatePlaylistBodySchema,
} from '#shared/schemas/playlist-request.schema.ts';
import type { TokenClaims, TokenConfig } from '../auth/tokens.ts';
import {
  createPlaylist,
  moveVideoInPlaylist,
  playlistEntryKeyOf,
  playlistPage,
  playlistSummariesPage,
  playlistsPage,
  removeVideoFromPlaylist,
  saveToPlaylist,
  updatePlaylist,
} from '../db/repositories/playlist.repository.ts';
import { copyPlaylist } from '../db/repositories/playlist-sharing.repository.ts';
import { deletePlaylistKeepingSnapshot } from '../db/repositories/undo.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { encodeCursor } from '../http/cursor.ts';
import { jsonTextResponse, toJsonText } from '../http/json-text.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { type PageRequest, pageFieldsOf, pageRequest, WHOLE_LIST } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { orphanedToken, requireToken, requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';
import type { VideoJsonCache } from '../http/video-json-cache.ts';
import { UNDO_WINDOW_MS, type UndoKeys } from '../undo/undo-token.ts';

const tags = ['playlists'];
const security = [{ token: [] }];
const capNote =
  `Without limit and cursor: the whole list, up to ${LIST_CAP}; past that, nextCursor (and ` +
  'total) say there is more.';
const orderNote =
  "A playlist's videos come in its own order: each added at the end (or where the add's " +
  'position says), moved with PATCH /playlists/{playlistId}/{videoId}.';
const playlistsNote = `Playlists newest first, each with its first ${LIST_CAP} videos at most. ${orderNote} ${capNote}`;
const playlistNote = `The playlist with its videos in its order. ${orderNote} ${capNote}`;

/** A cursor names what it pages: the playlists, or the videos of one playlist. */
const playlistsCursor = z.tuple([z.literal('playlists'), z.string()]);
const summariesCursor = z.tuple([z.literal('playlist-summaries'), z.string()]);
/** One playlist's cursor ends at an entry's (position, id): see PlaylistEntryKey. */
const playlistCursor = (playlistId: string) =>
  z.tuple([z.literal('playlist'), z.literal(playlistId), z.string().regex(/^\d{1,9}\/.+$/)]);

const getAll = createRoute({
  method: 'get',
  path: '/playlists',
  tags,
  security,
  summary: "The user's playlists, newest first, with their videos, a page at a time",
  description: `Keyset paging: limit and the previous page's nextCursor (null on the last page). ${playlistsNote}`,
  request: { query: openapiQuery(PageQuerySchema) },
  responses: {
    200: jsonResponse(PlaylistsResponseSchema, 'The playlists, or one page of them'),
    ...errorResponses(400, 401),
  },
});
const getSummaries = createRoute({
  method: 'get',
  path: '/playlist-summaries',
  tags,
  security,
  summary: "The user's playlists as a list shows them, a page at a time",
  description:
    'Newest first, each with its count of videos, its first video (by its order) and, with ' +
    'videoId, whether ' +
    `it holds that video. Always paged: limit (default ${LIST_CAP}) and the previous page's ` +
    'nextCursor; nextCursor is null on the last page.',
  request: { query: openapiQuery(PlaylistSummariesQuerySchema) },
  responses: {
    200: jsonResponse(PlaylistSummariesResponseSchema, 'One page of the playlists'),
    ...errorResponses(400, 401),
  },
});
const create = createRoute({
  method: 'post',
  path: '/playlists',
  tags,
  security,
  summary: 'Create an empty playlist',
  description:
    'The title is trimmed, 1–80 characters, unique for the user ignoring case; the optional ' +
    `description is trimmed, at most 500 characters. ${playlistsNote}`,
  request: { body: jsonBody(CreatePlaylistBodySchema) },
  responses: {
    201: jsonResponse(PlaylistsResponseSchema, 'The playlists, the new one first'),
    ...errorResponses(400, 401, 409, 413, 415),
  },
});
const getOne = createRoute({
  method: 'get',
  path: '/playlists/{playlistId}',
  tags,
  security,
  summary: 'One of the user’s playlists, its videos a page at a time',
  description: `Keyset paging of the playlist's videos: limit and the previous page's nextCursor. ${playlistNote}`,
  request: { params: idParams('playlistId'), query: openapiQuery(PageQuerySchema) },
  responses: {
    200: jsonResponse(PlaylistResponseSchema, 'The playlist, with all or one page of its videos'),
    ...errorResponses(400, 401, 404),
  },
});
const update = createRoute({
  method: 'patch',
  path: '/playlists/{playlistId}',
  tags,
  security,
  summary: 'Rename a playlist, set its description, or who may open it',
  description:
    'The title follows the rule of creating one (trimmed, 1–80 characters, unique for the user ' +
    "ignoring case); the description is at most 500 characters, '' takes it away; the " +
    'visibility is private (the owner only), unlisted (anyone with the link, GET ' +
    '/api/playlists/{playlistId}) or public (listed on the profile too). ' +
    playlistNote,
  request: { params: idParams('playlistId'), body: jsonBody(UpdatePlaylistBodySchema) },
  responses: {
    200: jsonResponse(PlaylistResponseSchema, 'The playlist as it now is'),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});
const copy = createRoute({
  method: 'post',
  path: '/playlists/{playlistId}/copy',
  tags,
  security,
  summary: 'Save a copy of a playlist the user may open',
  description:
    "A new private playlist of the user's with the source's title, description and videos in " +
    'its order (videos no longer in the catalogue are left out). A title the user already has ' +
    'takes the first free number: "Title (2)", "Title (3)"… Another user\'s private playlist ' +
    `is not found, as a missing one is. ${playlistNote}`,
  request: { params: idParams('playlistId') },
  responses: {
    201: jsonResponse(PlaylistResponseSchema, 'The copy, with its videos'),
    ...errorResponses(401, 404, 409),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/playlists/{playlistId}',
  tags,
  security,
  summary: 'Delete a playlist',
  description: playlistsNote,
  request: { params: idParams('playlistId') },
  responses: {
    200: jsonResponse(
      PlaylistDeletionResponseSchema,
      'The remaining playlists, and the token that undoes the deletion',
    ),
    ...errorResponses(401, 404),
  },
});
const addVideo = createRoute({
  method: 'post',
  path: '/playlists/{playlistId}',
  tags,
  security,
  summary: 'Add a video to a playlist, at the end or at a position',
  description:
    'Without position the video goes at the end. With position (0 first) it goes at that ' +
    'index and the videos from there on move one place down; past the end is the end. Undoing ' +
    'a removal: send the index the video had. ' +
    playlistNote,
  request: { params: idParams('playlistId'), body: jsonBody(AddToPlaylistBodySchema) },
  responses: {
    201: jsonResponse(PlaylistResponseSchema, 'The playlist with the video added'),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});
const removeVideo = createRoute({
  method: 'delete',
  path: '/playlists/{playlistId}/{videoId}',
  tags,
  security,
  summary: 'Remove a video from a playlist',
  description: playlistNote,
  request: { params: idParams('playlistId', 'videoId') },
  responses: {
    200: jsonResponse(
      PlaylistVideoRemovalResponseSchema,
      'The playlist without the video, and the token that undoes the removal',
    ),
    ...errorResponses(401, 404),
  },
});

const moveVideo = createRoute({
  method: 'patch',
  path: '/playlists/{playlistId}/{videoId}',
  tags,
  security,
  summary: 'Move a video within a playlist',
  description:
    "Moves the video to position (0 first) in the playlist's order; the videos between its old " +
    'and new place move one place to make room. A position past the end moves it to the end ' +
    '(no 400). Drag and drop and Move up/down/to top/to bottom all send this. Atomic: moves ' +
    'and adds of one playlist take turns, so two tabs reordering at once never lose or repeat ' +
    'a video; the last move wins where they disagree. 404 when the playlist is not the ' +
    `user's or the video is not in it. ${playlistNote}`,
  request: {
    params: idParams('playlistId', 'videoId'),
    body: jsonBody(MovePlaylistVideoBodySchema),
  },
  responses: {
    200: jsonResponse(PlaylistResponseSchema, 'The playlist in its new order'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

export interface PlaylistDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  videoJson: VideoJsonCache;
  undo: UndoKeys;
}

export function playlistRoutes({ db, tokens, videoJson, undo }: PlaylistDeps) {
  /**
   * The playlists in the contract's shape, as JSON text made of the videos' cached JSON; 401
   * when the token's user is gone.
   */
  async function playlistsAnswer<U extends string | undefined>(
    claims: TokenClaims,
    request: PageRequest<[string, string]>,
    undoToken: U,
  ) {
    const page = await playlistsPage(db, claims, {
      limit: request.limit,
      after: request.after?.[1],
    });
    if (!page) throw orphanedToken();
    const videos = await videoJson.jsonOf(
      page.items.flatMap((playlist) => playlist.videoIds),
      page.catalogueVersion,
    );
    return toJsonText({
      // The description comes along when there is one (PlaylistEntries leaves it out otherwise).
      playlists: page.items.map(({ videoIds, ...playlist }) => ({
        ...playlist,
        videos: videoIds.flatMap((id) => videos.get(id) ?? []),
      })),
      ...pageFieldsOf(page, request, (lastId) => ['playlists', lastId]),
      undo: undoToken,
    });
  }

  /** One playlist with its videos' page; 404 when it is not this user's, 401 when they are gone. */
  async function playlistBody(
    claims: TokenClaims,
    playlistId: string,
    request: PageRequest<[string, string, string]>,
  ) {
    const key = request.after?.[2];
    const after = key === undefined ? undefined : playlistEntryKeyOf(key);
    const outcome = await playlistPage(db, claims, playlistId, { limit: request.limit, after });
    if (outcome.found === 'no-owner') throw orphanedToken();
    if (outcome.found === 'no-playlist') throw new ApiError(404, ServerMessage.playlistNotFound);
    const videos = await videoJson.jsonOf(outcome.page.items, outcome.catalogueVersion);
    return {
      playlist: {
        ...outcome.playlist,
        videos: outcome.page.items.flatMap((id) => videos.get(id) ?? []),
      },
      ...pageFieldsOf(outcome.page, request, (lastId) => ['playlist', playlistId, lastId]),
    };
  }

  /** The playlist's answer as JSON text (playlistBody). */
  async function playlistAnswer(
    claims: TokenClaims,
    playlistId: string,
    request: PageRequest<[string, string, string]>,
  ) {
    return toJsonText(await playlistBody(claims, playlistId, request));
  }

  /** One page of the playlists' summaries; 401 when the token's user is gone. */
  async function summariesAnswer(
    claims: TokenClaims,
    request: PageRequest<[string, string]>,
    videoId: string | undefined,
  ) {
    const page = await playlistSummariesPage(
      db,
      claims,
      { limit: request.limit, after: request.after?.[1] },
      videoId,
    );
    if (!page) throw orphanedToken();
    const videos = await videoJson.jsonOf(
      page.items.flatMap((playlist) => playlist.firstVideoId ?? []),
      page.catalogueVersion,
    );
    return toJsonText({
      // holdsVideo is left out when undefined (no video was asked about).
      playlists: page.items.map(({ firstVideoId, ...summary }) => ({
        ...summary,
        firstVideo: (firstVideoId && videos.get(firstVideoId)) || null,
      })),
      nextCursor: page.next === null ? null : encodeCursor(['playlist-summaries', page.next]),
      total: page.total,
    });
  }

  const router = createRouter();
  const paths = ['/playlists', '/playlists/*', '/playlist-summaries'];
  // Every call needs a good token; writes also read the user first. A GET's own query checks
  // the user (one round trip), see requireToken.
  for (const path of paths) router.use(path, requireToken(tokens));
  router.on(['POST', 'PATCH', 'DELETE'], paths, requireUser(db, tokens));
  return router
    .openapi(getSummaries, async (c) => {
      const query = c.req.valid('query');
      const request = pageRequest(query, summariesCursor);
      return jsonTextResponse(c, await summariesAnswer(c.var.claims, request, query.videoId), 200);
    })
    .openapi(getAll, async (c) => {
      const request = pageRequest(c.req.valid('query'), playlistsCursor);
      return jsonTextResponse(c, await playlistsAnswer(c.var.claims, request, undefined), 200);
    })
    .openapi(create, async (c) => {
      const { title, description } = c.req.valid('json').playlist;
      const outcome = await createPlaylist(db, c.var.user._id, title, description);
      if (outcome === 'duplicate') throw new ApiError(409, ServerMessage.playlistExists);
      return jsonTextResponse(c, await playlistsAnswer(c.var.claims, WHOLE_LIST, undefined), 201);
    })
    .openapi(getOne, async (c) => {
      const { playlistId } = c.req.valid('param');
      const request = pageRequest(c.req.valid('query'), playlistCursor(playlistId));
      return jsonTextResponse(c, await playlistAnswer(c.var.claims, playlistId, request), 200);
    })
    .openapi(update, async (c) => {
      const { playlistId } = c.req.valid('param');
      const outcome = await updatePlaylist(
        db,
        c.var.user._id,
        playlistId,
        c.req.valid('json').playlist,
      );
      if (outcome === 'no-such-playlist') throw new ApiError(404, ServerMessage.playlistNotFound);
      if (outcome === 'duplicate') throw new ApiError(409, ServerMessage.playlistExists);
      return jsonTextResponse(c, await playlistAnswer(c.var.claims, playlistId, WHOLE_LIST), 200);
    })
    .openapi(copy, async (c) => {
      const outcome = await copyPlaylist(db, c.var.user._id, c.req.valid('param').playlistId);
      if (!outcome.copied && outcome.reason === 'missing') {
        throw new ApiError(404, ServerMessage.playlistNotFound);
      }
      if (!outcome.copied) throw new ApiError(409, ServerMessage.playlistExists);
      const body = await playlistAnswer(c.var.claims, outcome.playlistId, WHOLE_LIST);
      return jsonTextResponse(c, body, 201);
    })
    .openapi(remove, async (c) => {
      const userId = c.var.user._id;
      const snapshotId = await deletePlaylistKeepingSnapshot(
        db,
        userId,
        c.req.valid('param').playlistId,
        new Date(Date.now() - UNDO_WINDOW_MS),
      );
      if (!snapshotId) throw new ApiError(404, ServerMessage.playlistNotFound);
      const undoToken = undo.sign({ kind: 'playlist', snapshotId }, userId);
      return jsonTextResponse(c, await playlistsAnswer(c.var.claims, WHOLE_LIST, undoToken), 200);
    })
    .openapi(addVideo, async (c) => {
      const { playlistId } = c.req.valid('param');
      const { video, position } = c.req.valid('json');
      const saved = await saveToPlaylist(db, c.var.user._id, playlistId, video._id, position);
      if (!saved.ok && saved.reason === 'playlist-missing') {
        throw new ApiError(404, ServerMessage.playlistNotFound);
      }
      if (!saved.ok && saved.reason === 'duplicate') {
        throw new ApiError(409, ServerMessage.alreadyInPlaylist);
      }
      if (!saved.ok) throw new ApiError(404, ServerMessage.videoNotFound);
      return jsonTextResponse(c, await playlistAnswer(c.var.claims, playlistId, WHOLE_LIST), 201);
    })
    .openapi(removeVideo, async (c) => {
      const { playlistId, videoId } = c.req.valid('param');
      const userId = c.var.user._id;
      const removed = await removeVideoFromPlaylist(db, userId, playlistId, videoId);
      // Another user's playlist is never told apart from a missing one: both are 404.
      if (!removed.ok && removed.reason === 'playlist-missing') {
        throw new ApiError(404, ServerMessage.playlistNotFound);
      }
      if (!removed.ok) throw new ApiError(404, ServerMessage.notInPlaylist);
      const undoToken = undo.sign(
        { kind: 'playlist-video', playlistId, videoId, ...removed.entry },
        userId,
      );
      const body = await playlistBody(c.var.claims, playlistId, WHOLE_LIST);
      return jsonTextResponse(c, toJsonText({ ...body, undo: undoToken }), 200);
    })
    .openapi(moveVideo, async (c) => {
      const { playlistId, videoId } = c.req.valid('param');
      const { position } = c.req.valid('json');
      const outcome = await moveVideoInPlaylist(db, c.var.user._id, playlistId, videoId, position);
      if (outcome === 'no-such-playlist') throw new ApiError(404, ServerMessage.playlistNotFound);
      if (outcome === 'not-in-playlist') throw new ApiError(404, ServerMessage.notInPlaylist);
      return jsonTextResponse(c, await playlistAnswer(c.var.claims, playlistId, WHOLE_LIST), 200);
    });
}
