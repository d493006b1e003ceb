import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
} from '#shared/schemas/category.schema.ts';
import { VideoResponseSchema, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { VideoQuerySchema } from '#shared/schemas/video-request.schema.ts';
import { findCategory, listCategories } from '../db/repositories/category.repository.ts';
import { findVideo, listVideos, type VideoCursor } from '../db/repositories/video.repository.ts';
import {
  type SearchCursor,
  type SearchRank,
  searchVideos,
} from '../db/repositories/video-search.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { errorResponses, revalidatedJsonResponses } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { idParams } from '../http/params.ts';
import { createRouter } from '../http/router.ts';

const getVideos = createRoute({
  method: 'get',
  path: '/videos',
  tags: ['catalogue'],
  summary: 'One page of the catalogue, newest first, optionally filtered',
  request: { query: openapiQuery(VideoQuerySchema) },
  responses: {
    ...revalidatedJsonResponses(
      VideosPageSchema,
      'A page of videos and the cursor of the next one',
    ),
    ...errorResponses(400),
  },
});

const getVideo = createRoute({
  method: 'get',
  path: '/video/{videoId}',
  tags: ['catalogue'],
  summary: "One video, by _id or videoLink (with or without 'v=')",
  request: { params: idParams('videoId') },
  responses: {
    ...revalidatedJsonResponses(VideoResponseSchema, 'The video'),
    ...errorResponses(404),
  },
});

const getCategories = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['catalogue'],
  summary: 'Every category',
  responses: revalidatedJsonResponses(CategoriesResponseSchema, 'The categories'),
});

const getCategory = createRoute({
  method: 'get',
  path: '/categories/{categoryId}',
  tags: ['catalogue'],
  summary: 'One category',
  request: { params: idParams('categoryId') },
  responses: {
    ...revalidatedJsonResponses(CategoryResponseSchema, 'The category'),
    ...errorResponses(404),
  },
});

/** The catalogue's position: [publishedAt, id] (the shape its cursors have always had). */
const CursorSchema = z.tuple([z.string(), z.string()]);

function videoCursorOf([publishedAt, id]: [string, string]): VideoCursor {
  return { publishedAt, id };
}

/** A search's position: its name, then its rank, then the catalogue's keys. */
const SearchCursorSchema = z.tuple([
  z.literal('search'),
  z.enum(['0', '1', '2']),
  z.string(),
  z.string(),
]);

function searchCursorOf([, rank, publishedAt, id]: z.infer<
  typeof SearchCursorSchema
>): SearchCursor {
  return { rank: Number(rank) as SearchRank, publishedAt, id };
}

interface CatalogueDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The response cache every catalogue read goes through (http/response-cache.ts). */
  cache: MiddlewareHandler;
}

export function catalogueRoutes({ db, now, cache }: CatalogueDeps) {
  const router = createRouter();
  // Exact patterns: `/categories/*` would match `/categories` too, and one request must pass
  // through the cache once (a second pass would wait on its own fetch).
  for (const path of ['/videos', '/video/:videoId', '/categories', '/categories/:categoryId']) {
    router.get(path, cache);
  }
  return router
    .openapi(getVideos, async (c) => {
      const query = c.req.valid('query');
      const search = query.search?.trim();
      if (search) {
        const { videos, next } = await searchVideos(db, {
          text: search,
          category: query.category,
          limit: query.limit,
          after: query.cursor
            ? searchCursorOf(decodeCursor(query.cursor, SearchCursorSchema))
            : undefined,
          now: now(),
        });
        const nextCursor = next
          ? encodeCursor(['search', String(next.rank), next.publishedAt, next.id])
          : null;
        return c.json({ videos, nextCursor }, 200);
      }
      const { videos, next } = await listVideos(db, {
        category: query.category,
        limit: query.limit,
        after: query.cursor ? videoCursorOf(decodeCursor(query.cursor, CursorSchema)) : undefined,
        now: now(),
      });
      const nextCursor = next ? encodeCursor([next.publishedAt, next.id]) : null;
      return c.json({ videos, nextCursor }, 200);
    })
    .openapi(getVideo, async (c) => {
      const video = await findVideo(db, c.req.valid('param').videoId, now());
      if (!video) throw new ApiError(404, ServerMessage.videoNotFound);
      return c.json({ video }, 200);
    })
    .openapi(getCategories, async (c) => c.json({ categories: await listCategories(db) }, 200))
    .openapi(getCategory, async (c) => {
      const category = await findCategory(db, c.req.valid('param').categoryId);
      if (!category) throw new ApiError(404, ServerMessage.categoryNotFound);
      return c.json({ category }, 200);
    });
}
