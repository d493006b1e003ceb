import * as z from 'zod/mini';

/**
 * The most entries one answer of a library list carries (likes, watch later, history, the
 * playlists, one playlist's videos): the whole-list answer stops here, and past it the answer's
 * `nextCursor` says there is more (docs/product.md, "API").
 */
export const LIST_CAP = 1000;

/** The page size the web app asks the library lists for. */
export const LIST_PAGE_SIZE = 48;

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

/**
 * What a paged answer adds beside its list: the next page's cursor (null on the last page) and
 * how many entries the whole list holds. A whole-list answer carries them only when it was cut
 * at LIST_CAP.
 */
export const pageFields = {
  nextCursor: z.optional(z.nullable(z.string())),
  total: z.optional(z.number().check(z.int(), z.nonnegative())),
};
