import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import * as mini from 'zod/mini';
import { MADE_COUNTS_BATCH_MAX, MADE_PAGE_DEFAULT } from '#shared/made-post-bounds.ts';
import { ServerMessage, tooManyRequestsMessage } from '#shared/messages.ts';
import { normalizeHandle } from '#shared/schemas/handle.schema.ts';
import {
  MadeCountsSchema,
  MadeGalleryPageSchema,
  MadePostResponseSchema,
  MadePostsPageSchema,
} from '#shared/schemas/made-post.schema.ts';
import {
  CreateMadePostBodySchema,
  EditMadePostBodySchema,
  MadeCountsQuerySchema,
  MadePageQuerySchema,
} from '#shared/schemas/made-post-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import {
  findMadePostRows,
  type MadePostListing,
  type MadePostRow,
  madeCountsOf,
  madePostRowsPage,
  madeSummaryOf,
} from '../db/repositories/made-post.repository.ts';
import {
  createMadePost,
  deleteMadePost,
  editMadePost,
} from '../db/repositories/made-post-write.repository.ts';
import { findUserByHandle } from '../db/repositories/user.repository.ts';
import { videoExists } from '../db/repositories/video.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, RateLimitedError } from '../http/api-error.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { idParams } from '../http/params.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import { requireUser, userOrVisitor } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';
import { madePostsJson, madePostsWithVideosJson } from '../made/made-post-json.ts';
import { madeSummaryJson } from '../made/made-summary.ts';
import { deleteStoredPhotos } from '../made/photo-sweep.ts';
import type { PhotoStore } from '../photos/photo-store.ts';

export interface MadePostDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  now: () => Date;
  /** Counts new posts per user (madePostPerUser); null: not limited. */
  limits: RateLimits | null;
  /** Where the photos' variants are deleted from when a post drops or loses them. */
  photoStore: PhotoStore;
}

const tags = ['made'];
const security = [{ token: [] }];
const paging =
  `Newest first, keyset paged: up to limit posts (${MADE_PAGE_DEFAULT} by default), and ` +
  'nextCursor to pass as cursor for the next page (null on the last). A cursor is good only ' +
  'for the list that gave it.';

/** The maker's own list may be narrowed to one video. */
const OwnQuerySchema = mini.extend(MadePageQuerySchema, {
  videoId: mini.optional(mini.string().check(mini.maxLength(200, 'videoId is too long'))),
});

/** A cursor names its list (kind and key: a video, a maker), then the last post's position. */
const cursorSchema = z.tuple([
  z.enum(['own', 'gallery', 'maker']),
  z.string(),
  z.string(),
  z.string(),
]);

const listOwn = createRoute({
  method: 'get',
  path: '/user/made',
  tags,
  security,
  summary: "The user's own Made it posts, with their videos",
  description: `Private and hidden ones too (hidden: true). videoId narrows to one video. ${paging}`,
  request: { query: openapiQuery(OwnQuerySchema) },
  responses: {
    200: jsonResponse(MadePostsPageSchema, 'One page of the posts'),
    ...errorResponses(400, 401),
  },
});

const create = createRoute({
  method: 'post',
  path: '/user/made',
  tags,
  security,
  summary: 'Post what the user made from a video',
  description:
    'photoIds are the user’s own photos from POST /api/user/photos that no post has taken (else ' +
    '400); the video must be in the catalogue (else 404). Caption and substitutions are trimmed. ' +
    'Visibility is private unless it says public.',
  request: { body: jsonBody(CreateMadePostBodySchema) },
  responses: {
    201: jsonResponse(MadePostResponseSchema, 'The new post'),
    ...errorResponses(400, 401, 404, 413, 415, 429),
  },
});

const readOwn = createRoute({
  method: 'get',
  path: '/user/made/{postId}',
  tags,
  security,
  summary: "One of the user's own posts",
  description: "Another user's post is 404, as a missing one is.",
  request: { params: idParams('postId') },
  responses: {
    200: jsonResponse(MadePostResponseSchema, 'The post'),
    ...errorResponses(400, 401, 404),
  },
});

