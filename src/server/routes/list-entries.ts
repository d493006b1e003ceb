import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type * as zm from 'zod/mini';
import type * as core from 'zod/v4/core';
import { ServerMessage } from '#shared/messages.ts';
import { type ListName, ListRemovalSchemas } from '#shared/schemas/list.schema.ts';
import { LIST_CAP } from '#shared/schemas/page.schema.ts';
import type { VideoSchema } from '#shared/schemas/video.schema.ts';
import { VideoRefBodySchema } from '#shared/schemas/video-request.schema.ts';
import type { TokenClaims, TokenConfig } from '../auth/tokens.ts';
import type { ListEntriesPage } from '../db/repositories/list.repository.ts';
import { listEntriesPage, listHolds, removeFromList } from '../db/repositories/list.repository.ts';
import type { WriteRefusal } from '../db/repositories/write-refusal.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import {
  type JsonFragment,
  type JsonText,
  jsonTextResponse,
  toJsonText,
} from '../http/json-text.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { type PageRequest, pageFieldsOf, WHOLE_LIST } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { orphanedToken, requireToken } from '../http/require-user.ts';
import { type AppEnv, createRouter } from '../http/router.ts';
import type { VideoJsonCache } from '../http/video-json-cache.ts';
import type { UndoKeys } from '../undo/undo-token.ts';
import { listMessages } from './list-messages.ts';

/**
 * What the routes of the user's video lists share (lists.routes.ts: likes and watch later;
 * history.routes.ts): the OpenAPI entries they have in common, the answer made of the videos'
 * cached JSON, and the calls that are the same on every list (does it hold a video, remove one).
 */

export interface ListDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  videoJson: VideoJsonCache;
  undo: UndoKeys;
}

type VideoFragment = JsonFragment<zm.infer<typeof VideoSchema>>;

/** `{ [list]: value }`, typed with the one key it has (a computed key widens to string). */
function keyed<L extends ListName, V>(list: L, value: V): Record<L, V> {
  return { [list]: value } as Record<L, V>;
}

/**
 * The OpenAPI entries, the answer and the shared calls of one list's routes; the answer's key is
 * the list's own name (`likes`, `watchlater`, `history`), as docs/product.md ("API") has it.
 */
