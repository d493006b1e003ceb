import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { ServerMessage } from '#shared/messages.ts';
import {
  HistoryPageSchema,
  type ListName,
  ListPageSchemas,
  ListRemovalSchemas,
} from '#shared/schemas/list.schema.ts';
import { LIST_CAP, LIST_PAGE_SIZE } from '#shared/schemas/page.schema.ts';
import { PageQuerySchema } from '#shared/schemas/page-request.schema.ts';
import { HistoryQuerySchema } from '#shared/schemas/progress-request.schema.ts';
import type { VideoSchema } from '#shared/schemas/video.schema.ts';
import { VideoRefBodySchema } from '#shared/schemas/video-request.schema.ts';
import type { TokenClaims, TokenConfig } from '../auth/tokens.ts';
import {
  addToHistory,
  historyEntriesPage,
  historyPausedOf,
  recordWatch,
} from '../db/repositories/history.repository.ts';
import {
  addToList,
  clearList,
  listEntriesPage,
  listHolds,
  removeFromList,
} from '../db/repositories/list.repository.ts';
import { isRetired, notRetired } from '../db/repositories/video.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { type JsonFragment, jsonTextResponse, toJsonText } from '../http/json-text.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { type PageRequest, pageFieldsOf, pageRequest, WHOLE_LIST } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { orphanedToken, requireToken, requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';
import type { VideoJsonCache } from '../http/video-json-cache.ts';
import type { UndoKeys } from '../undo/undo-token.ts';
import { listMessages } from './list-messages.ts';

/** What a watch's record answers: the history's first page, as the app's list shows it. */
const FIRST_PAGE: PageRequest<never> = { limit: LIST_PAGE_SIZE, after: undefined, paged: true };

export interface ListDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  videoJson: VideoJsonCache;
  undo: UndoKeys;
}

/**
 * GET, POST and DELETE for one of the user's video lists. The answer's key is the list's own
 * name (`likes`, `watchlater`, `history`), as docs/product.md ("API") has it.
 */
