import { type Kysely, type RawBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import { FOLLOWS_MAX } from '#shared/follow-bounds.ts';
import type { Follow, FollowingVideo, FollowKind } from '#shared/schemas/follow.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { runPrepared } from '../prepared-statement.ts';
import type { Database } from '../schema.ts';
import type { KeyRow } from './creator.repository.ts';
import { fromRow, selectVideos, type VideoCursor } from './video.repository.ts';

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
 * before or after the cursor, so it never repeats or hides another.
 *
 * Most pages are found sooner: when what the user follows covers much of the catalogue (a
 * followed category is a third of it), a page's videos are among the catalogue's next few hundred.
 * So the catalogue's next RECENT_WINDOW_PAGES pages are read first, in one short keyset range,
 * keeping the followed (followingKeysAmongRecent); only when fewer than limit + 1 are there do
 * the two rounds run. Both give the same page: the first limit + 1 followed videos of a prefix of
 * the catalogue's order are the first of the whole.
 *
 * PostgreSQL runs both rounds and the merge in one statement (followingKeysInOneStatement):
 * each statement there costs a round trip to the server, which at 200 follows cost more than
 * the index reads. SQLite, in process, runs them as a few short statements
 * (followingKeysByStatement), since it has no lateral join.
 *
 * The first page (no `after`) also records the visit, alongside the read: what is new is what
 * entered the catalogue (added_at) after the visit before, or, on the first visit, after the
 * user's first follow; later pages are told against the same moment, handed back in their cursor.
 */
export async function followingPage(
  db: Kysely<Database>,
  userId: string,
  request: FollowingRequest,
): Promise<FollowingPageResult> {
  const nowIso = request.now.toISOString();
  const read: KeysRead = { after: request.after, take: request.limit + 1 };
  const [visitedBefore, keys] = await Promise.all([
    request.newSince === undefined ? recordVisit(db, userId, nowIso) : undefined,
    (async () =>
      (await followingKeysAmongRecent(db, userId, read)) ??
      (db.getExecutor().adapter instanceof SqliteAdapter
        ? followingKeysByStatement(db, userId, read)
        : followingKeysInOneStatement(db, userId, read)))(),
  ]);
  const newSince = request.newSince ?? visitedBefore ?? nowIso;
  const page = keys.rows.slice(0, request.limit);
  const last = page.at(-1);
  const next =
    keys.rows.length > request.limit && last
      ? { publishedAt: last.published_at, id: last.id }
      : null;
  const videos = await videosWithAddedAt(db, page, request.now);
  return {
    videos: videos.map(({ video, addedAt }) => ({ video, isNew: addedAt > newSince })),
    next,
    newSince,
    follows: keys.follows,
  };
}

/** The videos of these rows, in the rows' order, each with when it entered the catalogue. */
async function videosWithAddedAt(
  db: Kysely<Database>,
  rows: readonly KeyRow[],
  now: Date,
): Promise<Array<{ video: Video; addedAt: string }>> {
  if (rows.length === 0) return [];
  const found = await runPrepared(
    db,
    selectVideos(db)
      .select('videos.added_at')
      .where(
        'videos.id',
        'in',
        rows.map((row) => row.id),
      )
      .compile(),
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  return rows.flatMap((row) => {
    const video = byId.get(row.id);
    return video ? [{ video: fromRow(video, now), addedAt: video.added_at }] : [];
  });
}

/**
 * Records this visit to Following; answers the moment the one before it was made, or, on the
 * first visit, the user's first follow (none when they follow nothing).
 *
 * On PostgreSQL one statement: the visit is written by a data-modifying WITH, which the
 * statement's reads do not see (they share its snapshot), so they read the visit before; one
 * round trip, where SQLite (no writes in WITH, and in process) reads, then writes.
 */
async function recordVisit(
  db: Kysely<Database>,
  userId: string,
  nowIso: string,
): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    const [before] = await runPrepared(
      db,
      sql<{ visited_at: string | null; first_follow: string | null }>`
        with recorded as (
          insert into following_visits (user_id, visited_at) values (${userId}, ${nowIso})
          on conflict (user_id) do update set visited_at = excluded.visited_at)
        select (select visited_at from following_visits where user_id = ${userId}) as visited_at,
          (select min(created_at) from follows where user_id = ${userId}) as first_follow`.compile(
        db,
      ),
    );
    return before?.visited_at ?? before?.first_follow ?? undefined;
  }
  const before = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('following_visits')
        .select('visited_at')
        .where('user_id', '=', userId)
        .as('visited_at'),
      eb
        .selectFrom('follows')
        .select((sub) => sub.fn.min('created_at').as('first'))
        .where('user_id', '=', userId)
        .as('first_follow'),
    ])
    .executeTakeFirst();
  await db
    .insertInto('following_visits')
    .values({ user_id: userId, visited_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ visited_at: nowIso }))
    .execute();
  return before?.visited_at ?? before?.first_follow ?? undefined;
}

interface KeysRead {
  /** The cursor: entries older than it. */
  after?: VideoCursor | undefined;
  /** Entries wanted: the page's limit + 1, the one more telling whether a next page exists. */
  take: number;
}

interface FollowingKeys {
  /** At most `take` videos, newest first, each once. */
  rows: KeyRow[];
  /** How many things the user follows. */
  follows: number;
}

/**
 * How many of the catalogue's next entries, in pages of limit + 1, the first read looks among
 * before falling back to the two rounds: enough for follows that cover a quarter of the catalogue,
 * and a bounded cost (one short index range) for a user whose follows are rarer than that.
 */
