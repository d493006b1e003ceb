import { type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely';
import { materialKey, materialWords } from '#shared/material-key.ts';
import {
  RELATED_MAX,
  type RelatedReason,
  type RelatedVideo,
} from '#shared/schemas/related.schema.ts';
import { DIFFICULTIES, type Difficulty, type Video } from '#shared/schemas/video.schema.ts';
import { runPrepared } from '../prepared-statement.ts';
import type { Database } from '../schema.ts';
import {
  fromRow,
  IN_CATALOGUE,
  materialsJson,
  type VideoRow,
  videoColumns,
} from './video.repository.ts';

/**
 * How many of the newest videos each way of being related brings in as candidates: each shared
 * material's newest in the video's category and in the whole catalogue, the category's newest,
 * each similar difficulty's newest, and the newest of all. Candidates are then ranked exactly;
 * so at any size of catalogue the answer costs a few short index ranges, not a count over every
 * video that shares a common material (docs/product.md, "Video page").
 */
const PER_MATERIAL = 50;
const PER_POOL = 40;
/** At most this many of the video's materials look for candidates (the first, in its order). */
const MATERIALS_LOOKED_UP = 12;

/** A chosen video's row: its columns and materials, and how it was ranked. */
type RankedRow = VideoRow & {
  same_category: number | string;
  shared: number | string;
  closeness: number | string;
  watched: number | string;
  /** Bit i set: the video has the related-to video's i-th material key (at most 12 bits). */
  shared_mask: number | string | null;
};

/** 2 the same difficulty, 1 a step easier or harder, 0 otherwise. */
function difficultyCloseness(a: Difficulty, b: Difficulty): number {
  const gap = Math.abs(DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b));
  return gap === 0 ? 2 : gap === 1 ? 1 : 0;
}

/**
 * A keyset read of the newest `limit` ids of an index range, as one branch of the union. The
 * limit is a literal: PostgreSQL prices a parameter's limit as a tenth of the range, which kept
 * it planning the prepared statement afresh every run (prepared-statement.ts).
 */
function newest(from: RawBuilder<unknown>, limit: number) {
  return sql`select id from (${from} limit ${sql.lit(limit)}) as branch`;
}

/**
 * Each candidate, then its video by key. Each planner is kept to that order (as
 * video.repository.ts's wordsThenVideos is): SQLite by CROSS JOIN, else it may walk every video
 * and look each up in the candidates; PostgreSQL by a lateral subquery (OFFSET 0 keeps it one),
 * else it may hash-join the few candidates with a scan of every video.
 */
function poolThenVideos(db: Kysely<Database>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql`pool cross join videos on videos.id = pool.id`
    : sql`pool cross join lateral (
        select * from videos where videos.id = pool.id offset 0) as videos`;
}

/** The chosen few, then each's video by key (SQLite kept to that order by CROSS JOIN). */
function rankedThenVideos(db: Kysely<Database>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql`ranked cross join videos on videos.id = ranked.id`
    : sql`ranked inner join videos on videos.id = ranked.id`;
}

export interface RelatedFilter {
  /** The user whose history marks videos watched; none for a visitor. */
  userId?: string | undefined;
  hideWatched: boolean;
  now: Date;
}

/**
 * Up to RELATED_MAX videos of the catalogue related to `video` (found in the catalogue first),
 * never itself nor a retired one, ranked by: same category, then the number of materials in
 * common (by material key), then a similar difficulty (same, then a step away), then newest.
 * A signed-in user's watched videos among them go last, marked; with `hideWatched` they are
 * left out before the best are chosen, so others take their places.
 */
