import { type Kysely, type RawBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import { FOLLOWS_MAX } from '#shared/follow-bounds.ts';
import type { Follow, FollowingVideo, FollowKind } from '#shared/schemas/follow.schema.ts';
import type { Database } from '../schema.ts';
import { type KeyRow, videosInOrder } from './creator.repository.ts';
import type { VideoCursor } from './video.repository.ts';

/** A user's follows, creators first, each kind by target. */
export async function listFollows(db: Kysely<Database>, userId: string): Promise<Follow[]> {
  const rows = await db
    .selectFrom('follows')
    .select(['kind', 'target', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('kind', 'desc')
    .orderBy('target')
    .execute();
  return rows.map((row) => ({ kind: row.kind, target: row.target, createdAt: row.created_at }));
}

/**
 * Follows a creator or a category: 'added', 'already' (a second follow changes nothing), or
 * 'full' when the user follows FOLLOWS_MAX things already. The count and the insert are one
 * statement, so two follows at once cannot both pass the cap by much (each sees the other's
 * row only once committed; the cap is a guard against runaway clients, not an exact quota).
 */
export async function addFollow(
  db: Kysely<Database>,
  userId: string,
  kind: FollowKind,
  target: string,
  now: string,
): Promise<'added' | 'already' | 'full'> {
  const inserted = await db
    .insertInto('follows')
    .columns(['user_id', 'kind', 'target', 'created_at'])
    .expression(
      db
        .selectNoFrom([
          sql.val(userId).as('user_id'),
          sql.val(kind).as('kind'),
          sql.val(target).as('target'),
          sql.val(now).as('created_at'),
        ])
        .where(
          sql<SqlBool>`(select count(*) from follows where user_id = ${userId}) < ${FOLLOWS_MAX}`,
        ),
    )
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'target']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'added';
  const there = await db
    .selectFrom('follows')
    .select('target')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target', '=', target)
    .executeTakeFirst();
  return there ? 'already' : 'full';
}

/** Unfollows; nothing to unfollow is no error. */
export async function removeFollow(
  db: Kysely<Database>,
  userId: string,
  kind: FollowKind,
  target: string,
): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target', '=', target)
    .execute();
}

/** Where a page of the Following list starts, and what "new" is told against. */
export interface FollowingRequest {
  limit: number;
  /** The position to continue after; none for the first page. */
  after?: VideoCursor | undefined;
  /** The first page's previous visit (carried by the cursor); none for the first page. */
  newSince?: string | undefined;
  now: Date;
}

export interface FollowingPageResult {
  videos: FollowingVideo[];
  next: VideoCursor | null;
  /** What "new" was told against, for the next page's cursor. */
  newSince: string;
  follows: number;
}

/**
 * One page of the videos of the user's followed creators and categories, newest first (the
 * catalogue's order, published_at then id), retired ones left out.
 *
 * Each follow is a branch: a keyset read of its own index, a creator's (creator_slug,
 * published_at, id) range or a category's (category_id, published_at, id) range, after the
 * cursor. Read in two rounds, so that a page costs about (follows + limit) index entries, not
 * follows × limit, whatever the catalogue's size:
 * 1. each branch's newest entry (its head). When at least limit + 1 distinct videos head the
 *    branches, the page's last video is no older than the (limit + 1)-th newest head: that head
 *    is the page's floor, and a branch whose head is older has nothing to give;
 * 2. each branch that can give, from its head down to the floor, at most limit + 1 entries.
 * The entries are merged newest first, a video once (a video of a followed creator in a followed
 * category is in two branches), and cut at limit + 1. A video inserted between two pages lands
 * before or after the cursor, so it never repeats or hides another. SQLite reads the branches by
 * a correlated subquery per follow over a JSON array of them; PostgreSQL by one lateral read per
 * follow over an array of them: one short statement each, however many follows.
 *
 * The first page (no `after`) also records the visit: what is new is what entered the
 * catalogue (added_at) after the visit before, or, on the first visit, after the user's first
 * follow; later pages are told against the same moment, handed back in their cursor.
 */
export async function followingPage(
  db: Kysely<Database>,
  userId: string,
  request: FollowingRequest,
): Promise<FollowingPageResult> {
  const follows = await db
    .selectFrom('follows')
    .select(['kind', 'target', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const nowIso = request.now.toISOString();
  let newSince = request.newSince;
  if (newSince === undefined) {
    const visit = await db
      .selectFrom('following_visits')
      .select('visited_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const firstFollow = follows.reduce<string | undefined>(
      (min, f) => (min === undefined || f.created_at < min ? f.created_at : min),
      undefined,
    );
    newSince = visit?.visited_at ?? firstFollow ?? nowIso;
    await db
      .insertInto('following_visits')
      .values({ user_id: userId, visited_at: nowIso })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ visited_at: nowIso }))
      .execute();
  }
  const take = request.limit + 1;
  const branches: Branch[] = follows.map((f) => ({ kind: f.kind, target: f.target }));
  const heads = await readBranches(db, branches, { after: request.after, take: 1 });
  const distinctHeads = mergeRows(heads, take);
  const floor = distinctHeads.length === take ? distinctHeads.at(-1) : undefined;
  const giving = heads.filter((head) => !floor || compareKeys(head, floor) <= 0);
  const rows = mergeRows(
    await readBranches(db, giving, { after: request.after, floor, take }),
    take,
  );
  const page = rows.slice(0, request.limit);
  const last = page.at(-1);
  const next =
    rows.length > request.limit && last ? { publishedAt: last.published_at, id: last.id } : null;
  const [videos, added] = await Promise.all([
    videosInOrder(db, page, request.now),
    page.length === 0
      ? []
      : db
          .selectFrom('videos')
          .select(['id', 'added_at'])
          .where(
            'id',
            'in',
            page.map((row) => row.id),
          )
          .execute(),
  ]);
  const since = newSince;
  const addedAt = new Map(added.map((row) => [row.id, row.added_at]));
  return {
    videos: videos.map((video) => ({ video, isNew: (addedAt.get(video._id) ?? '') > since })),
    next,
    newSince,
    follows: follows.length,
  };
}

