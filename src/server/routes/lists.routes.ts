import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type * as zm from 'zod/mini';
import { ServerMessage } from '#shared/messages.ts';
import { type ListName, ListPageSchemas, ListRemovalSchemas } from '#shared/schemas/list.schema.ts';
import { LIST_CAP } from '#shared/schemas/page.schema.ts';
import { PageQuerySchema } from '#shared/schemas/page-request.schema.ts';
import type { VideoSchema } from '#shared/schemas/video.schema.ts';
import { VideoRefBodySchema } from '#shared/schemas/video-request.schema.ts';
import type { TokenClaims, TokenConfig } from '../auth/tokens.ts';
import {
  addToList,
  clearList,
  listEntriesPage,
  listHolds,
  removeFromList,
} from '../db/repositories/list.repository.ts';
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
  const schema = ListPageSchemas[list] as unknown as zm.ZodMiniObject<
    Record<string, zm.ZodMiniArray<typeof VideoSchema>>
  >;
  // A removal's answer adds `undo`; typed as the list's own (the handler's check of the answer
  // is by type only, and the OpenAPI document is made from the real schema object).
  const removalSchema = ListRemovalSchemas[list] as unknown as typeof schema;
  // A cursor names its list, so one list's cursor is refused (400) by the others.
  const cursorSchema = z.tuple([z.literal(list), z.string()]);
  const security = [{ token: [] }];
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
    undoToken?: string,
  ) {
    const after = request.after?.[1];
    const page = await listEntriesPage(db, claims, list, { limit: request.limit, after });
    if (!page) throw orphanedToken();
    const videos = await videoJson.jsonOf(page.items, page.catalogueVersion);
    return toJsonText({
      [list]: page.items.flatMap((id) => videos.get(id) ?? []),
      ...pageFieldsOf(page, request, (lastId) => [list, lastId]),
      undo: undoToken,
    } as unknown as Record<string, JsonFragment<zm.infer<typeof VideoSchema>>[]>);
  }

  const get = createRoute({
    method: 'get',
    path: `/${list}`,
    tags,
    security,
    summary: `The user's ${label}, newest first, a page at a time`,
    description: `Keyset paging: limit and the previous page's nextCursor (null on the last page). ${capNote}`,
    request: { query: openapiQuery(PageQuerySchema) },
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
    description: `Answers the whole list as GET does without paging parameters. ${capNote}`,
    request: { body: jsonBody(VideoRefBodySchema) },
    responses: {
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
      const request = pageRequest(c.req.valid('query'), cursorSchema);
      return jsonTextResponse(c, await answer(c.var.claims, request), 200);
    })
    .openapi(add, async (c) => {
      const outcome = await addToList(db, c.var.claims, list, c.req.valid('json').video._id);
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
    const answered = await answer(c.var.claims, WHOLE_LIST, undoToken);
    if (!removed) throw new ApiError(404, missing);
    return jsonTextResponse(c, answered, 200);
  });
  return router;
}
