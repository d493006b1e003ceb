import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { materialKey } from '#shared/material-key.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
} from '#shared/schemas/category.schema.ts';
import { CommonMaterialsResponseSchema } from '#shared/schemas/material.schema.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { VideoDetailsResponseSchema } from '#shared/schemas/video-details.schema.ts';
import { VideoQuerySchema } from '#shared/schemas/video-request.schema.ts';
import { findCategory, listCategories } from '../db/repositories/category.repository.ts';
import {
  type CraftFilter,
  findVideo,
  listCommonMaterials,
  listVideos,
  MATERIALS_SAMPLE,
  type VideoCursor,
} from '../db/repositories/video.repository.ts';
import {
  type SearchCursor,
  type SearchRank,
  searchVideos,
} from '../db/repositories/video-search.repository.ts';
import type { Database } from '../db/schema.ts';
import { stepsOf } from '../db/video-steps.ts';
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
  summary: "One video, by _id or videoLink (with or without 'v='), with its steps",
  request: { params: idParams('videoId') },
  responses: {
    ...revalidatedJsonResponses(VideoDetailsResponseSchema, 'The video and its steps'),
    ...errorResponses(404),
  },
});

const getMaterials = createRoute({
  method: 'get',
  path: '/materials',
  tags: ['catalogue'],
  summary: `The materials most of the newest ${MATERIALS_SAMPLE.toLocaleString('en')} videos need, commonest first`,
  responses: revalidatedJsonResponses(
    CommonMaterialsResponseSchema,
    "Suggestions for GET /videos's material filter",
  ),
});

/** How many common materials GET /materials answers. */
const COMMON_MATERIALS = 24;

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

/**
 * The catalogue's position: [publishedAt, id] (the shape its cursors have always had), then,
 * in a listing filtered by craft facts, those filters (craftKeyOf).
 */
const CursorSchema = z.union([
  z.tuple([z.string(), z.string()]),
  z.tuple([z.string(), z.string(), z.string()]),
]);

/** A search's position: its name, then its rank, then the catalogue's keys, then as above. */
const SearchRankSchema = z.enum(['0', '1', '2']);
const SearchCursorSchema = z.union([
  z.tuple([z.literal('search'), SearchRankSchema, z.string(), z.string()]),
  z.tuple([z.literal('search'), SearchRankSchema, z.string(), z.string(), z.string()]),
]);

/**
 * The craft filters a cursor was given out for, as text ('' for none). A cursor is a position
 * in the catalogue's order, which every filter shares, but one page's position means "the
 * next page" only for the filters it was found with: a cursor of other filters is refused
 * (400) rather than answering a page that skips or repeats. The material counts by its words.
 */
function craftKeyOf(craft: CraftFilter): string {
  if (!craft.difficulty && !craft.time && !craft.material) return '';
  const material = craft.material ? materialKey(craft.material) : '';
  return JSON.stringify([craft.difficulty ?? '', craft.time ?? '', material]);
}

function checkCraftKey(given: string | undefined, expected: string): void {
  if ((given ?? '') !== expected) throw new ApiError(400, ServerMessage.cursorOfOtherFilters);
}

function videoCursorOf(keys: [string, string] | [string, string, string], craftKey: string) {
  const [publishedAt, id, given] = keys;
  checkCraftKey(given, craftKey);
  return { publishedAt, id } satisfies VideoCursor;
}

function searchCursorOf(keys: z.infer<typeof SearchCursorSchema>, craftKey: string): SearchCursor {
  const [, rank, publishedAt, id, given] = keys;
  checkCraftKey(given, craftKey);
  return { rank: Number(rank) as SearchRank, publishedAt, id };
}

/** A cursor's keys, with the craft filters' key last when there are any. */
const withCraftKey = (keys: string[], craftKey: string) => (craftKey ? [...keys, craftKey] : keys);

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
  for (const path of [
    '/videos',
    '/video/:videoId',
    '/materials',
    '/categories',
    '/categories/:categoryId',
  ]) {
    router.get(path, cache);
  }
  return router
    .openapi(getVideos, async (c) => {
      const query = c.req.valid('query');
      const search = query.search?.trim();
      const craft: CraftFilter = {
        difficulty: query.difficulty,
        time: query.time,
        material: query.material,
      };
      const craftKey = craftKeyOf(craft);
      if (search) {
        const { videos, next } = await searchVideos(db, {
          text: search,
          category: query.category,
          craft,
          limit: query.limit,
          after: query.cursor
            ? searchCursorOf(decodeCursor(query.cursor, SearchCursorSchema), craftKey)
            : undefined,
          now: now(),
        });
        const nextCursor = next
          ? encodeCursor(
              withCraftKey(['search', String(next.rank), next.publishedAt, next.id], craftKey),
            )
          : null;
        return c.json({ videos, nextCursor }, 200);
      }
      const { videos, next } = await listVideos(db, {
        category: query.category,
        craft,
        limit: query.limit,
        after: query.cursor
          ? videoCursorOf(decodeCursor(query.cursor, CursorSchema), craftKey)
          : undefined,
        now: now(),
      });
      const nextCursor = next
        ? encodeCursor(withCraftKey([next.publishedAt, next.id], craftKey))
        : null;
      return c.json({ videos, nextCursor }, 200);
    })
    .openapi(getVideo, async (c) => {
      const video = await findVideo(db, c.req.valid('param').videoId, now());
      if (!video) throw new ApiError(404, ServerMessage.videoNotFound);
      return c.json({ video: { ...video, steps: stepsOf(video) } }, 200);
    })
    .openapi(getMaterials, async (c) =>
      c.json({ materials: await listCommonMaterials(db, COMMON_MATERIALS) }, 200),
    )
    .openapi(getCategories, async (c) => c.json({ categories: await listCategories(db) }, 200))
    .openapi(getCategory, async (c) => {
      const category = await findCategory(db, c.req.valid('param').categoryId);
      if (!category) throw new ApiError(404, ServerMessage.categoryNotFound);
      return c.json({ category }, 200);
    });
}
