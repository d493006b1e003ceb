import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { VideoFeedQuerySchema } from '#shared/schemas/feed-request.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import type { VideoFilters } from '#shared/schemas/video-filters.schema.ts';
import { findCategory } from '../db/repositories/category.repository.ts';
import {
  type CraftFilter,
  findCategoryId,
  listVideos,
} from '../db/repositories/video.repository.ts';
import { searchVideos } from '../db/repositories/video-search.repository.ts';
import type { Database } from '../db/schema.ts';
import { ATOM_CONTENT_TYPE, atomDocument } from '../feeds/atom.ts';
import {
  catalogueFeedTitle,
  FEED_SIZE,
  filtersQuery,
  type VideoFeedSource,
  videoFeed,
} from '../feeds/video-feed.ts';
import { errorResponses } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { createRouter } from '../http/router.ts';

/** A feed's answers: Atom, revalidated by its ETag as the catalogue's reads are. */
function atomResponses(description: string) {
  return {
    200: {
      description,
      content: { [ATOM_CONTENT_TYPE.split(';')[0] as string]: { schema: z.string() } },
      headers: {
        ETag: {
          description: 'Send it back in If-None-Match to revalidate (Cache-Control: no-cache)',
          schema: { type: 'string' as const },
        },
      },
    },
    304: { description: 'Not modified: the If-None-Match tag is current. No body.' },
  };
}

const getVideoFeed = createRoute({
  method: 'get',
  path: '/feeds/videos.atom',
  tags: ['feeds'],
  summary: `The newest ${FEED_SIZE} videos of the catalogue as an Atom feed, filtered as the home page is`,
  description:
    'Takes the filters of GET /videos (no page: a feed is the newest videos that match; a ' +
    'search keeps its order, best matches first). Entries link to the video pages, absolute on ' +
    "the site's origin (PUBLIC_ORIGIN, or the request's), with the thumbnail as media:thumbnail.",
  request: { query: openapiQuery(VideoFeedQuerySchema) },
  responses: {
    ...atomResponses('The feed (application/atom+xml)'),
    ...errorResponses(400),
  },
});

interface FeedDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The response cache in front of the catalogue's feeds, keyed by the origin too. */
  cache: MiddlewareHandler;
  /** The origin a request's absolute links are made on (http/public-origin.ts). */
  originOf: (c: Context) => string;
}

/**
 * The site's Atom feeds (docs/product.md, "Feeds"). A feed is a VideoFeedSource (a title, its
 * paths, the videos) made into Atom by videoFeed: a feed of another list is a route that finds
 * its videos and names them. Feeds of the catalogue go through the catalogue's response cache
 * (ETag, 304, compressed forms), as its JSON reads do.
 */
export function feedRoutes({ db, now, cache, originOf }: FeedDeps) {
  const sendFeed = (c: Context, source: VideoFeedSource) =>
    c.body(atomDocument(videoFeed(originOf(c), source, now())), 200, {
      'Content-Type': ATOM_CONTENT_TYPE,
    });

  const router = createRouter();
  router.get('/feeds/videos.atom', cache);
  return router.openapi(getVideoFeed, async (c) => {
    const filters = c.req.valid('query');
    const wanted: VideoFilters = { ...filters, search: filters.search?.trim() || undefined };
    const [videos, categoryName] = await Promise.all([
      catalogueVideos(db, wanted, now()),
      wanted.category ? categoryNameOf(db, wanted.category) : undefined,
    ]);
    const query = filtersQuery(wanted);
    return sendFeed(c, {
      title: catalogueFeedTitle(wanted, categoryName),
      selfPath: `/api/feeds/videos.atom${query}`,
      pagePath: `/${query}`,
      videos,
    });
  });
}

/** The first FEED_SIZE videos the home page shows for these filters, from the same queries. */
async function catalogueVideos(
  db: Kysely<Database>,
  filters: VideoFilters,
  now: Date,
): Promise<Video[]> {
  const craft: CraftFilter = {
    difficulty: filters.difficulty,
    time: filters.time,
    material: filters.material,
  };
  const { category, search } = filters;
  const page = search
    ? await searchVideos(db, { text: search, category, craft, limit: FEED_SIZE, now })
    : await listVideos(db, { category, craft, limit: FEED_SIZE, now });
  return page.videos;
}

/** A category's name from its id or its name, as the filter may give either. */
async function categoryNameOf(db: Kysely<Database>, idOrName: string) {
  const id = await findCategoryId(db, idOrName);
  return id ? (await findCategory(db, id))?.categoryName : undefined;
}
