import { type Kysely, type RawBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import { FOLLOWS_MAX, type FollowKind } from '#shared/follow-bounds.ts';
import type { Follow, FollowingVideo } from '#shared/schemas/follow.schema.ts';
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

/** At most this many branches in one SQLite statement (its compound SELECT holds 500). */
const SQLITE_BRANCHES = 400;

/**
 * One page of the videos of the user's followed creators and categories, newest first (the
 * catalogue's order, published_at then id), retired ones left out.
 *
 * Each follow is one short keyset read of its own index: a creator's (creator_slug,
 * published_at, id) range, a category's (category_id, published_at, id) range, each after the
 * cursor and at most limit + 1 long; the union of those (a video of a followed creator in a
 * followed category counted once) is ordered and cut at limit + 1. So a page costs at most
 * follows × (limit + 1) index entries, whatever the catalogue's size, and a video inserted
 * between two pages lands before or after the cursor, never repeating or hiding another.
 * SQLite takes the branches as a UNION of subqueries (in statements of SQLITE_BRANCHES);
 * PostgreSQL as one lateral read per follow over the follows' arrays (one plan, however many).
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
  const creators = follows.filter((f) => f.kind === 'creator').map((f) => f.target);
  const categories = follows.filter((f) => f.kind === 'category').map((f) => f.target);
  const rows =
    follows.length === 0
      ? []
      : db.getExecutor().adapter instanceof SqliteAdapter
        ? await sqliteBranches(db, creators, categories, request)
        : await postgresLaterals(db, creators, categories, request);
  const page = rows.slice(0, request.limit);
  const last = page.at(-1);
  const next =
    rows.length > request.limit && last ? { publishedAt: last.published_at, id: last.id } : null;
  const videos = await videosInOrder(db, page, request.now);
  const since = newSince;
  const added = new Map(page.map((row) => [row.id, row.added_at]));
  return {
    videos: videos.map((video) => ({ video, isNew: (added.get(video._id) ?? '') > since })),
    next,
    newSince,
    follows: follows.length,
  };
}

type FeedRow = KeyRow & { added_at: string };

function afterCursor(after: VideoCursor | undefined): RawBuilder<unknown> {
  return after ? sql`and (published_at, id) < (${after.publishedAt}, ${after.id})` : sql``;
}

/** Newest first, then by id; one video once. */
function mergeRows(rows: readonly FeedRow[], limit: number): FeedRow[] {
  const seen = new Set<string>();
  return [...rows]
    .sort((a, b) =>
      a.published_at === b.published_at
        ? a.id < b.id
          ? 1
          : a.id > b.id
            ? -1
            : 0
        : a.published_at < b.published_at
          ? 1
          : -1,
    )
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit);
}

async function sqliteBranches(
  db: Kysely<Database>,
  creators: readonly string[],
  categories: readonly string[],
  request: FollowingRequest,
): Promise<FeedRow[]> {
  const take = request.limit + 1;
  const after = afterCursor(request.after);
  const branch = (column: 'creator_slug' | 'category_id', target: string) =>
    sql`select id, published_at from (select id, published_at from videos
      where ${sql.ref(column)} = ${target} and retired_at is null ${after}
      order by published_at desc, id desc limit ${take})`;
  const branches = [
    ...creators.map((slug) => branch('creator_slug', slug)),
    ...categories.map((id) => branch('category_id', id)),
  ];
  const all: FeedRow[] = [];
  for (let start = 0; start < branches.length; start += SQLITE_BRANCHES) {
    const chunk = branches.slice(start, start + SQLITE_BRANCHES);
    // The pool first, each of its few rows then read by key (CROSS JOIN keeps that order).
    const { rows } = await sql<FeedRow>`
      with pool (id, published_at) as (${sql.join(chunk, sql` union `)}),
      top as (select id, published_at from pool order by published_at desc, id desc
        limit ${take})
      select top.id, top.published_at, videos.added_at
      from top cross join videos on videos.id = top.id`.execute(db);
    all.push(...rows);
  }
  return mergeRows(all, take);
}

async function postgresLaterals(
  db: Kysely<Database>,
  creators: readonly string[],
  categories: readonly string[],
  request: FollowingRequest,
): Promise<FeedRow[]> {
  const take = request.limit + 1;
  const after = afterCursor(request.after);
  const branch = (column: 'creator_slug' | 'category_id', targets: readonly string[]) =>
    sql`select v.id, v.published_at
      from unnest(cast(${[...targets]} as text[])) as f(target)
      cross join lateral (select id, published_at from videos
        where ${sql.ref(column)} = f.target and retired_at is null ${after}
        order by published_at desc, id desc limit ${take}) as v`;
  const branches = [
    ...(creators.length > 0 ? [branch('creator_slug', creators)] : []),
    ...(categories.length > 0 ? [branch('category_id', categories)] : []),
  ];
  const { rows } = await sql<FeedRow>`
    with top as (select id, published_at from (${sql.join(branches, sql` union `)}) as pool
      order by published_at desc, id desc limit ${take})
    select top.id, top.published_at, videos.added_at
    from top join videos on videos.id = top.id`.execute(db);
  return mergeRows(rows, take);
}
