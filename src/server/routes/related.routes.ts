import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { RELATED_MAX, RelatedVideosResponseSchema } from '#shared/schemas/related.schema.ts';
import { RelatedQuerySchema } from '#shared/schemas/related-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { listRelatedVideos } from '../db/repositories/related.repository.ts';
import { findVideo } from '../db/repositories/video.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { idParams } from '../http/params.ts';
import { userOrVisitor } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';

/** The token is optional: `{}` is the way in without one. */
const optionalToken: Array<Record<string, string[]>> = [{ token: [] }, {}];

const getRelated = createRoute({
  method: 'get',
  path: '/video/{videoId}/related',
  tags: ['catalogue'],
  // The token is optional: with one, the user's watched videos go last (or are left out).
  security: optionalToken,
  summary: `Up to ${RELATED_MAX} videos related to one (by _id or videoLink), each with why`,
  request: { params: idParams('videoId'), query: openapiQuery(RelatedQuerySchema) },
  responses: {
    200: jsonResponse(RelatedVideosResponseSchema, 'The related videos, best first'),
    ...errorResponses(400, 401, 404),
  },
});

interface RelatedDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  now: () => Date;
}

/**
 * "Up next" on the video page. Not behind the catalogue's response cache: a signed-in user's
 * answer depends on their history.
 */
export function relatedRoutes({ db, tokens, now }: RelatedDeps) {
  return createRouter().openapi(getRelated, async (c) => {
    const query = c.req.valid('query');
    const user = await userOrVisitor(db, tokens, c.req.header('authorization'));
    const video = await findVideo(db, c.req.valid('param').videoId, now());
    if (!video) throw new ApiError(404, ServerMessage.videoNotFound);
    const related = await listRelatedVideos(db, video, {
      userId: user?._id,
      hideWatched: query.hideWatched === '1',
      now: now(),
    });
    return c.json({ related }, 200);
  });
}
