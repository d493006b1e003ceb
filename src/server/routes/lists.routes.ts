import { ListPageSchemas } from '#shared/schemas/list.schema.ts';
import { PageQuerySchema } from '#shared/schemas/page-request.schema.ts';
import { type SavedListName, saveToList } from '../db/repositories/list.repository.ts';
import { jsonTextResponse } from '../http/json-text.ts';
import { pageRequest, WHOLE_LIST } from '../http/paging.ts';
import {
  addRefusalError,
  type ListDeps,
  listEntries,
  listRouter,
  oneVideoHandlers,
} from './list-entries.ts';

/** The lists a user saves videos to by hand, in the order their routes are registered. */
export const SAVED_LIST_NAMES = ['likes', 'watchlater'] as const satisfies SavedListName[];

/**
 * GET, POST and DELETE for one of the lists a user saves videos to by hand (`likes`,
 * `watchlater`); history, which records watches, has its own routes (history.routes.ts).
 */
export function listRoutes(list: SavedListName, deps: ListDeps) {
  const { db, tokens } = deps;
  // One non-generic router serves both lists: hono's route types cannot follow a key that is a
  // type parameter. So the answers are typed with both lists' keys (the union of their
  // schemas), while each answer holds its own list's key alone, as its schema object says.
  const entries = listEntries(list, deps);
  const schema = ListPageSchemas[list];
  const get = entries.getRoute(schema, PageQuerySchema);
  const add = entries.addRoute(schema, '', {});
  const holds = entries.holdsRoute(schema);
  const oneVideo = oneVideoHandlers(entries);

  return listRouter(list, tokens)
    .openapi(get, async (c) => {
      const request = pageRequest(c.req.valid('query'), entries.cursorSchema);
      return jsonTextResponse(c, await entries.plainAnswer(c.var.claims, request), 200);
    })
    .openapi(add, async (c) => {
      const { _id } = c.req.valid('json').video;
      const saved = await saveToList(db, c.var.claims, list, _id);
      if (!saved.ok) throw addRefusalError(list, saved.reason);
      return jsonTextResponse(c, await entries.plainAnswer(c.var.claims, WHOLE_LIST), 201);
    })
    .openapi(holds, oneVideo.holds)
    .openapi(entries.removeRoute, oneVideo.remove);
}
