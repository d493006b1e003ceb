import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import {
  CreatePlaylistBodySchema,
  PlaylistResponseSchema,
  PlaylistsResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { VideoRefBodySchema } from '#shared/schemas/video.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import {
  addVideoToPlaylist,
  createPlaylist,
  deletePlaylist,
  findPlaylist,
  listPlaylists,
  removeVideoFromPlaylist,
} from '../db/repositories/playlist.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { idParams } from '../http/params.ts';
import { requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';

const tags = ['playlists'];
const security = [{ token: [] }];

const getAll = createRoute({
  method: 'get',
  path: '/playlists',
  tags,
  security,
  summary: "The user's playlists, newest first, with their videos",
  responses: {
    200: jsonResponse(PlaylistsResponseSchema, 'The playlists'),
    ...errorResponses(401),
  },
});
const create = createRoute({
  method: 'post',
  path: '/playlists',
  tags,
  security,
  summary: 'Create an empty playlist',
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
  summary: 'One of the user’s playlists',
  request: { params: idParams('playlistId') },
  responses: {
    200: jsonResponse(PlaylistResponseSchema, 'The playlist'),
    ...errorResponses(401, 404),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/playlists/{playlistId}',
  tags,
  security,
  summary: 'Delete a playlist',
  request: { params: idParams('playlistId') },
  responses: {
    200: jsonResponse(PlaylistsResponseSchema, 'The remaining playlists'),
    ...errorResponses(401, 404),
  },
});
const addVideo = createRoute({
  method: 'post',
  path: '/playlists/{playlistId}',
  tags,
  security,
  summary: 'Add a video to a playlist',
  request: { params: idParams('playlistId'), body: jsonBody(VideoRefBodySchema) },
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
  request: { params: idParams('playlistId', 'videoId') },
  responses: {
    200: jsonResponse(PlaylistResponseSchema, 'The playlist without the video'),
    ...errorResponses(401, 404),
  },
});

export function playlistRoutes({ db, tokens }: { db: Kysely<Database>; tokens: TokenConfig }) {
  /** The user's own playlist or 404: another user's id is never told apart from a missing one. */
  async function ownPlaylist(userId: string, playlistId: string) {
    const playlist = await findPlaylist(db, userId, playlistId);
    if (!playlist) throw new ApiError(404, ServerMessage.playlistNotFound);
    return playlist;
  }

  const router = createRouter();
  router.use('/playlists', requireUser(db, tokens));
  router.use('/playlists/*', requireUser(db, tokens));
  return router
    .openapi(getAll, async (c) =>
      c.json({ playlists: await listPlaylists(db, c.var.user._id) }, 200),
    )
    .openapi(create, async (c) => {
      const userId = c.var.user._id;
      const outcome = await createPlaylist(db, userId, c.req.valid('json').playlist.title);
      if (outcome === 'duplicate') throw new ApiError(409, ServerMessage.playlistExists);
      return c.json({ playlists: await listPlaylists(db, userId) }, 201);
    })
    .openapi(getOne, async (c) => {
      const playlist = await ownPlaylist(c.var.user._id, c.req.valid('param').playlistId);
      return c.json({ playlist }, 200);
    })
    .openapi(remove, async (c) => {
      const userId = c.var.user._id;
      if (!(await deletePlaylist(db, userId, c.req.valid('param').playlistId))) {
        throw new ApiError(404, ServerMessage.playlistNotFound);
      }
      return c.json({ playlists: await listPlaylists(db, userId) }, 200);
    })
    .openapi(addVideo, async (c) => {
      const userId = c.var.user._id;
      const { playlistId } = c.req.valid('param');
      await ownPlaylist(userId, playlistId);
      const outcome = await addVideoToPlaylist(db, playlistId, c.req.valid('json').video._id);
      if (outcome === 'duplicate') throw new ApiError(409, ServerMessage.alreadyInPlaylist);
      if (outcome === 'no-such-video') throw new ApiError(404, ServerMessage.videoNotFound);
      return c.json({ playlist: await ownPlaylist(userId, playlistId) }, 201);
    })
    .openapi(removeVideo, async (c) => {
      const userId = c.var.user._id;
      const { playlistId, videoId } = c.req.valid('param');
      await ownPlaylist(userId, playlistId);
      if (!(await removeVideoFromPlaylist(db, playlistId, videoId))) {
        throw new ApiError(404, ServerMessage.notInPlaylist);
      }
      return c.json({ playlist: await ownPlaylist(userId, playlistId) }, 200);
    });
}
