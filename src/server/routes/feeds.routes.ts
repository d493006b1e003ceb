import type { OpenAPIHono } from '@hono/zod-openapi';
import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { VideoFeedQuerySchema } from '#shared/schemas/feed-request.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import type { VideoFilters } from '#shared/schemas/video-filters.schema.ts';
import { findCategory } from '../db/repositories/category.repository.ts';
import { findCreator, listCreatorVideos } from '../db/repositories/creator.repository.ts';
import { readSharedPlaylist } from '../db/repositories/playlist-sharing.repository.ts';
import {
  type CraftFilter,
  findCategoryId,
  findVideosByIds,
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
import { ApiError } from '../http/api-error.ts';
import type { Compress } from '../http/content-coding.ts';
import { errorBody } from '../http/error-body.ts';
import { errorResponses } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { idParams } from '../http/params.ts';
import { makeRepresentation, sendRepresentation } from '../http/representation.ts';
import { type AppEnv, createRouter, describeIssues } from '../http/router.ts';

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

const getPlaylistFeed = createRoute({
  method: 'get',
  path: '/feeds/playlists/{playlistId}.atom',
  tags: ['feeds'],
  summary: `The first ${FEED_SIZE} videos of an unlisted or public playlist as an Atom feed, in its order`,
  description:
    'No sign-in: a private playlist answers exactly as a missing one does (404), even to its ' +
    'owner. Retired videos are left out. An unlisted one comes with X-Robots-Tag: noindex. ' +
    'Made afresh for each request (ETag of its bytes, Cache-Control: no-cache), so an edit ' +
    'shows at once.',
  request: { params: idParams('playlistId') },
  responses: {
    ...atomResponses('The feed (application/atom+xml)'),
    ...errorResponses(400, 404),
  },
});

const getCreatorFeed = createRoute({
  method: 'get',
  path: '/feeds/creators/{slug}.atom',
  tags: ['feeds'],
  summary: `A creator's newest ${FEED_SIZE} videos as an Atom feed`,
  description:
    'The videos of GET /creators/{slug}: retired ones left out, a slug of no video in the ' +
    "catalogue 404. Through the catalogue's response cache, as the catalogue's feed.",
  request: { params: idParams('slug') },
  responses: {
    ...atomResponses('The feed (application/atom+xml)'),
    ...errorResponses(400, 404),
  },
});

/**
 * Routes a feed of one thing, `GET …/{name}.atom` as `route` documents it. Hono's router cannot
 * end a parameter with a suffix (`:name.atom` would be a parameter named "name.atom"), so the
 * file name is matched, its `.atom` taken off and the rest checked as the document's path
 * parameter is (400 in the error shape).
 */
function atomFileRoute(
  router: OpenAPIHono<AppEnv>,
  route: RouteConfig & { request: { params: ReturnType<typeof idParams> } },
  middleware: MiddlewareHandler[],
  handler: (c: Context<AppEnv>, value: string) => Promise<Response>,
): void {
  const [, prefix, name] = /^(.*)\/\{(\w+)\}\.atom$/.exec(route.path) ?? [];
  if (!prefix || !name) throw new Error(`${route.path} is not a path of a .atom file`);
  router.openAPIRegistry.registerPath(route);
  const pattern = `${prefix}/:${name}{[^/]+\\.atom}`;
  for (const each of middleware) router.get(pattern, each);
  router.get(pattern, async (c) => {
    const value = c.req.param(name)?.slice(0, -'.atom'.length) ?? '';
    const checked = route.request.params.safeParse({ [name]: value });
    if (!checked.success) return c.json(errorBody(describeIssues(checked.error)), 400);
    return handler(c, value);
  });
}

interface FeedDeps {
  db: Kysely<Database>;
  now: () => Date;
  compress?: Compress | undefined;
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
export function feedRoutes({ db, now, compress, cache, originOf }: FeedDeps) {
  const atomOf = (c: Context, source: VideoFeedSource) =>
    atomDocument(videoFeed(originOf(c), source, now()));
  const sendFeed = (c: Context, source: VideoFeedSource) =>
    c.body(atomOf(c, source), 200, { 'Content-Type': ATOM_CONTENT_TYPE });

  const router = createRouter();
  router.get('/feeds/videos.atom', cache);

  atomFileRoute(router, getCreatorFeed, [cache], async (c, slug) => {
    const creator = await findCreator(db, slug);
    if (!creator) throw new ApiError(404, ServerMessage.creatorNotFound);
    const { videos } = await listCreatorVideos(db, slug, { limit: FEED_SIZE, now: now() });
    return sendFeed(c, {
      title: creator.name,
      selfPath: `/api/feeds/creators/${encodeURIComponent(slug)}.atom`,
      pagePath: `/creator/${encodeURIComponent(slug)}`,
      videos,
    });
  });

  // A playlist changes with its owner's edits, not with the catalogue: no catalogue cache, a
  // feed made for each request and revalidated by the hash of its bytes.
  atomFileRoute(router, getPlaylistFeed, [], async (c, playlistId) => {
    const read = await readSharedPlaylist(db, playlistId, { limit: FEED_SIZE });
    if (!read || read.playlist.visibility === 'private') {
      throw new ApiError(404, ServerMessage.playlistNotFound);
    }
    const found = await findVideosByIds(db, read.page.items, now());
    const byId = new Map(found.map((video) => [video._id, video]));
    const videos = read.page.items.flatMap((id) => {
      const video = byId.get(id);
      return video && !video.retired ? [video] : [];
    });
    const { playlist } = read;
    const text = atomOf(c, {
      title: `${playlist.title}, by ${playlist.owner.displayName}`,
      selfPath: `/api/feeds/playlists/${encodeURIComponent(playlistId)}.atom`,
      pagePath: `/playlist/${encodeURIComponent(playlistId)}`,
      videos,
    });
    if (playlist.visibility === 'unlisted') c.header('X-Robots-Tag', 'noindex');
    const rep = await makeRepresentation(
      { status: 200, contentType: ATOM_CONTENT_TYPE, body: new TextEncoder().encode(text) },
      compress,
    );
    return sendRepresentation(c, rep, 'no-cache');
  });

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
