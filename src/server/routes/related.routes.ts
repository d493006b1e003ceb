import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { RELATED_MAX, RelatedVideosResponseSchema } from '#shared/schemas/related.schema.ts';
import { RelatedQuerySchema } from '#shared/schemas/related-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { listRelatedVideos } from '../db/repositories/related.repository.ts';
import { findVideo } from '../db/repositories/video.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, revalidatedJsonResponses } from '../http/openapi-responses.ts';
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
    // A visitor's answer comes from the catalogue's response cache, with an ETag; a signed-in
    // user's is made for them each time.
    ...revalidatedJsonResponses(RelatedVideosResponseSchema, 'The related videos, best first'),
    ...errorResponses(400, 401, 404),
  },
});

interface RelatedDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  now: () => Date;
  /** The catalogue's response cache, for visitors' answers. */
  cache: MiddlewareHandler;
}

/**
 * "Up next" on the video page. A visitor's answer depends on the catalogue alone, so it is
 * served from the catalogue's response cache like every catalogue answer: made once per
 * catalogue version, and a curator's change reaches it at once. A signed-in user's answer depends
 * on their history, so it is made fresh each time; every answer varies by Authorization.
 */
export function relatedRoutes({ db, tokens, now, cache }: RelatedDeps) {
  const router = createRouter();
  router.get('/video/:videoId/related', async (c, next) => {
    if (c.req.header('authorization') === undefined) await cache(c, next);
    else await next();
    c.header('Vary', 'Authorization', { append: true });
  });
  return router.openapi(getRelated, async (c) => {
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
