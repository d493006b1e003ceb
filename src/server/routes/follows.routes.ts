import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { FOLLOWS_MAX } from '#shared/follow-bounds.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  FOLLOW_KINDS,
  FollowingPageSchema,
  type FollowKind,
  FollowsResponseSchema,
} from '#shared/schemas/follow.schema.ts';
import { VideoPageQuerySchema } from '#shared/schemas/video-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { findCreator } from '../db/repositories/creator.repository.ts';
import {
  addFollow,
  followingPage,
  listFollows,
  removeFollow,
} from '../db/repositories/follow.repository.ts';
import { findCategoryId } from '../db/repositories/video.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { errorResponses, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { idParams } from '../http/params.ts';
import { requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';

interface FollowDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  now: () => Date;
}

const security = [{ token: [] }];
const tags = ['follows'];

/** `{kind}` and `{target}`: a kind of FOLLOW_KINDS, and an id of the path ids' bounds. */
const followParams = idParams('target').extend({
  kind: z
    .string()
    .min(1, 'kind is required')
    .max(200, 'kind is too long')
    .regex(
      new RegExp(`^(${FOLLOW_KINDS.join('|')})$`),
      `kind must be one of: ${FOLLOW_KINDS.join(', ')}`,
    )
    .openapi({ param: { name: 'kind', in: 'path' } }),
});

/** The path's kind, which followParams has checked to be one of FOLLOW_KINDS. */
function kindOf(text: string): FollowKind {
  const kind = FOLLOW_KINDS.find((k) => k === text);
  if (!kind) throw new ApiError(400, `kind must be one of: ${FOLLOW_KINDS.join(', ')}`);
  return kind;
}

const list = createRoute({
  method: 'get',
  path: '/follows',
  tags,
  security,
  summary: 'The creators and categories the user follows',
  responses: {
    200: jsonResponse(FollowsResponseSchema, 'The follows, creators first'),
    ...errorResponses(401),
  },
});

const follow = createRoute({
  method: 'put',
  path: '/follows/{kind}/{target}',
  tags,
  security,
  summary: 'Follow a creator (by slug) or a category (by _id or categoryName)',
  description:
    'Idempotent: following again changes nothing (200; 201 the first time). A creator with no ' +
    `video in the catalogue, or a category there is not: 404. At most ${FOLLOWS_MAX.toLocaleString('en')} ` +
    'follows in all: one more is 422.',
  request: { params: followParams },
  responses: {
    200: jsonResponse(FollowsResponseSchema, 'Already followed: the follows as they were'),
    201: jsonResponse(FollowsResponseSchema, 'Followed: the follows with it'),
    ...errorResponses(400, 401, 404, 422),
  },
});

const unfollow = createRoute({
  method: 'delete',
  path: '/follows/{kind}/{target}',
  tags,
  security,
  summary: 'Unfollow a creator or a category',
  description: 'Idempotent: unfollowing what the user does not follow changes nothing (200).',
  request: { params: followParams },
  responses: {
    200: jsonResponse(FollowsResponseSchema, 'The follows without it'),
    ...errorResponses(400, 401),
  },
});

const following = createRoute({
  method: 'get',
  path: '/following',
  tags,
  security,
  summary: "Videos of the user's followed creators and categories, newest first",
  description:
    'Retired videos are left out. Keyset paging with limit and the previous page’s nextCursor. ' +
    'The first page (no cursor) records a visit: `isNew` marks videos that entered the ' +
    'catalogue after the visit before (on the first visit, after the first follow), and later ' +
    'pages of the same visit are told against the same moment.',
  request: { query: openapiQuery(VideoPageQuerySchema) },
  responses: {
    200: jsonResponse(FollowingPageSchema, 'A page of videos, each marked new or not'),
    ...errorResponses(400, 401),
  },
});

/** A Following page's position: its name, the catalogue's keys, then the moment of "new". */
const FollowingCursorSchema = z.tuple([z.literal('following'), z.string(), z.string(), z.string()]);

/**
 * Follows and the Following list (docs/product.md, "Following"): the user's own rows only,
 * read after requireUser. Not behind the catalogue's cache: a curator's new video shows at once.
 */
export function followRoutes({ db, tokens, now }: FollowDeps) {
  const router = createRouter();
  for (const path of ['/follows', '/follows/*', '/following']) {
    router.use(path, requireUser(db, tokens));
  }

  /** What a follow names, as stored: a creator's slug, a category's id; 404 when unknown. */
  async function resolve(kind: FollowKind, target: string): Promise<string> {
    if (kind === 'creator') {
      if (!(await findCreator(db, target))) throw new ApiError(404, ServerMessage.creatorNotFound);
      return target;
    }
    const id = await findCategoryId(db, target);
    if (!id) throw new ApiError(404, ServerMessage.categoryNotFound);
    return id;
  }

  return router
    .openapi(list, async (c) => c.json({ follows: await listFollows(db, c.var.user._id) }, 200))
    .openapi(follow, async (c) => {
      const { target } = c.req.valid('param');
      const kind = kindOf(c.req.valid('param').kind);
      const userId = c.var.user._id;
      const stored = await resolve(kind, target);
      const outcome = await addFollow(db, userId, kind, stored, now().toISOString());
      if (outcome === 'full') throw new ApiError(422, ServerMessage.tooManyFollows);
      const follows = await listFollows(db, userId);
      return outcome === 'added' ? c.json({ follows }, 201) : c.json({ follows }, 200);
    })
    .openapi(unfollow, async (c) => {
      const { target } = c.req.valid('param');
      const kind = kindOf(c.req.valid('param').kind);
      const userId = c.var.user._id;
      // A category by name is unfollowed by its id; a category gone since, by the id given.
      const stored = kind === 'category' ? ((await findCategoryId(db, target)) ?? target) : target;
      await removeFollow(db, userId, kind, stored);
      return c.json({ follows: await listFollows(db, userId) }, 200);
    })
    .openapi(following, async (c) => {
      const query = c.req.valid('query');
      let after: { publishedAt: string; id: string } | undefined;
      let newSince: string | undefined;
      if (query.cursor !== undefined) {
        const [, publishedAt, id, since] = decodeCursor(query.cursor, FollowingCursorSchema);
        after = { publishedAt, id };
        newSince = since;
      }
      const page = await followingPage(db, c.var.user._id, {
        limit: query.limit,
        after,
        newSince,
        now: now(),
      });
      const nextCursor = page.next
        ? encodeCursor(['following', page.next.publishedAt, page.next.id, page.newSince])
        : null;
      return c.json({ videos: page.videos, nextCursor, follows: page.follows }, 200);
    });
}
