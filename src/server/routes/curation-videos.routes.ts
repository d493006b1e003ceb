import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import {
  CuratedVideoResponseSchema,
  CuratedVideosPageSchema,
} from '#shared/schemas/curation.schema.ts';
import {
  AddVideoBodySchema,
  CuratedVideosQuerySchema,
  EditVideoBodySchema,
} from '#shared/schemas/curation-request.schema.ts';
import { VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { parseYoutubeId } from '#shared/youtube-url.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  addCuratedVideo,
  editCuratedVideo,
  findCuratedVideo,
  listCuratedVideos,
  setVideoRetired,
  viewCountOf,
} from '../db/repositories/curation-video.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { idParams } from '../http/params.ts';
import { createRouter } from '../http/router.ts';

const security = [{ token: [] }];
const tags = ['curation'];

const addVideo = createRoute({
  method: 'post',
  path: '/videos',
  tags,
  security,
  summary: 'Add a video from its YouTube address or id (curators only)',
  description:
    'The address may be in any common form (watch?v=, youtu.be/, shorts/, embed/, live/, ' +
    'm.youtube.com, youtube-nocookie.com, with extra parameters) or the bare 11-character id; ' +
    'the catalogue stores the id as the videoLink. `category` is a category’s _id or name (an ' +
    'unknown one is 400). The description defaults to none, the thumbnail to YouTube’s, views ' +
    'to 0, publishedAt to now, ' +
    'difficulty to beginner, projectMinutes to 30, materials to none. A YouTube id already in ' +
    'the catalogue, retired or not, is 409 (with its `videoId`). Recorded in the audit.',
  request: { body: jsonBody(AddVideoBodySchema) },
  responses: {
    201: jsonResponse(VideoResponseSchema, 'The video, as the catalogue answers it'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const listVideos = createRoute({
  method: 'get',
  path: '/videos',
  tags,
  security,
  summary: 'The catalogue as curators see it, retired videos too (curators only)',
  description:
    '`status=retired` lists the retired videos, most recently retired first; `active` those ' +
    'in the catalogue, and `all` (the default) every video, newest published first. Retired ' +
    'videos carry `retired: true`. `q` keeps the videos whose title or creator holds it, any ' +
    'case.',
  request: { query: openapiQuery(CuratedVideosQuerySchema) },
  responses: {
    200: jsonResponse(CuratedVideosPageSchema, 'A page of videos and the next page’s cursor'),
    ...errorResponses(400, 401, 403),
  },
});

const readVideo = createRoute({
  method: 'get',
  path: '/videos/{videoId}',
  tags,
  security,
  summary: 'One video, retired or not (curators only)',
  request: { params: idParams('videoId') },
  responses: {
    200: jsonResponse(CuratedVideoResponseSchema, 'The video, and its views as a number'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const editVideo = createRoute({
  method: 'patch',
  path: '/videos/{videoId}',
  tags,
  security,
  summary: 'Change any of a video’s fields (curators only)',
  description:
    'Any of the fields POST /curation/videos takes, at least one. `views` is a number and ' +
    '`publishedAt` a date: the display text ("12K views", "3 years ago") is still derived from ' +
    'them. A new `url` whose id another video holds is 409. The changed fields, before and ' +
    'after, are recorded in the audit; a change that changes nothing records nothing.',
  request: { params: idParams('videoId'), body: jsonBody(EditVideoBodySchema) },
  responses: {
    200: jsonResponse(VideoResponseSchema, 'The video, changed'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const retireVideo = createRoute({
  method: 'post',
  path: '/videos/{videoId}/retire',
  tags,
  security,
  summary: 'Retire a video: it leaves the catalogue and search (curators only)',
  description:
    'A retired video leaves the catalogue’s listings, search, the materials’ suggestions and ' +
    'GET /video/{videoId} (404). Users’ lists keep it, marked `retired: true`, so the app can ' +
    'show it as no longer available. Restorable; recorded in the audit. Already retired: 409.',
  request: { params: idParams('videoId') },
  responses: {
    200: jsonResponse(VideoResponseSchema, 'The video, now retired'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const restoreVideo = createRoute({
  method: 'post',
  path: '/videos/{videoId}/restore',
  tags,
  security,
  summary: 'Put a retired video back in the catalogue (curators only)',
  description: 'Recorded in the audit. A video that is not retired: 409.',
  request: { params: idParams('videoId') },
  responses: {
    200: jsonResponse(VideoResponseSchema, 'The video, back in the catalogue'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const VideoCursorSchema = z.tuple([
  z.literal('curated'),
  z.enum(['all', 'active', 'retired']),
  z.string(),
  z.string(),
]);

/** The YouTube id of a `url` field, or 400 saying why there is none. */
export function youtubeIdOfField(url: string): string {
  const parsed = parseYoutubeId(url);
  if (!parsed.ok) throw new ApiError(400, `url: ${parsed.reason}`);
  return parsed.id;
}

function duplicate(videoId?: string): ApiError {
  return new ApiError(
    409,
    ServerMessage.videoAlreadyInCatalogue,
    videoId === undefined ? {} : { videoId },
  );
}

const noSuchCategory = () => new ApiError(400, 'category: there is no such category');

export function curationVideoRoutes({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  const answer = async (videoId: string) => {
    const video = await findCuratedVideo(db, videoId, now());
    if (!video) throw new ApiError(404, ServerMessage.videoNotFound);
    return video;
  };

  return createRouter()
    .openapi(addVideo, async (c) => {
      const { url, ...fields } = c.req.valid('json');
      const youtubeId = youtubeIdOfField(url);
      const publishedAt =
        fields.publishedAt === undefined ? undefined : new Date(fields.publishedAt).toISOString();
      let added: Awaited<ReturnType<typeof addCuratedVideo>>;
      try {
        added = await addCuratedVideo(db, c.var.user, { ...fields, publishedAt, youtubeId });
      } catch (error) {
        // Another curator added the same video at the same moment.
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      if (added.outcome === 'no-such-category') throw noSuchCategory();
      if (added.outcome === 'duplicate') throw duplicate(added.videoId);
      return c.json({ video: await answer(added.videoId) }, 201);
    })
    .openapi(listVideos, async (c) => {
      const query = c.req.valid('query');
      let after: { at: string; id: string } | undefined;
      if (query.cursor) {
        const [, status, at, id] = decodeCursor(query.cursor, VideoCursorSchema);
        if (status !== query.status) {
          throw new ApiError(400, 'cursor: this cursor belongs to a listing of another status');
        }
        after = { at, id };
      }
      const { videos, next } = await listCuratedVideos(db, {
        status: query.status,
        q: query.q,
        limit: query.limit,
        after,
        now: now(),
      });
      const nextCursor =
        next === null ? null : encodeCursor(['curated', query.status, next.at, next.id]);
      return c.json({ videos, nextCursor }, 200);
    })
    .openapi(readVideo, async (c) => {
      const { videoId } = c.req.valid('param');
      const video = await answer(videoId);
      return c.json({ video, viewCount: (await viewCountOf(db, videoId)) ?? 0 }, 200);
    })
    .openapi(editVideo, async (c) => {
      const { videoId } = c.req.valid('param');
      const { url, ...fields } = c.req.valid('json');
      const youtubeId = url === undefined ? undefined : youtubeIdOfField(url);
      let edited: Awaited<ReturnType<typeof editCuratedVideo>>;
      try {
        edited = await editCuratedVideo(db, c.var.user, videoId, { ...fields, youtubeId });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      if (edited.outcome === 'not-found') throw new ApiError(404, ServerMessage.videoNotFound);
      if (edited.outcome === 'no-such-category') throw noSuchCategory();
      if (edited.outcome === 'duplicate') throw duplicate(edited.videoId);
      return c.json({ video: await answer(videoId) }, 200);
    })
    .openapi(retireVideo, async (c) => {
      const { videoId } = c.req.valid('param');
      const outcome = await setVideoRetired(db, c.var.user, videoId, true);
      if (outcome === 'not-found') throw new ApiError(404, ServerMessage.videoNotFound);
      if (outcome === 'already') throw new ApiError(409, ServerMessage.videoAlreadyRetired);
      return c.json({ video: await answer(videoId) }, 200);
    })
    .openapi(restoreVideo, async (c) => {
      const { videoId } = c.req.valid('param');
      const outcome = await setVideoRetired(db, c.var.user, videoId, false);
      if (outcome === 'not-found') throw new ApiError(404, ServerMessage.videoNotFound);
      if (outcome === 'already') throw new ApiError(409, ServerMessage.videoNotRetired);
      return c.json({ video: await answer(videoId) }, 200);
    });
}
