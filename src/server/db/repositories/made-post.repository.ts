import { type Kysely, sql } from 'kysely';
import type { MadeFelt } from '#shared/schemas/made-post.schema.ts';
import { runPrepared } from '../prepared-statement.ts';
import type { Database, MadePhotoTable, MadePostTable } from '../schema.ts';

/*
 * Reading "Made it" posts (migration 2026-12-07T09-00-made-posts; docs/product.md, "Made it
 * posts"): the rows a post's answer is built from (src/server/made/made-post-json.ts). Which posts
 * a list holds, and who may see them, is the caller's: these read what they are given.
 */

export type MadePostRow = Omit<MadePostTable, 'substitutions' | 'hidden_at'> & {
  substitutions: string;
  hidden_at: string | null;
};

export type MadePhotoRow = Pick<
  MadePhotoTable,
  'id' | 'width' | 'height' | 'widths' | 'placeholder'
> & { post_id: string; position: number };

export interface MakerRow {
  id: string;
  first_name: string;
  last_name: string;
  display_name: string | null;
  handle: string | null;
}

/** Every column of made_posts, as selected by the lists. */
export const MADE_POST_COLUMNS = [
  'made_posts.id',
  'made_posts.user_id',
  'made_posts.video_id',
  'made_posts.caption',
  'made_posts.minutes',
  'made_posts.felt',
  'made_posts.substitutions',
  'made_posts.visibility',
  'made_posts.hidden_at',
  'made_posts.created_at',
  'made_posts.updated_at',
] as const;

/** The posts of these ids (in no order); ids not there are left out. */
export async function findMadePostRows(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<MadePostRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('made_posts').select(MADE_POST_COLUMNS).where('id', 'in', ids).execute();
}

/** The photos of these posts, each post's in its order. */
export async function photosOfPosts(
  db: Kysely<Database>,
  postIds: readonly string[],
): Promise<MadePhotoRow[]> {
  if (postIds.length === 0) return [];
  const rows = await runPrepared(
    db,
    db
      .selectFrom('made_photos')
      .select(['id', 'post_id', 'position', 'width', 'height', 'widths', 'placeholder'])
      .where('post_id', 'in', postIds)
      .orderBy('post_id')
      .orderBy('position')
      .compile(),
  );
  return rows.map((row) => ({ ...row, post_id: row.post_id ?? '', position: row.position ?? 0 }));
}

/** The users who made these posts: the names and handles others may see. */
export async function makersOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<MakerRow[]> {
  if (userIds.length === 0) return [];
  return runPrepared(
    db,
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'display_name', 'handle'])
      .where('id', 'in', [...new Set(userIds)])
      .compile(),
  );
}

/**
 * 'public' as a literal in the statement, not a parameter: the gallery's partial index (public,
 * not hidden posts) answers the read only where the planner sees the value, which PostgreSQL's
 * generic plan of a prepared statement does not (prepared-statement.ts).
 */
const PUBLIC = sql.lit<'public'>('public');

/** A position in a newest-first list of posts: the last post's time and id. */
export interface MadePostPosition {
  createdAt: string;
  id: string;
}

/** One page of a newest-first list of posts; `next` is the last post's position when more follow. */
export interface MadePostRowsPage {
  rows: MadePostRow[];
  next: MadePostPosition | null;
}

/** Which posts a newest-first list holds (each a condition on made_posts). */
export type MadePostListing =
  | { kind: 'own'; userId: string; videoId?: string | undefined }
  | { kind: 'gallery'; videoId: string }
  | { kind: 'maker'; userId: string };

/**
 * A page of posts, newest first (created_at, then id, both descending: ids are ULIDs made in
 * order, so two posts of one millisecond keep theirs), after `after`. The gallery and a maker's
 * public page hold public posts that are not hidden; a maker's own list holds all theirs.
 */
