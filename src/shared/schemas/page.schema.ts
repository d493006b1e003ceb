import * as z from 'zod/mini';

/**
 * The most entries one answer of a library list carries (likes, watch later, history, the
 * playlists, one playlist's videos): the whole-list answer stops here, and past it the answer's
 * `nextCursor` says there is more (docs/product.md, "API").
 */
export const LIST_CAP = 1000;

/** The page size the web app asks the library lists for. */
export const LIST_PAGE_SIZE = 48;

/**
 * What a paged answer adds beside its list: the next page's cursor (null on the last page) and
 * how many entries the whole list holds. A whole-list answer carries them only when it was cut
 * at LIST_CAP.
 */
export const pageFields = {
  nextCursor: z.optional(z.nullable(z.string())),
  total: z.optional(z.number().check(z.int(), z.nonnegative())),
};
