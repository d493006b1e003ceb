import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { CreatorPageSchema } from '#shared/schemas/creator.schema.ts';
import { VideoPageQuerySchema } from '#shared/schemas/video-request.schema.ts';
import { findCreator, listCreatorVideos } from '../db/repositories/creator.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { errorResponses, revalidatedJsonResponses } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { idParams } from '../http/params.ts';
import { createRouter } from '../http/router.ts';

const getCreator = createRoute({
  method: 'get',
  path: '/creators/{slug}',
  tags: ['catalogue'],
  summary: 'A creator and one page of its videos, newest first',
  description:
    "`slug` is the creator's slug (lower case, accents off Latin letters, other characters " +
    'than letters and digits as one dash). Retired videos are left out; a slug of no video in ' +
    "the catalogue is 404. Keyset paging with limit and the previous page's nextCursor.",
  request: { params: idParams('slug'), query: openapiQuery(VideoPageQuerySchema) },
  responses: {
    ...revalidatedJsonResponses(CreatorPageSchema, 'The creator and a page of its videos'),
    ...errorResponses(400, 404),
  },
});

/** A creator page's position: its name, the slug, then the catalogue's keys. */
const CreatorCursorSchema = z.tuple([z.literal('creator'), z.string(), z.string(), z.string()]);

interface CreatorDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The catalogue's response cache: a creator page changes only with the catalogue. */
  cache: MiddlewareHandler;
}

/** Creator pages (docs/product.md, "Creator pages"), behind the catalogue's response cache. */
export function creatorRoutes({ db, now, cache }: CreatorDeps) {
  const router = createRouter();
  router.get('/creators/:slug', cache);
  return router.openapi(getCreator, async (c) => {
    const { slug } = c.req.valid('param');
    const query = c.req.valid('query');
    let after: { publishedAt: string; id: string } | undefined;
    if (query.cursor !== undefined) {
      const [, of, publishedAt, id] = decodeCursor(query.cursor, CreatorCursorSchema);
      if (of !== slug) throw new ApiError(400, 'cursor: this cursor belongs to another creator');
      after = { publishedAt, id };
    }
    const creator = await findCreator(db, slug);
    if (!creator) throw new ApiError(404, ServerMessage.creatorNotFound);
    const { videos, next } = await listCreatorVideos(db, slug, {
      limit: query.limit,
      after,
      now: now(),
    });
    const nextCursor = next ? encodeCursor(['creator', slug, next.publishedAt, next.id]) : null;
    return c.json({ creator, videos, nextCursor }, 200);
  });
}