export async function madePostRowsPage(
  db: Kysely<Database>,
  listing: MadePostListing,
  { limit, after }: { limit: number; after: MadePostPosition | undefined },
): Promise<MadePostRowsPage> {
  let query = db.selectFrom('made_posts').select(MADE_POST_COLUMNS);
  if (listing.kind === 'gallery') {
    query = query
      .where('made_posts.video_id', '=', listing.videoId)
      .where('made_posts.visibility', '=', PUBLIC)
      .where('made_posts.hidden_at', 'is', null);
  } else {
    query = query.where('made_posts.user_id', '=', listing.userId);
    if (listing.kind === 'maker') {
      query = query
        .where('made_posts.visibility', '=', PUBLIC)
        .where('made_posts.hidden_at', 'is', null);
    } else if (listing.videoId !== undefined) {
      query = query.where('made_posts.video_id', '=', listing.videoId);
    }
  }
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('made_posts.created_at', '<', after.createdAt),
        eb.and([
          eb('made_posts.created_at', '=', after.createdAt),
          eb('made_posts.id', '<', after.id),
        ]),
      ]),
    );
  }
  const rows = await runPrepared(
    db,
    query
      .orderBy('made_posts.created_at', 'desc')
      .orderBy('made_posts.id', 'desc')
      // A literal, as every prepared statement's limit is (prepared-statement.ts).
      .limit(sql.lit(limit + 1))
      .compile(),
  );
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    rows: page,
    next: more && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}

/** The condition of the public places: a public post no curator has hidden. */
function publicPosts(db: Kysely<Database>) {
  return db
    .selectFrom('made_posts')
    .where('made_posts.visibility', '=', PUBLIC)
    .where('made_posts.hidden_at', 'is', null);
}

/**
 * A video's public, not hidden posts in figures: the gallery's summary (made-summary.ts). One
 * statement over made_posts_summary_idx's range for the video: how many posts took each number
 * of minutes and felt each way (a few dozen rows, in the index's order), and, as one more row, how
 * many makers posted. Reading each post's (minutes, felt, maker) instead, and counting in the app,
 * shipped 1,000 rows for a gallery of 1,000 posts; on PostgreSQL the objects they made outlived
 * enough requests to make the process's garbage collection the gallery's slowest part
 * (docs/performance.md, "Made it posts").
 */
export async function madeSummaryOf(
  db: Kysely<Database>,
  videoId: string,
): Promise<{
  makers: number;
  minutes: number[];
  felt: { easier: number; as_expected: number; harder: number };
}> {
  const rows = await runPrepared(
    db,
    sql<{
      minutes: number | null;
      felt: MadeFelt | null;
      posts: number | string;
      makers: number | string | null;
    }>`select minutes, felt, count(*) as posts, null as makers from made_posts
      where video_id = ${videoId} and visibility = 'public' and hidden_at is null
      group by minutes, felt
    union all
    select null, null, 0, count(distinct user_id) from made_posts
      where video_id = ${videoId} and visibility = 'public' and hidden_at is null`.compile(db),
  );
  let makers = 0;
  const felt = { easier: 0, as_expected: 0, harder: 0 };
  const groups: Array<{ minutes: number; posts: number }> = [];
  for (const row of rows) {
    if (row.minutes === null || row.felt === null) {
      makers = Number(row.makers ?? 0);
      continue;
    }
    const posts = Number(row.posts);
    felt[row.felt] += posts;
    groups.push({ minutes: row.minutes, posts });
  }
  // The minutes of every post, sorted, for the percentiles (a union keeps no order of its own).
  groups.sort((a, b) => a.minutes - b.minutes);
  const minutes: number[] = [];
  for (const group of groups) {
    for (let i = 0; i < group.posts; i++) minutes.push(group.minutes);
  }
  return { makers, minutes, felt };
}

/** How many different makers have a public, not hidden post on each video (videos with none left out). */
export async function madeCountsOf(
  db: Kysely<Database>,
  videoIds: readonly string[],
): Promise<Record<string, number>> {
  if (videoIds.length === 0) return {};
  const rows = await publicPosts(db)
    .where('made_posts.video_id', 'in', videoIds)
    .select([
      'made_posts.video_id',
      (eb) => eb.fn.count<number | string>('made_posts.user_id').distinct().as('makers'),
    ])
    .groupBy('made_posts.video_id')
    .execute();
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.video_id] = Number(row.makers);
  return counts;
}
