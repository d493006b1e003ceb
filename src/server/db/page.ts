import { type Kysely, type RawBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';

/**
 * What the library lists' page queries share. Each such query is the whole signed-in read: it
 * also checks the token's user (`Owner`), so a list GET is one database round trip.
 */

/**
 * The token's user as a query checks it: the row must exist, still have this email, and still
 * have the token's session (a logged-out or signed-out-everywhere token has none).
 */
export interface Owner {
  userId: string;
  email: string;
  sessionId: string;
}

/**
 * The condition on a query's "users" row that it is the token's owner, signed in (Owner). The
 * session is matched by a scalar subquery (no session: NULL, which is not the id), not by
 * EXISTS: SQLite runs an EXISTS subquery at some 20 µs a time, a scalar one through the
 * primary key at under 1 µs (docs/performance.md, "Fourth pass").
 */
export function ownerIs(owner: Owner): RawBuilder<SqlBool> {
  return sql<SqlBool>`"users"."id" = ${owner.userId} and "users"."email" = ${owner.email}
    and (select "sessions"."user_id" from "sessions"
      where "sessions"."id" = ${owner.sessionId}) = "users"."id"`;
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

/**
 * An aggregate that folds a page's rows into one JSON array of `[id, item]` pairs (with
 * `withTime`, `[id, item, at]`), in the dialect's own words (SQLite's json_group_array,
 * PostgreSQL's json_agg), over columns named `id`, `item` (and `at`). One row of text costs the
 * drivers far less than a row object per entry (better-sqlite3 spent more on 80 row objects
 * than SQLite spent finding them). The pairs come in no promised order: entryPairsOf sorts them.
 */
export function entryPairsAggregate<DB>(db: Kysely<DB>, withTime = false): RawBuilder<unknown> {
  const columns = withTime ? sql`"id", "item", "at"` : sql`"id", "item"`;
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql`json_group_array(json_array(${columns}))`
    : sql`json_agg(json_build_array(${columns}))`;
}

/**
 * The pairs entryPairsAggregate made (SQLite answers text, PostgreSQL parsed JSON, and null
 * for no rows), newest first: entry ids are ULIDs, whose text order is their time order. `at`
 * is there when the aggregate was made `withTime`.
 */
export function entryPairsOf(value: unknown): { id: string; item: string; at?: string }[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : (value ?? []);
  if (!Array.isArray(parsed)) throw new TypeError('A page of entries is not a JSON array');
  const entries = parsed.map((pair: unknown) => {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') {
      throw new TypeError('A page entry is not an [id, item] pair');
    }
    return typeof pair[2] === 'string'
      ? { id: pair[0], item: pair[1], at: pair[2] }
      : { id: pair[0], item: pair[1] };
  });
  return entries.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