export async function listRelatedVideos(
  db: Kysely<Database>,
  video: Video,
  filter: RelatedFilter,
): Promise<RelatedVideo[]> {
  // The video's category, read inside each statement by key (once per statement): one round
  // trip fewer than reading it first.
  const categoryId = sql`(select category_id from videos where id = ${video._id})`;
  // The video's materials by key, each named as the video names it (its first of that key).
  const names = new Map<string, string>();
  for (const { name } of video.materials) {
    const key = materialKey(name);
    if (key && !names.has(key)) names.set(key, name);
  }
  const keys = [...names.keys()].slice(0, MATERIALS_LOOKED_UP);
  // Each key's longest word: a video holding the key holds that word (the word index's order).
  const probes = [
    ...new Set(
      keys.map((key) => materialWords(key).reduce((a, b) => (b.length > a.length ? b : a), '')),
    ),
  ].filter(Boolean);

  // Every video of the category outranks every other, so the other branches (each material's
  // newest anywhere, the similar difficulties', the catalogue's) are read only when the
  // category's own do not fill the list.
  const inCategory = [
    ...probes.map((word) =>
      newest(
        sql`select video_id as id from video_material_words
          where word = ${word} and category_id = ${categoryId}
          order by published_at desc, video_id desc`,
        PER_MATERIAL,
      ),
    ),
    newest(
      sql`select id from videos where category_id = ${categoryId} and ${IN_CATALOGUE}
        order by published_at desc, id desc`,
      PER_POOL,
    ),
  ];
  const similar = DIFFICULTIES.filter((d) => difficultyCloseness(d, video.difficulty) > 0);
  const elsewhere = [
    ...probes.map((word) =>
      newest(
        sql`select video_id as id from video_material_words where word = ${word}
          order by published_at desc, video_id desc`,
        PER_MATERIAL,
      ),
    ),
    ...similar.map((difficulty) =>
      newest(
        sql`select id from videos where difficulty = ${difficulty} and ${IN_CATALOGUE}
          order by published_at desc, id desc`,
        PER_POOL,
      ),
    ),
    newest(
      sql`select id from videos where ${IN_CATALOGUE} order by published_at desc, id desc`,
      PER_POOL,
    ),
  ];
  const watched = filter.userId
    ? sql`exists (select 1 from list_entries where list_entries.user_id = ${filter.userId}
        and list_entries.list = 'history' and list_entries.video_id = videos.id)`
    : sql`1 = 0`;
  // Which of the video's material keys each candidate has, read with it by its primary key's
  // prefix: bit i for keys[i], summed once per key however often the candidate names it.
  const sharedMask =
    keys.length === 0
      ? sql`0`
      : sql`(select sum(distinct case video_materials.name_key
          ${sql.join(
            keys.map((key, i) => sql`when ${key} then ${sql.lit(2 ** i)}`),
            sql` `,
          )} else 0 end)
          from video_materials where video_materials.video_id = videos.id)`;
  // How close each candidate's difficulty is to the video's: 2 the same, 1 a step away, else 0.
  const closeness = sql`case videos.difficulty ${sql.join(
    DIFFICULTIES.map(
      (d) => sql`when ${d} then ${sql.lit(difficultyCloseness(d, video.difficulty))}`,
    ),
    sql` `,
  )} else 0 end`;
  // The number of bits set in the mask (at most MATERIALS_LOOKED_UP), as both dialects count.
  const sharedCount = sql.join(
    keys.map((_, i) => sql`((candidates.shared_mask / ${sql.lit(2 ** i)}) % 2)`),
    sql` + `,
  );
  // The candidates are MATERIALIZED: inlined, PostgreSQL would run the mask's subquery again for
  // each bit the ranking counts.
  // The best RELATED_MAX ranked in the statement, then read as videos in the same statement:
  // same category, more shared materials, closer difficulty, newest, id. The watched among them
  // go last (their rank kept among themselves), unless hideWatched left them out before ranking.
  const readRanked = async (branches: RawBuilder<unknown>[]) => {
    return runPrepared(
      db,
      sql<RankedRow>`
      with pool (id) as (${sql.join(branches, sql` union `)}),
      candidates as materialized (
        select videos.id, videos.published_at,
          case when videos.category_id = ${categoryId} then 1 else 0 end as same_category,
          ${closeness} as closeness,
          case when ${watched} then 1 else 0 end as watched,
          coalesce(${sharedMask}, 0) as shared_mask
        from ${poolThenVideos(db)}
        where ${IN_CATALOGUE} and videos.id <> ${video._id}),
      ranked as (
        select candidates.*, ${keys.length === 0 ? sql`0` : sharedCount} as shared
        from candidates ${filter.hideWatched ? sql`where candidates.watched = 0` : sql``}
        order by same_category desc, shared desc, closeness desc, published_at desc, id desc
        limit ${sql.lit(RELATED_MAX)})
      select ${sql.join(videoColumns.map((column) => sql.ref(column)))},
        ${materialsJson(db)} as materials,
        ranked.same_category, ranked.shared, ranked.closeness, ranked.watched, ranked.shared_mask
      from ${rankedThenVideos(db)}
      inner join categories on categories.id = videos.category_id
      order by ranked.watched, ranked.same_category desc, ranked.shared desc, ranked.closeness desc,
        ranked.published_at desc, ranked.id desc`.compile(db),
    );
  };
  let rows = await readRanked(inCategory);
  if (rows.length < RELATED_MAX) rows = await readRanked([...inCategory, ...elsewhere]);
  return rows.map((row) => {
    const mask = Number(row.shared_mask ?? 0);
    const first = keys.find((_, i) => (mask & (2 ** i)) !== 0);
    const material = first === undefined ? undefined : names.get(first);
    const reason: RelatedReason =
      material !== undefined
        ? { kind: 'material', material }
        : Number(row.same_category) === 1
          ? { kind: 'category' }
          : Number(row.closeness) > 0
            ? { kind: 'difficulty' }
            : { kind: 'recent' };
    return { video: fromRow(row, filter.now), reason, watched: Number(row.watched) === 1 };
  });
}