/** A follow as a branch of the Following query. */
interface Branch {
  kind: FollowKind;
  target: string;
}

/** An entry a branch read: the video's key, and the branch it came from. */
type BranchRow = KeyRow & Branch;

interface BranchRead {
  /** The cursor: entries older than it. */
  after?: VideoCursor | undefined;
  /** The oldest entry wanted (included). */
  floor?: KeyRow | undefined;
  /** Entries per branch, at most. */
  take: number;
}

const COLUMN: Record<FollowKind, 'creator_slug' | 'category_id'> = {
  creator: 'creator_slug',
  category: 'category_id',
};

/** Newer first: negative when `a` comes before `b` in the catalogue's order. */
function compareKeys(a: KeyRow, b: KeyRow): number {
  if (a.published_at !== b.published_at) return a.published_at < b.published_at ? 1 : -1;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

/** Newest first; one video once; at most `limit`. */
function mergeRows<R extends KeyRow>(rows: readonly R[], limit: number): R[] {
  const seen = new Set<string>();
  return [...rows]
    .sort(compareKeys)
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit);
}

function rangeOf({ after, floor }: BranchRead): RawBuilder<unknown> {
  return sql`${after ? sql`and (published_at, id) < (${after.publishedAt}, ${after.id})` : sql``}
    ${floor ? sql`and (published_at, id) >= (${floor.published_at}, ${floor.id})` : sql``}`;
}

/** Up to `take` entries of each branch in the range, newest first within each. */
async function readBranches(
  db: Kysely<Database>,
  branches: readonly Branch[],
  read: BranchRead,
): Promise<BranchRow[]> {
  if (branches.length === 0) return [];
  const range = rangeOf(read);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // One short statement per kind whatever the number of follows: the targets as one JSON
    // array parameter, each branch's entries read by a correlated subquery on its index and
    // handed back as one JSON array (a UNION of hundreds of branches took longer to prepare
    // and run than the index reads themselves).
    const rows: BranchRow[] = [];
    for (const kind of ['creator', 'category'] as const) {
      const targets = branches.filter((b) => b.kind === kind).map((b) => b.target);
      if (targets.length === 0) continue;
      const { rows: found } = await sql<{ target: string; entries: string }>`
        select j.value as target, (select json_group_array(json_array(published_at, id)) from (
          select published_at, id from videos
          where ${sql.ref(COLUMN[kind])} = j.value and retired_at is null ${range}
          order by published_at desc, id desc limit ${read.take})) as entries
        from json_each(${JSON.stringify(targets)}) as j`.execute(db);
      for (const { target, entries } of found) {
        for (const [published_at, id] of JSON.parse(entries) as Array<[string, string]>) {
          rows.push({ kind, target, published_at, id });
        }
      }
    }
    return rows;
  }
  const lateral = (kind: FollowKind) => {
    const targets = branches.filter((b) => b.kind === kind).map((b) => b.target);
    if (targets.length === 0) return [];
    return [
      sql`select cast(${kind} as text) as kind, f.target, v.id, v.published_at
        from unnest(cast(${targets} as text[])) as f(target)
        cross join lateral (select id, published_at from videos
          where ${sql.ref(COLUMN[kind])} = f.target and retired_at is null ${range}
          order by published_at desc, id desc limit ${read.take}) as v`,
    ];
  };
  const parts = [...lateral('creator'), ...lateral('category')];
  const { rows } = await sql<BranchRow>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows;
}
