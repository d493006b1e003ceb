import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { MADE_PAGE_DEFAULT } from '#shared/made-post-bounds.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  type ModerationItem,
  ModerationItemSchema,
  ModerationPageSchema,
} from '#shared/schemas/made-post.schema.ts';
import { ModerationQuerySchema } from '#shared/schemas/made-post-request.schema.ts';
import type { Actor } from '../db/repositories/curation-audit.repository.ts';
import {
  dismissReports,
  findModeratedPost,
  type HiddenPosition,
  hideMadePost,
  listHiddenPosts,
  listReportedPosts,
  type ModerationOutcome,
  type ReportedPosition,
  restoreMadePost,
  tallyReports,
} from '../db/repositories/curation-moderation.repository.ts';
import type { MadePostRow } from '../db/repositories/made-post.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { errorResponses, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { idParams } from '../http/params.ts';
import { createRouter } from '../http/router.ts';
import { madePostsWithVideosJson } from '../made/made-post-json.ts';

const security = [{ token: [] }];
const tags = ['curation'];

const ItemResponseSchema = z.object({ item: ModerationItemSchema });

const listModeration = createRoute({
  method: 'get',
  path: '/moderation',
  tags,
  security,
  summary: 'The moderation queue of "Made it" posts (curators only)',
  description:
    '`state=reported` (the default): posts with open reports that are not hidden, the most ' +
    'open reports first, then the latest report first, each with its open reports by reason. ' +
    '`state=hidden`: hidden posts, the latest hidden first, each with every report it ever ' +
    'had. Private posts and hidden ones are shown as they are, with their videos.',
  request: { query: openapiQuery(ModerationQuerySchema) },
  responses: {
    200: jsonResponse(ModerationPageSchema, 'A page of posts and the next page’s cursor'),
    ...errorResponses(400, 401, 403),
  },
});

const action = (path: string, summary: string, description: string) =>
  createRoute({
    method: 'post',
    path: `/moderation/{postId}/${path}`,
    tags,
    security,
    summary,
    description: `${description} Recorded in the audit. Answers the post as the queue shows it now: a hidden one with every report it had, another with its open reports.`,
    request: { params: idParams('postId') },
    responses: {
      200: jsonResponse(ItemResponseSchema, 'The post, as it is now'),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });

const hide = action(
  'hide',
  'Hide a post from every public place (curators only)',
  'The post leaves the gallery, its maker’s page and its own page at once; its maker still ' +
    'sees it, marked hidden. Its open reports close. Already hidden: 409.',
);
const restore = action(
  'restore',
  'Put a hidden post back (curators only)',
  'The post shows again wherever its visibility puts it. Not hidden: 409.',
);
const dismiss = action(
  'dismiss',
  'Dismiss a post’s open reports, leaving the post as it is (curators only)',
  'The post leaves the queue. No open reports: 409.',
);

const ReportedCursorSchema = z.tuple([
  z.literal('moderation-reported'),
  z.string().regex(/^\d{1,9}$/),
  z.string(),
  z.string(),
]);
const HiddenCursorSchema = z.tuple([z.literal('moderation-hidden'), z.string(), z.string()]);

/**
 * Moderation of "Made it" posts (docs/product.md, "Made it posts"), mounted in the curators'
 * router (curation.routes.ts), which lets only curators through. Nothing here is cached: a
 * public read asks the database whether a post is hidden each time, so a Hide shows in every
 * process at once.
 */
export function curationModerationRoutes({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  /** The queue's items for these rows, in their order: hidden ones with every report. */
  async function itemsOf(rows: readonly MadePostRow[], curatorId: string) {
    const hiddenIds = rows.filter((row) => row.hidden_at !== null).map((row) => row.id);
    const shownIds = rows.filter((row) => row.hidden_at === null).map((row) => row.id);
    const [posts, everyReport, openReports] = await Promise.all([
      madePostsWithVideosJson(db, rows, curatorId, now()),
      tallyReports(db, hiddenIds, 'all'),
      tallyReports(db, shownIds, 'open'),
    ]);
    const items: ModerationItem[] = [];
    for (const post of posts) {
      const tally = everyReport.get(post._id) ?? openReports.get(post._id);
      if (!tally) continue;
      const { lastReportedAt, ...reports } = tally;
      items.push({ post, reports, lastReportedAt });
    }
    return items;
  }

  /** One post's item after an action, or the action's refusal. */
  async function afterAction(
    outcome: ModerationOutcome,
    postId: string,
    curator: Actor,
    conflict: string,
  ): Promise<ModerationItem> {
    if (outcome === 'not-found') throw new ApiError(404, ServerMessage.madePostNotFound);
    if (outcome === 'already') throw new ApiError(409, conflict);
    const row = await findModeratedPost(db, postId);
    const [item] = row ? await itemsOf([row], curator._id) : [];
    // Deleted by its maker, or its video gone altogether, since the action.
    if (!item) throw new ApiError(404, ServerMessage.madePostNotFound);
    return item;
  }

  return createRouter()
    .openapi(listModeration, async (c) => {
      const query = c.req.valid('query');
      const limit = query.limit ?? MADE_PAGE_DEFAULT;
      const state = query.state ?? 'reported';
      let rows: MadePostRow[];
      let nextCursor: string | null;
      if (state === 'reported') {
        let after: ReportedPosition | undefined;
        if (query.cursor !== undefined) {
          const [, count, latest, id] = decodeCursor(query.cursor, ReportedCursorSchema);
          after = { count: Number(count), latest, id };
        }
        const page = await listReportedPosts(db, { limit, after });
        rows = page.rows;
        nextCursor = page.next
          ? encodeCursor([
              'moderation-reported',
              String(page.next.count),
              page.next.latest,
              page.next.id,
            ])
          : null;
      } else {
        let after: HiddenPosition | undefined;
        if (query.cursor !== undefined) {
          const [, hiddenAt, id] = decodeCursor(query.cursor, HiddenCursorSchema);
          after = { hiddenAt, id };
        }
        const page = await listHiddenPosts(db, { limit, after });
        rows = page.rows;
        nextCursor = page.next
          ? encodeCursor(['moderation-hidden', page.next.hiddenAt, page.next.id])
          : null;
      }
      return c.json({ items: await itemsOf(rows, c.var.user._id), nextCursor }, 200);
    })
    .openapi(hide, async (c) => {
      const { postId } = c.req.valid('param');
      const outcome = await hideMadePost(db, c.var.user, postId);
      const item = await afterAction(outcome, postId, c.var.user, ServerMessage.postAlreadyHidden);
      return c.json({ item }, 200);
    })
    .openapi(restore, async (c) => {
      const { postId } = c.req.valid('param');
      const outcome = await restoreMadePost(db, c.var.user, postId);
      const item = await afterAction(outcome, postId, c.var.user, ServerMessage.postNotHidden);
      return c.json({ item }, 200);
    })
    .openapi(dismiss, async (c) => {
      const { postId } = c.req.valid('param');
      const outcome = await dismissReports(db, c.var.user, postId);
      const item = await afterAction(outcome, postId, c.var.user, ServerMessage.noOpenReports);
      return c.json({ item }, 200);
    });
}
