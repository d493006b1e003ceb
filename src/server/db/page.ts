/**
 * What the library lists' page queries share. Each such query is the whole signed-in read: it
 * also checks the token's user (`Owner`), so a list GET is one database round trip.
 */

/** The token's user as a query checks it: the row must exist and still have this email. */
export interface Owner {
  userId: string;
  email: string;
}

/** Which entries to read: at most `limit`, after (older than) the entry id `after`. */
export interface PageWindow {
  limit: number;
  after?: string | undefined;
}

/** One page as a repository reads it. */
export interface PageOf<T> {
  items: T[];
  /** The last answered entry's id when more follow, else null. */
  next: string | null;
  /** How many entries the whole list holds. */
  total: number;
}

/** A page from the limit + 1 entries a page query reads (the extra one says more follow). */
export function pageOf<T>(
  entries: { item: T; id: string }[],
  limit: number,
  total: number,
): PageOf<T> {
  const page = entries.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((entry) => entry.item),
    next: entries.length > limit && last ? last.id : null,
    total,
  };
}