const RECENT_WINDOW_PAGES = 4;

/**
 * The page, when the catalogue's next RECENT_WINDOW_PAGES × take entries after the cursor hold
 * at least `take` followed videos; undefined otherwise. One statement: a keyset range of the
 * catalogue's index, each entry kept when its creator or category is among the user's follows.
 */
async function followingKeysAmongRecent(
  db: Kysely<Database>,
  userId: string,
  { after, take }: KeysRead,
): Promise<FollowingKeys | undefined> {
  const afterCursor = after
    ? sql`and (published_at, id) < (${after.publishedAt}, ${after.id})`
    : sql``;
  const followed = (kind: FollowKind) =>
    sql`(select target from follows where user_id = ${userId} and kind = ${kind})`;
  const rows = await runPrepared(
    db,
    sql<{
      follows: string | number;
      id: string | null;
      published_at: string | null;
    }>`select (select count(*) from follows where user_id = ${userId}) as follows,
      page.id, page.published_at
    from (select 1) as one
    left join (select id, published_at from (
        select id, published_at, creator_slug, category_id from videos
        where retired_at is null ${afterCursor}
        order by published_at desc, id desc limit ${sql.lit(RECENT_WINDOW_PAGES * take)}) as recent
      where creator_slug in ${followed('creator')} or category_id in ${followed('category')}
      order by published_at desc, id desc limit ${sql.lit(take)}) as page on 1 = 1
    order by page.published_at desc, page.id desc`.compile(db),
  );
  const found = pageRowsOf(rows);
  if (found.length < take) return undefined;
  return { rows: found, follows: Number(rows[0]?.follows ?? 0) };
}

/** The rows of a one-row-at-least answer whose page is left-joined (none when it is empty). */
function pageRowsOf(
  rows: ReadonlyArray<{ id: string | null; published_at: string | null }>,
): KeyRow[] {
  return rows.flatMap((row) =>
    row.id === null || row.published_at === null
      ? []
      : [{ id: row.id, published_at: row.published_at }],
  );
}

/** The two rounds as a few short statements: the follows, then each round. */
async function followingKeysByStatement(
  db: Kysely<Database>,
  userId: string,
  { after, take }: KeysRead,
): Promise<FollowingKeys> {
  const follows = await db
    .selectFrom('follows')
    .select(['kind', 'target'])
    .where('user_id', '=', userId)
    .execute();
  const heads = await readBranches(db, follows, { after, take: 1 });
  const distinctHeads = mergeRows(heads, take);
  const floor = distinctHeads.length === take ? distinctHeads.at(-1) : undefined;
  const giving = heads.filter((head) => !floor || compareKeys(head, floor) <= 0);
  const rows = mergeRows(await readBranches(db, giving, { after, floor, take }), take);
  return {
    rows: rows.map((row) => ({ id: row.id, published_at: row.published_at })),
    follows: follows.length,
  };
}

/**
 * The two rounds and the merge in one PostgreSQL statement: the user's
 * follows, one lateral keyset read per follow for its head, the floor among the heads, one
 * lateral read per follow from its head down to the floor (empty at once for a branch whose
 * head is older), the distinct newest `take`.
 */
async function followingKeysInOneStatement(
  db: Kysely<Database>,
  userId: string,
  { after, take }: KeysRead,
): Promise<FollowingKeys> {
  const afterCursor = after
    ? sql`and (published_at, id) < (${after.publishedAt}, ${after.id})`
    : sql``;
  // No floor (fewer than `take` distinct heads): '' sorts before every key, so nothing is cut.
  const aboveFloor = sql`and (published_at, id) >= (
    coalesce((select published_at from floor), ''), coalesce((select id from floor), ''))`;
  const branches = (range: RawBuilder<unknown>, limit: number) =>
    sql.join(
      (['creator', 'category'] as const).map(
        (kind) => sql`select v.id, v.published_at from mine cross join lateral (
          select id, published_at from videos
          where ${sql.ref(COLUMN[kind])} = mine.target and retired_at is null ${range}
          order by published_at desc, id desc limit ${sql.lit(limit)}) as v
        where mine.kind = ${kind}`,
      ),
      sql` union all `,
    );
  const rows = await runPrepared(
    db,
    sql<{
      follows: string | number;
      id: string | null;
      published_at: string | null;
    }>`with mine as (select kind, target from follows where user_id = ${userId}),
    heads as (${branches(afterCursor, 1)}),
    floor as (select published_at, id from (select distinct published_at, id from heads) as d
      order by published_at desc, id desc offset ${sql.lit(take - 1)} limit 1),
    entries as (${branches(sql`${afterCursor} ${aboveFloor}`, take)}),
    page as (select distinct id, published_at from entries
      order by published_at desc, id desc limit ${sql.lit(take)})
    select (select count(*) from mine) as follows, page.id, page.published_at
    from (select 1) as one
    left join page on true
    order by page.published_at desc, page.id desc`.compile(db),
  );
  return { rows: pageRowsOf(rows), follows: Number(rows[0]?.follows ?? 0) };
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

/**
 * Up to `take` entries of each branch in the range, newest first within each, on SQLite: one
 * short statement per kind whatever the number of follows. The targets go as one JSON array
 * parameter, each branch's entries read by a correlated subquery on its index and handed back as
 * one JSON array (a UNION of hundreds of branches took longer to prepare and run than the index
 * reads themselves).
 */
async function readBranches(
  db: Kysely<Database>,
  branches: readonly Branch[],
  read: BranchRead,
): Promise<BranchRow[]> {
  const range = rangeOf(read);
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
