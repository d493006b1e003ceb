import * as z from 'zod/mini';
import { LIST_CAP } from './page.schema.ts';

/*
 * What clients send, kept apart from what the API answers (page.schema.ts): the web app never parses
 * a request, and a module it imports brings every schema built in it, checks and all, into
 * its bundle (zod/mini schemas are tree-shaken only when their module is not imported).
 */

/** `limit` and `cursor` of every library list (the catalogue has its own, VideoQuerySchema). */
export const PageQuerySchema = z.object({
  limit: z
    .optional(
      z.coerce
        .number({ error: 'limit must be a number' })
        .check(
          z.int('limit must be a whole number'),
          z.minimum(1, 'limit must be at least 1'),
          z.maximum(LIST_CAP, `limit must be at most ${LIST_CAP}`),
        ),
    )
    .check(
      z.describe(
        `Entries per page, 1–${LIST_CAP}; without limit and cursor, the whole list up to ${LIST_CAP}`,
      ),
    ),
  cursor: z
    .optional(z.string().check(z.maxLength(200, 'cursor is not one this server gave out')))
    .check(z.describe('nextCursor of the previous page of the same list')),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