const edit = createRoute({
  method: 'patch',
  path: '/user/made/{postId}',
  tags,
  security,
  summary: "Change one of the user's own posts",
  description:
    'Only the fields given change. photoIds replaces the photos: those kept stay, new ones must ' +
    'be the user’s own photos that no post has taken, and dropped ones are deleted.',
  request: { params: idParams('postId'), body: jsonBody(EditMadePostBodySchema) },
  responses: {
    200: jsonResponse(MadePostResponseSchema, 'The post as changed'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/user/made/{postId}',
  tags,
  security,
  summary: "Delete one of the user's own posts",
  description: 'Its photos and the reports on it go with it.',
  request: { params: idParams('postId') },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(400, 401, 404),
  },
});

const counts = createRoute({
  method: 'get',
  path: '/made/counts',
  tags,
  summary: 'How many makers posted each of these videos publicly',
  description:
    `videoIds: up to ${MADE_COUNTS_BATCH_MAX} ids, comma-separated.` +
    ' counts holds each video with at least one maker ' +
    '(public posts that are not hidden); the others are left out.',
  request: { query: openapiQuery(MadeCountsQuerySchema) },
  responses: {
    200: jsonResponse(MadeCountsSchema, 'Makers per video'),
    ...errorResponses(400),
  },
});

const readOne = createRoute({
  method: 'get',
  path: '/made/{postId}',
  tags,
  summary: "A post's own page: a public post, with its video",
  description:
    'Anyone may read a public post no curator has hidden. Its maker (with a token) reads their ' +
    'own post whatever its state. Anything else is 404, a private post exactly as a missing one.',
  request: { params: idParams('postId') },
  responses: {
    200: jsonResponse(MadePostResponseSchema, 'The post'),
    ...errorResponses(400, 401, 404),
  },
});

const gallery = createRoute({
  method: 'get',
  path: '/videos/{videoId}/made',
  tags,
  summary: "A video's gallery of Made it posts",
  description:
    `The video's public posts that are not hidden. ${paging} The first page carries summary: ` +
    'how many makers, the middle half of their times (25th to 75th percentile, minutes) and how ' +
    'it felt; the other pages carry null. Read from the database every time: a post a curator ' +
    'hides is gone at once. Unknown video: 404.',
  request: { params: idParams('videoId'), query: openapiQuery(MadePageQuerySchema) },
  responses: {
    200: jsonResponse(MadeGalleryPageSchema, 'One page of the gallery'),
    ...errorResponses(400, 401, 404),
  },
});

const byMaker = createRoute({
  method: 'get',
  path: '/users/{handle}/made',
  tags,
  summary: "A maker's public Made it posts, by handle, with their videos",
  description: `Public posts that are not hidden. ${paging} A handle no one holds is 404.`,
  request: { params: idParams('handle'), query: openapiQuery(MadePageQuerySchema) },
  responses: {
    200: jsonResponse(MadePostsPageSchema, 'One page of the posts'),
    ...errorResponses(400, 401, 404),
  },
});

/**
 * "Made it" posts (docs/product.md, "Made it posts"): a maker's own (/user/made, signed in), and
 * the public places — a video's gallery, a maker's page, a post's own page, the counts. The
 * public reads hold only public posts no curator has hid, and are never cached in the process.
 */
export function madePostRoutes({ db, tokens, now, limits, photoStore }: MadePostDeps) {
  const router = createRouter();
  for (const path of ['/user/made', '/user/made/*']) router.use(path, requireUser(db, tokens));

  /** A page of a list, with the cursor for the next. */
  async function pageOf(
    listing: MadePostListing,
    key: string,
    query: { limit?: number | undefined; cursor?: string | undefined },
  ): Promise<{ rows: MadePostRow[]; nextCursor: string | null }> {
    let after: { createdAt: string; id: string } | undefined;
    if (query.cursor !== undefined) {
      const [kind, cursorKey, createdAt, id] = decodeCursor(query.cursor, cursorSchema);
      if (kind !== listing.kind || cursorKey !== key) {
        throw new ApiError(400, 'cursor: this cursor belongs to another list');
      }
      after = { createdAt, id };
    }
    const page = await madePostRowsPage(db, listing, {
      limit: query.limit ?? MADE_PAGE_DEFAULT,
      after,
    });
    return {
      rows: page.rows,
      nextCursor: page.next && encodeCursor([listing.kind, key, page.next.createdAt, page.next.id]),
    };
  }

  /** The one post's answer with its video, or 404 as for a post that is not there. */
  async function postAnswer(row: MadePostRow | undefined, viewerId: string | null) {
    const [post] = row ? await madePostsWithVideosJson(db, [row], viewerId, now()) : [];
    if (!post) throw new ApiError(404, ServerMessage.madePostNotFound);
    return { post };
  }

  async function ownRow(userId: string, postId: string): Promise<MadePostRow> {
    const [row] = await findMadePostRows(db, [postId]);
    if (!row || row.user_id !== userId) throw new ApiError(404, ServerMessage.madePostNotFound);
    return row;
  }

  /**
   * Deletes photos' variants from the store after their rows went; a failure leaves them queued
   * for the photo sweep, and the answer stands (the post changed).
   */
  async function deleteFromStore(photoIds: readonly string[]) {
    await deleteStoredPhotos(db, photoStore, photoIds);
  }

  router
    .openapi(listOwn, async (c) => {
      const query = c.req.valid('query');
      const userId = c.var.user._id;
      const { rows, nextCursor } = await pageOf(
        { kind: 'own', userId, videoId: query.videoId },
        query.videoId ?? '',
        query,
      );
      const posts = await madePostsWithVideosJson(db, rows, userId, now());
      return c.json({ posts, nextCursor }, 200);
    })
    .openapi(create, async (c) => {
      const userId = c.var.user._id;
      const wait = limits ? await limits.take('madePostPerUser', userId) : null;
      if (wait !== null) throw new RateLimitedError(wait, tooManyRequestsMessage(wait));
      const body = c.req.valid('json');
      const created = await createMadePost(
        db,
        {
          userId,
          videoId: body.videoId,
          photoIds: body.photoIds,
          caption: body.caption?.trim() ?? '',
          minutes: body.minutes,
          felt: body.felt,
          substitutions: body.substitutions?.trim() ?? '',
          visibility: body.visibility ?? 'private',
        },
        now().toISOString(),
      );
      if (created === 'video-not-found') throw new ApiError(404, ServerMessage.videoNotFound);
      if (created === 'photo-not-found') throw new ApiError(400, ServerMessage.photoNotFound);
      return c.json(await postAnswer(created, userId), 201);
    })
    .openapi(readOwn, async (c) => {
      const userId = c.var.user._id;
      const row = await ownRow(userId, c.req.valid('param').postId);
      return c.json(await postAnswer(row, userId), 200);
    })
    .openapi(edit, async (c) => {
      const userId = c.var.user._id;
      const body = c.req.valid('json');
      const edited = await editMadePost(
        db,
        userId,
        c.req.valid('param').postId,
        {
          photoIds: body.photoIds,
          caption: body.caption?.trim(),
          minutes: body.minutes,
          felt: body.felt,
          substitutions: body.substitutions?.trim(),
          visibility: body.visibility,
        },
        now().toISOString(),
      );
      if (edited === 'not-found') throw new ApiError(404, ServerMessage.madePostNotFound);
      if (edited === 'photo-not-found') throw new ApiError(400, ServerMessage.photoNotFound);
      await deleteFromStore(edited.droppedPhotoIds);
      return c.json(await postAnswer(edited.row, userId), 200);
    })
    .openapi(remove, async (c) => {
      const photoIds = await deleteMadePost(db, c.var.user._id, c.req.valid('param').postId);
      if (!photoIds) throw new ApiError(404, ServerMessage.madePostNotFound);
      await deleteFromStore(photoIds);
      return c.body(null, 204);
    })
    .openapi(counts, async (c) => {
      const ids = [
        ...new Set(
          c.req
            .valid('query')
            .videoIds.split(',')
            .map((id) => id.trim())
            .filter((id) => id !== ''),
        ),
      ];
      if (ids.length > MADE_COUNTS_BATCH_MAX) {
        throw new ApiError(400, `videoIds lists at most ${MADE_COUNTS_BATCH_MAX} videos`);
      }
      if (ids.some((id) => id.length > 200)) throw new ApiError(400, 'videoIds: an id is too long');
      return c.json({ counts: await madeCountsOf(db, ids) }, 200);
    })
    .openapi(readOne, async (c) => {
      const viewer = await userOrVisitor(db, tokens, c.req.header('authorization'));
      const viewerId = viewer?._id ?? null;
      const [row] = await findMadePostRows(db, [c.req.valid('param').postId]);
      const visible =
        row &&
        (row.user_id === viewerId || (row.visibility === 'public' && row.hidden_at === null));
      return c.json(await postAnswer(visible ? row : undefined, viewerId), 200);
    })
    .openapi(gallery, async (c) => {
      const { videoId } = c.req.valid('param');
      const query = c.req.valid('query');
      // Each round trip counts (the first page's p95 target, bench/made-gallery.bench.ts): the
      // viewer, the page and the summary are read at once, and the video is looked up only when
      // the page is empty (posts are only ever on a video that is there).
      const [viewer, { rows, nextCursor }, summary] = await Promise.all([
        userOrVisitor(db, tokens, c.req.header('authorization')),
        pageOf({ kind: 'gallery', videoId }, videoId, query),
        query.cursor === undefined
          ? madeSummaryOf(db, videoId).then(madeSummaryJson)
          : Promise.resolve(null),
      ]);
      if (rows.length === 0 && !(await videoExists(db, videoId))) {
        throw new ApiError(404, ServerMessage.videoNotFound);
      }
      const posts = await madePostsJson(db, rows, viewer?._id ?? null);
      return c.json({ posts, nextCursor, summary }, 200);
    })
    .openapi(byMaker, async (c) => {
      const maker = await findUserByHandle(db, normalizeHandle(c.req.valid('param').handle));
      if (!maker) throw new ApiError(404, ServerMessage.profileNotFound);
      const viewer = await userOrVisitor(db, tokens, c.req.header('authorization'));
      const { rows, nextCursor } = await pageOf(
        { kind: 'maker', userId: maker.id },
        maker.id,
        c.req.valid('query'),
      );
      const posts = await madePostsWithVideosJson(db, rows, viewer?._id ?? null, now());
      return c.json({ posts, nextCursor }, 200);
    });
  return router;
}
