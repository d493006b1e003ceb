import { createRoute } from '@hono/zod-openapi';
import * as zm from 'zod/mini';
import { ServerMessage } from '#shared/messages.ts';
import { HistoryPageSchema } from '#shared/schemas/list.schema.ts';
import { LIST_PAGE_SIZE } from '#shared/schemas/page.schema.ts';
import { PageQuerySchema } from '#shared/schemas/page-request.schema.ts';
import { HistoryQuerySchema } from '#shared/schemas/progress-request.schema.ts';
import {
  addToHistory,
  historyEntriesPage,
  recordWatch,
} from '../db/repositories/history.repository.ts';
import { clearList } from '../db/repositories/list.repository.ts';
import { ApiError } from '../http/api-error.ts';
import { jsonTextResponse } from '../http/json-text.ts';
import { errorResponses, jsonResponse } from '../http/openapi-responses.ts';
import { type PageRequest, pageRequest, WHOLE_LIST } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { orphanedToken, requireUser } from '../http/require-user.ts';
import {
  addRefusalError,
  type ListDeps,
  listEntries,
  listRouter,
  oneVideoHandlers,
} from './list-entries.ts';

/** What a watch's record answers: the history's first page, as the app's list shows it. */
const FIRST_PAGE: PageRequest<never> = { limit: LIST_PAGE_SIZE, after: undefined, paged: true };

const historyQuery = zm.extend(PageQuerySchema, HistoryQuerySchema.shape);

/**
 * The user's watch history (`/user/history`): a list like the others (lists.routes.ts), ordered
 * by when each video was last watched, which a watch's record (PUT) moves to the top, which can
 * be searched, emptied at once, and which the user may pause (PATCH /user/settings).
 */
export function historyRoutes(deps: ListDeps) {
  const { db, tokens } = deps;
  const entries = listEntries('history', deps);
  const { tags, security, label } = entries;
  const schema = HistoryPageSchema;
  const get = entries.getRoute(
    schema,
    historyQuery,
    ' History is ordered by when each video was last watched, newest first. With ' +
      '`include=watchedAt` the answer also carries `watchedAt` beside the list: that time ' +
      "per video id (without it, the spec's shape as it is). `q` narrows the history to " +
      'videos whose title or creator holds the text (ignoring case), paged the same way.',
  );
  const add = entries.addRoute(
    schema,
    ' A video already in history is 409 (the spec); PUT /history/{videoId} records a ' +
      're-watch instead. While the user has paused history (PATCH /user/settings), nothing ' +
      'is added and the answer is 200 with the history as it is.',
    { 200: jsonResponse(schema, 'History is paused: nothing added, the history as it is') },
  );
  const holds = entries.holdsRoute(schema);
  const oneVideo = oneVideoHandlers(entries);
  const rewatch = createRoute({
    method: 'put',
    path: '/history/{videoId}',
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
    path: '/history/all',
    tags,
    security,
    summary: `Empty the ${label}`,
    responses: { 200: jsonResponse(schema, `The emptied ${label}`), ...errorResponses(401) },
  });

  const router = listRouter('history', tokens);
  // Only "clear all" reads the user first.
  router.delete('/history/all', requireUser(db, tokens));
  return (
    router
      .openapi(get, async (c) => {
        const query = c.req.valid('query');
        const request = pageRequest(query, entries.cursorSchema);
        const withTimes = query.include === 'watchedAt';
        // History's own read (search, watch times) only when asked for: the plain read is the
        // lists' one, which the (user_id, list, id, video_id) index answers alone.
        if (!query.q && !withTimes) {
          return jsonTextResponse(c, await entries.plainAnswer(c.var.claims, request), 200);
        }
        const window = { limit: request.limit, after: request.after?.[1] };
        const page = await historyEntriesPage(db, c.var.claims, window, query.q);
        const answer = await entries.answer(page, request, withTimes ? page?.watchedAt : undefined);
        return jsonTextResponse(c, answer, 200);
      })
      .openapi(add, async (c) => {
        const { _id } = c.req.valid('json').video;
        const added = await addToHistory(db, c.var.claims, _id);
        if (added.ok) {
          return jsonTextResponse(c, await entries.plainAnswer(c.var.claims, WHOLE_LIST), 201);
        }
        if (added.reason !== 'history-paused') throw addRefusalError('history', added.reason);
        // A paused history adds nothing, and answers the history as it is.
        return jsonTextResponse(c, await entries.plainAnswer(c.var.claims, WHOLE_LIST), 200);
      })
      // "Clear all" must be matched before /{videoId}.
      .openapi(clearAll, async (c) => {
        await clearList(db, c.var.user._id, 'history');
        return c.json({ history: [] }, 200);
      })
      .openapi(rewatch, async (c) => {
        const { videoId } = c.req.valid('param');
        const recorded = await recordWatch(db, c.var.claims, videoId);
        // A paused history records nothing, and answers the history as it is.
        if (!recorded.ok && recorded.reason === 'owner-gone') throw orphanedToken();
        if (!recorded.ok && recorded.reason !== 'history-paused') {
          throw new ApiError(404, ServerMessage.videoNotFound);
        }
        return jsonTextResponse(c, await entries.plainAnswer(c.var.claims, FIRST_PAGE), 200);
      })
      .openapi(holds, oneVideo.holds)
      .openapi(entries.removeRoute, oneVideo.remove)
  );
}