export function listEntries<L extends ListName>(list: L, { db, videoJson, undo }: ListDeps) {
  const { missing, label } = listMessages[list];
  const security = [{ token: [] }];
  const tags = [list];
  const capNote =
    `Without limit and cursor: the whole list, up to ${LIST_CAP} videos; past that, ` +
    'nextCursor (and total) say there is more.';
  // A cursor names its list, so one list's cursor is refused (400) by the others.
  const cursorSchema = z.tuple([z.literal(list), z.string()]);

  /**
   * A page of the list in the contract's shape, made of the videos' cached JSON, and, given
   * `watchedAt` (history's `include=watchedAt`), when each video was last watched; 401 when the
   * token's user is gone (the page's read found no owner).
   */
  async function body(
    page: ListEntriesPage | undefined,
    request: PageRequest<[string, string]>,
    watchedAt?: Map<string, string>,
  ) {
    if (!page) throw orphanedToken();
    const videos = await videoJson.jsonOf(page.items, page.catalogueVersion);
    const listed = page.items.filter((id) => videos.has(id));
    const times = watchedAt
      ? Object.fromEntries(listed.map((id) => [id, watchedAt.get(id) ?? '']))
      : undefined;
    return {
      ...keyed(
        list,
        listed.flatMap((id) => videos.get(id) ?? []),
      ),
      ...pageFieldsOf(page, request, (lastId) => [list, lastId]),
      ...(times ? { watchedAt: times } : {}),
    };
  }

  /** The page's answer as JSON text (body). */
  async function answer(
    page: ListEntriesPage | undefined,
    request: PageRequest<[string, string]>,
    watchedAt?: Map<string, string>,
  ) {
    return toJsonText(await body(page, request, watchedAt));
  }

  /** GET /{list}: a page of the list; `more` adds to the description, `query` to the request. */
  function getRoute<S extends core.$ZodType, Q extends zm.ZodMiniObject>(
    schema: S,
    query: Q,
    more = '',
  ) {
    return createRoute({
      method: 'get',
      path: `/${list}`,
      tags,
      security,
      summary: `The user's ${label}, newest first, a page at a time`,
      description: `Keyset paging: limit and the previous page's nextCursor (null on the last page). ${capNote}${more}`,
      request: { query: openapiQuery(query) },
      responses: {
        200: jsonResponse(schema, `The ${label}, or one page of it`),
        ...errorResponses(400, 401),
      },
    });
  }

  /** POST /{list}: add a video; `more` adds to the description, `responses` to the answers. */
  function addRoute<S extends core.$ZodType, R extends object>(
    schema: S,
    more: string,
    responses: R,
  ) {
    return createRoute({
      method: 'post',
      path: `/${list}`,
      tags,
      security,
      summary: `Add a video to the ${label}`,
      description: `Answers the whole list as GET does without paging parameters. ${capNote}${more}`,
      request: { body: jsonBody(VideoRefBodySchema) },
      responses: {
        ...responses,
        201: jsonResponse(schema, `The ${label} with the video added`),
        ...errorResponses(400, 401, 404, 409, 413, 415),
      },
    });
  }

  /** GET /{list}/{videoId}: whether the list holds a video. */
  function holdsRoute<S extends core.$ZodType>(schema: S) {
    return createRoute({
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
  }

  /** DELETE /{list}/{videoId}: remove a video, answering the token that undoes it. */
  const removeRoute = createRoute({
    method: 'delete',
    path: `/${list}/{videoId}`,
    tags,
    security,
    summary: `Remove a video from the ${label}`,
    description: `Answers the whole list as GET does without paging parameters. ${capNote}`,
    request: { params: idParams('videoId') },
    responses: {
      200: jsonResponse(
        ListRemovalSchemas[list],
        `The ${label} without the video, and the token that undoes the removal`,
      ),
      ...errorResponses(401, 404),
    },
  });

  /** The list narrowed to one video: `[video]` when it is there, `[]` when not. */
  async function holds(claims: TokenClaims, videoId: string) {
    const found = await listHolds(db, claims, list, videoId);
    if (!found) throw orphanedToken();
    const videos = found.holds
      ? await videoJson.jsonOf([videoId], found.catalogueVersion)
      : new Map<string, VideoFragment>();
    const video = videos.get(videoId);
    return toJsonText(keyed(list, video ? [video] : []));
  }

  /** A page of the list as the lists' plain read has it (the (user_id, list, id) index). */
  async function plainAnswer(claims: TokenClaims, request: PageRequest<[string, string]>) {
    const window = { limit: request.limit, after: request.after?.[1] };
    return answer(await listEntriesPage(db, claims, list, window), request);
  }

  /**
   * Removes a video and answers the whole list as it is then, with the token that undoes the
   * removal; 404 when the video was not in the list.
   */
  async function remove(claims: TokenClaims, videoId: string) {
    const removed = await removeFromList(db, claims, list, videoId);
    // The list's read answers 401 itself when the owner is gone, so nothing removed is then
    // either that or a video not in the list.
    const page = await listEntriesPage(db, claims, list, { limit: WHOLE_LIST.limit });
    const answered = await body(page, WHOLE_LIST);
    if (!removed) throw new ApiError(404, missing);
    const undoToken = undo.sign({ kind: 'list-entry', list, videoId, ...removed }, claims.userId);
    return toJsonText({ ...answered, undo: undoToken });
  }

  return {
    security,
    tags,
    label,
    cursorSchema,
    answer,
    plainAnswer,
    getRoute,
    addRoute,
    holdsRoute,
    removeRoute,
    holds,
    remove,
  };
}

/**
 * A router for one list's paths. Every call needs a good token; the token's user is checked
 * inside each call's own statements (the repositories' `Owner`), so a read is one round trip
 * and an add or a remove one statement plus the list's read.
 */
export function listRouter(list: ListName, tokens: TokenConfig) {
  const router = createRouter();
  for (const path of [`/${list}`, `/${list}/*`]) router.use(path, requireToken(tokens));
  return router;
}

/**
 * The error a refused add answers (the reasons every list shares): 404 for a video not in the
 * catalogue (retired or never there), 409 for one already in the list, 401 for an owner gone.
 */
export function addRefusalError(
  list: ListName,
  reason: Exclude<WriteRefusal, 'history-paused'>,
): ApiError {
  if (reason === 'duplicate') return new ApiError(409, listMessages[list].duplicate);
  if (reason === 'owner-gone') return orphanedToken();
  return new ApiError(404, ServerMessage.videoNotFound);
}

/** The context of a list's /{videoId} routes: a checked token, and the video's id in the path. */
type OneVideoContext = Context<AppEnv, string, { out: { param: { videoId: string } } }>;

/**
 * The handlers of GET and DELETE /{list}/{videoId}, the same on every list. Each router registers
 * them last, after its fixed paths (history's DELETE /history/all must match before /{videoId}).
 */
export function oneVideoHandlers<Holds, Removed>(entries: {
  holds(claims: TokenClaims, videoId: string): Promise<JsonText<Holds>>;
  remove(claims: TokenClaims, videoId: string): Promise<JsonText<Removed>>;
}) {
  const videoIdOf = (c: OneVideoContext) => c.req.valid('param').videoId;
  return {
    holds: async (c: OneVideoContext) =>
      jsonTextResponse(c, await entries.holds(c.var.claims, videoIdOf(c)), 200),
    remove: async (c: OneVideoContext) =>
      jsonTextResponse(c, await entries.remove(c.var.claims, videoIdOf(c)), 200),
  };
}