export function listRoutes(list: ListName, { db, tokens, videoJson, undo }: ListDeps) {
  const { duplicate, missing, label } = listMessages[list];
  // The shared contract's own schema for this list (the very object the client parses with),
  // typed with a string key so that one non-generic router serves all three lists: hono's
  // route types cannot follow a key that is a type parameter. The answer holds only `list`.
  const schema = (list === 'history'
    ? HistoryPageSchema
    : ListPageSchemas[list]) as unknown as zm.ZodMiniObject<
    Record<string, zm.ZodMiniArray<typeof VideoSchema>>
  >;
  // A removal's answer adds `undo`; typed as the list's own (the handler's check of the answer
  // is by type only, and the OpenAPI document is made from the real schema object).
  const removalSchema = ListRemovalSchemas[list] as unknown as typeof schema;
  // A cursor names its list, so one list's cursor is refused (400) by the others.
  const cursorSchema = z.tuple([z.literal(list), z.string()]);
  const security = [{ token: [] }];
  const historyQuery = zm.extend(PageQuerySchema, HistoryQuerySchema.shape);
  const tags = [list];
  const capNote =
    `Without limit and cursor: the whole list, up to ${LIST_CAP} videos; past that, ` +
    'nextCursor (and total) say there is more.';

  /**
   * The list's page in the contract's shape, as JSON text made of the videos' cached JSON
   * (`schema` describes it); 401 when the token's user is gone.
   */
  async function answer(
    claims: TokenClaims,
    request: PageRequest<[string, string]>,
    history: { search?: string | undefined; withTimes?: boolean } = {},
    undoToken?: string,
  ) {
    const after = request.after?.[1];
    const window = { limit: request.limit, after };
    // History's own read (search, watch times) only when asked for: the plain read is the
    // lists' one, which the (user_id, list, id, video_id) index answers alone.
    const page =
      list === 'history' && (history.search || history.withTimes)
        ? await historyEntriesPage(db, claims, window, history.search)
        : await listEntriesPage(db, claims, list, window);
    if (!page) throw orphanedToken();
    const videos = await videoJson.jsonOf(page.items, page.catalogueVersion);
    const listed = page.items.filter((id) => videos.has(id));
    // Asked for, history says when each of its videos was last watched, beside the spec's list.
    const times =
      history.withTimes && 'watchedAt' in page
        ? (page.watchedAt as Map<string, string>)
        : undefined;
    const watchedAt = times
      ? Object.fromEntries(listed.map((id) => [id, times.get(id) ?? '']))
      : undefined;
    return toJsonText({
      [list]: listed.flatMap((id) => videos.get(id) ?? []),
      ...pageFieldsOf(page, request, (lastId) => [list, lastId]),
      ...(watchedAt ? { watchedAt } : {}),
      undo: undoToken,
    } as unknown as Record<string, JsonFragment<zm.infer<typeof VideoSchema>>[]>);
  }

  const get = createRoute({
    method: 'get',
    path: `/${list}`,
    tags,
    security,
    summary: `The user's ${label}, newest first, a page at a time`,
    description:
      `Keyset paging: limit and the previous page's nextCursor (null on the last page). ${capNote}` +
      (list === 'history'
        ? ' History is ordered by when each video was last watched, newest first. With ' +
          '`include=watchedAt` the answer also carries `watchedAt` beside the list: that time ' +
          "per video id (without it, the spec's shape as it is). `q` narrows the history to " +
          'videos whose title or creator holds the text (ignoring case), paged the same way.'
        : ''),
    request: {
      query: openapiQuery(list === 'history' ? historyQuery : PageQuerySchema),
    },
    responses: {
      200: jsonResponse(schema, `The ${label}, or one page of it`),
      ...errorResponses(400, 401),
    },
  });
  const add = createRoute({
    method: 'post',
    path: `/${list}`,
    tags,
    security,
    summary: `Add a video to the ${label}`,
    description:
      `Answers the whole list as GET does without paging parameters. ${capNote}` +
      (list === 'history'
        ? ' A video already in history is 409 (the spec); PUT /history/{videoId} records a ' +
          're-watch instead. While the user has paused history (PATCH /user/settings), nothing ' +
          'is added and the answer is 200 with the history as it is.'
        : ''),
    request: { body: jsonBody(VideoRefBodySchema) },
    responses: {
      ...(list === 'history'
        ? { 200: jsonResponse(schema, 'History is paused: nothing added, the history as it is') }
        : {}),
      201: jsonResponse(schema, `The ${label} with the video added`),
      ...errorResponses(400, 401, 404, 409, 413, 415),
    },
  });
  const holds = createRoute({
    method: 'get',
    path: `/${list}/{videoId}`,
    tags,
    security,
    summary: `Whether a video is in the ${label}`,
    description:
      `The ${label} narrowed to one video: \`[video]\` when it is there, \`[]\` when not, at ` +
      'any length of the list (what the Like and Save buttons ask).',
    request: { params: idParams('videoId') },
    responses: {
      200: jsonResponse(schema, `The video, if it is in the ${label}`),
      ...errorResponses(400, 401),
    },
  });
  const rewatch = createRoute({
    method: 'put',
    path: `/${list}/{videoId}`,
    tags,
    security,
    summary: 'Record a watch of a video now',
    description:
      'Adds the video to history, or, when it is there already, moves it to the top with the ' +
      'new time (a re-watch). While the user has paused history nothing is recorded and the ' +
      'answer is the history as it is. Answers the first page of the history (as GET with ' +
      `limit=${LIST_PAGE_SIZE}), with nextCursor and total: sent on every video opened, it need not carry the whole list.`,
    request: { params: idParams('videoId') },
    responses: {
      200: jsonResponse(
        schema,
        "The history's first page, with the video on top unless history is paused",
      ),
      ...errorResponses(400, 401, 404),
    },
  });
  const clearAll = createRoute({
    method: 'delete',
    path: `/${list}/all`,
    tags,
    security,
    summary: `Empty the ${label}`,
    responses: { 200: jsonResponse(schema, `The emptied ${label}`), ...errorResponses(401) },
  });
  const remove = createRoute({
    method: 'delete',
    path: `/${list}/{videoId}`,
    tags,
    security,
    summary: `Remove a video from the ${label}`,
    description: `Answers the whole list as GET does without paging parameters. ${capNote}`,
    request: { params: idParams('videoId') },
    responses: {
      200: jsonResponse(
        removalSchema,
        `The ${label} without the video, and the token that undoes the removal`,
      ),
      ...errorResponses(401, 404),
    },
  });

  const router = createRouter();
  const paths = [`/${list}`, `/${list}/*`];
  // Every call needs a good token. The token's user is checked inside each call's own
  // statements (the repositories' `Owner`), so a read is one round trip and an add or a remove
  // one statement plus the list's read; only "clear all" reads the user first.
  for (const path of paths) router.use(path, requireToken(tokens));
  router.delete(`/${list}/all`, requireUser(db, tokens));
  router
    .openapi(get, async (c) => {
      const query: zm.infer<typeof historyQuery> = c.req.valid('query');
      const request = pageRequest(query, cursorSchema);
      const history = { search: query.q, withTimes: query.include === 'watchedAt' };
      return jsonTextResponse(c, await answer(c.var.claims, request, history), 200);
    })
    .openapi(add, async (c) => {
      const { _id } = c.req.valid('json').video;
      // A retired video stays in the lists that hold it, but is not in the catalogue to add:
      // the add's statement leaves it out, and only an add that wrote nothing asks why.
      const outcome =
        list === 'history'
          ? await addToHistory(db, c.var.claims, _id)
          : await addToList(db, c.var.claims, list, _id, { when: notRetired(_id) });
      if (outcome === 'no-such-owner' && (await isRetired(db, _id))) {
        throw new ApiError(404, ServerMessage.videoNotFound);
      }
      if (outcome === 'no-such-owner' && list === 'history') {
        // Nothing added: a paused history (200, as it is), or an owner gone (401).
        if (!(await historyPausedOf(db, c.var.claims))) throw orphanedToken();
        return jsonTextResponse(c, await answer(c.var.claims, WHOLE_LIST), 200);
      }
      if (outcome === 'no-such-owner') throw orphanedToken();
      if (outcome === 'duplicate') throw new ApiError(409, duplicate);
      if (outcome === 'no-such-video') throw new ApiError(404, ServerMessage.videoNotFound);
      return jsonTextResponse(c, await answer(c.var.claims, WHOLE_LIST), 201);
    });
  // Only history has "clear all" (docs/product.md, "API"); it must be matched before /{videoId}.
  if (list === 'history') {
    router.openapi(clearAll, async (c) => {
      await clearList(db, c.var.user._id, list);
      return c.json({ [list]: [] }, 200);
    });
    router.openapi(rewatch, async (c) => {
      const { videoId } = c.req.valid('param');
      const outcome = await recordWatch(db, c.var.claims, videoId);
      if (outcome === 'no-such-owner') throw orphanedToken();
      if (outcome === 'no-such-video') throw new ApiError(404, ServerMessage.videoNotFound);
      return jsonTextResponse(c, await answer(c.var.claims, FIRST_PAGE), 200);
    });
  }
  router.openapi(holds, async (c) => {
    const { videoId } = c.req.valid('param');
    const found = await listHolds(db, c.var.claims, list, videoId);
    if (!found) throw orphanedToken();
    const videos = found.holds
      ? await videoJson.jsonOf([videoId], found.catalogueVersion)
      : new Map<string, JsonFragment<zm.infer<typeof VideoSchema>>>();
    const video = videos.get(videoId);
    return jsonTextResponse(c, toJsonText({ [list]: video ? [video] : [] }), 200);
  });
  router.openapi(remove, async (c) => {
    const { videoId } = c.req.valid('param');
    const removed = await removeFromList(db, c.var.claims, list, videoId);
    const undoToken =
      removed && undo.sign({ kind: 'list-entry', list, videoId, ...removed }, c.var.claims.userId);
    // The list's read answers 401 itself when the owner is gone, so nothing removed is then
    // either that or a video not in the list.
    const answered = await answer(c.var.claims, WHOLE_LIST, {}, undoToken);
    if (!removed) throw new ApiError(404, missing);
    return jsonTextResponse(c, answered, 200);
  });
  return router;
}
