import { type Expression, type Kysely, type SqlBool, SqliteAdapter, sql } from 'kysely';
import { formatRelativeAge } from '#shared/format/relative-age.ts';
import { formatViews } from '#shared/format/views.ts';
import { materialWords } from '#shared/material-key.ts';
import type { Difficulty, Material, TimeRange, Video } from '#shared/schemas/video.schema.ts';
import { youtubeIdOf } from '#shared/video-link.ts';
import type { CraftedVideoRows } from '../factories.ts';
import { runPrepared } from '../prepared-statement.ts';
import type { Database } from '../schema.ts';

/** The columns a Video is made of, as selected from `videos` joined with `categories`. */
export const videoColumns = [
  'videos.id',
  'videos.title',
  'videos.video_link',
  'videos.gif',
  'videos.thumbnail',
  'videos.view_count',
  'videos.published_at',
  'videos.creator',
  'videos.description',
  'videos.difficulty',
  'videos.project_minutes',
  'videos.retired_at',
  'categories.category_name',
] as const;

export interface VideoColumns {
  id: string;
  title: string;
  video_link: string;
  gif: string;
  thumbnail: string;
  view_count: number;
  published_at: string;
  creator: string;
  description: string;
  difficulty: Difficulty;
  project_minutes: number;
  retired_at: string | null;
  category_name: string;
}

/**
 * Display text (views, age) is derived here from the stored numbers and dates. The materials
 * come from their own table (materialsOf), read for a whole page at once.
 */
export function toVideo(
  row: VideoColumns,
  materials: readonly Material[],
  now: Date = new Date(),
): Video {
  return {
    _id: row.id,
    title: row.title,
    videoLink: row.video_link,
    gif: row.gif,
    thumbnail: row.thumbnail,
    views: formatViews(Number(row.view_count)),
    viewCount: Number(row.view_count),
    created: formatRelativeAge(new Date(row.published_at), now),
    publishedAt: row.published_at,
    creator: row.creator,
    description: row.description,
    categoryName: row.category_name,
    difficulty: row.difficulty,
    projectMinutes: Number(row.project_minutes),
    materials: [...materials],
    // Only a retired video says so (it is then read only from users' lists): every other
    // answer keeps the spec's shape.
    ...(row.retired_at === null ? {} : { retired: true as const }),
  };
}

/**
 * The condition on a `videos` row that it is in the catalogue: not retired by a curator
 * (migration 2026-12-01T09-00-curators). Every catalogue read (listings, search, materials, the
 * one-video answer) holds it; users' lists do not, and mark a retired video instead.
 */
export const IN_CATALOGUE: Expression<SqlBool> = sql<SqlBool>`videos.retired_at is null`;

/** Each video's materials, in order, for these videos (one indexed read for a page). */
export async function materialsOf(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, Material[]>> {
  const byVideo = new Map<string, Material[]>();
  if (ids.length === 0) return byVideo;
  const rows = await db
    .selectFrom('video_materials')
    .select(['video_id', 'name', 'quantity'])
    .where('video_id', 'in', [...new Set(ids)])
    .orderBy('video_id')
    .orderBy('position')
    .execute();
  for (const { video_id, name, quantity } of rows) {
    const materials = byVideo.get(video_id) ?? [];
    materials.push(quantity === null ? { name } : { name, quantity });
    byVideo.set(video_id, materials);
  }
  return byVideo;
}

/**
 * A video's materials, in order, as one JSON value in the row that reads the video: the page
 * stays one query. Only for queries that read their rows already in order (a sort would make
 * the database build it for every row it sorts); a search reads them after (toVideos).
 */
export function materialsJson(db: Kysely<Database>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<unknown>`(select json_group_array(json_array(name, quantity)) from (
        select name, quantity from video_materials
        where video_materials.video_id = videos.id order by position))`
    : sql<unknown>`(select json_agg(json_build_array(name, quantity) order by position)
        from video_materials where video_materials.video_id = videos.id)`;
}

/** What materialsJson made (SQLite answers text, PostgreSQL parsed JSON or null for none). */
function materialsFrom(value: unknown): Material[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : (value ?? []);
  if (!Array.isArray(parsed)) throw new TypeError("A video's materials are not a JSON array");
  return parsed.map((pair: unknown) => {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string') {
      throw new TypeError('A material is not a [name, quantity] pair');
    }
    return typeof pair[1] === 'string' ? { name: pair[0], quantity: pair[1] } : { name: pair[0] };
  });
}

/** A row of videoColumns with materialsJson's `materials`. */
export type VideoRow = VideoColumns & { materials: unknown };

export const fromRow = (row: VideoRow, now: Date) =>
  toVideo(row, materialsFrom(row.materials), now);

/** Rows as answers: their materials read in one query, their ages told from `now`. */
export async function toVideos(
  db: Kysely<Database>,
  rows: readonly VideoColumns[],
  now: Date,
): Promise<Video[]> {
  const materials = await materialsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toVideo(row, materials.get(row.id) ?? [], now));
}

/** The craft facts a listing may be filtered by (docs/product.md, "Filters"). */
export interface CraftFilter {
  difficulty?: Difficulty | undefined;
  time?: TimeRange | undefined;
  /** A material's name or part of it, matched as whole words (shared/material-key.ts). */
  material?: string | undefined;
}

/**
 * The time ranges as one number: 0 under 30 minutes (1–29), 1 from 30 to 60 (both included), 2
 * over 60. Written exactly as the expression indexes of migration 2026-11-29T09-00-craft-facts
 * are, so that both planners use them: keep the two the same.
 */
const TIME_BAND = sql.raw(
  '(case when videos.project_minutes < 30 then 0 when videos.project_minutes <= 60 then 1 else 2 end)',
);
const TIME_BANDS: Record<TimeRange, number> = { 'under-30': 0, '30-60': 1, 'over-60': 2 };

/**
 * The filter's conditions on a `videos` row: difficulty and time on its columns (which the
 * indexes of migration 2026-11-29T09-00-craft-facts hold), and the material, when `material`
 * says how to check it (materialCheckFor).
 */
export function craftConditions(
  filter: CraftFilter,
  material?: MaterialCheck,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.difficulty) conditions.push(sql<SqlBool>`videos.difficulty = ${filter.difficulty}`);
  if (filter.time) {
    // A literal, not a parameter: the planner matches it against the indexes' expression.
    conditions.push(sql<SqlBool>`${TIME_BAND} = ${sql.lit(TIME_BANDS[filter.time])}`);
  }
  const match = materialMatch(filter.material);
  if (match && material) {
    conditions.push(
      material === 'set'
        ? sql<SqlBool>`videos.id in (select video_id from video_material_words
            where word = ${match.word})`
        : // A scalar subquery by (video_id, word): at most one row, found by its key.
          sql<SqlBool>`(select word from video_material_words
            where video_id = videos.id and word = ${match.word}) is not null`,
    );
    if (match.phrase) conditions.push(hasPhrase(match.phrase));
  }
  return conditions;
}

/**
 * How a query that walks `videos` checks a material: as the set of its videos, which the
 * planner may read first and sort (right for a rare material), or row by row, which keeps a
 * walk in the catalogue's order (right for a common one, whose videos fill a page soon).
 */
type MaterialCheck = 'set' | 'rows';

/** A material with more videos than this is checked row by row (MaterialCheck). */
const RARE_MATERIAL_VIDEOS = 2000;

/** How to check the filter's material (none: no material), from how many videos need it. */
export async function materialCheckFor(
  db: Kysely<Database>,
  material: string | undefined,
): Promise<MaterialCheck | undefined> {
  const match = materialMatch(material);
  if (!match) return undefined;
  // Reads at most RARE_MATERIAL_VIDEOS + 1 entries of the word's index.
  const { rows } = await sql<{ found: number }>`
    select count(*) as found from (select 1 from video_material_words
      where word = ${match.word} limit ${RARE_MATERIAL_VIDEOS + 1}) as hits`.execute(db);
  return Number(rows[0]?.found ?? 0) > RARE_MATERIAL_VIDEOS ? 'rows' : 'set';
}

/**
 * What a material filter looks up: one of its words in the word index (the longest, likely
 * the rarest), and, when it has several, the pattern its words make side by side in a key.
 */
function materialMatch(material: string | undefined) {
  const words = material ? materialWords(material) : [];
  const word = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (!word) return undefined;
  // Words hold letters and digits only: nothing to escape in the pattern.
  return { word, phrase: words.length > 1 ? `% ${words.join(' ')} %` : undefined };
}

/**
 * One of the video's materials has these words side by side. A scalar subquery, checked per
 * video through the materials' key (video_id, position): as EXISTS, PostgreSQL turned it into
 * a semi-join that read every material of the catalogue (and SQLite runs EXISTS slowly).
 */
function hasPhrase(pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`(select 1 from video_materials
    where video_materials.video_id = videos.id
      and ' ' || video_materials.name_key || ' ' like ${pattern}
    limit 1) is not null`;
}

/**
 * Writes videos with their craft facts (factories.ts, withCraftFacts), skipping videos already
 * there, and their materials with them (the seed runs on every start; a curator may have
 * changed a seed video's materials).
 */
export async function insertCraftedVideos(
  db: Kysely<Database>,
  videos: readonly CraftedVideoRows[],
): Promise<void> {
  if (videos.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('videos')
      .values(videos.map((v) => v.video))
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    // Only the videos written now get their materials: a video already there keeps its own,
    // which a curator may have changed since (docs/decisions/0010).
    const fresh = new Set(inserted.map((row) => row.id));
    const written = videos.filter((v) => fresh.has(v.video.id));
    const materials = written.flatMap((v) => v.materials);
    if (materials.length > 0) {
      await trx
        .insertInto('video_materials')
        .values(materials)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const words = written.flatMap((v) => v.words);
    if (words.length > 0) {
      await trx
        .insertInto('video_material_words')
        .values(words)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

export function selectVideos(db: Kysely<Database>) {
  return db
    .selectFrom('videos')
    .innerJoin('categories', 'categories.id', 'videos.category_id')
    .select(videoColumns)
    .select(materialsJson(db).as('materials'));
}

export interface VideoFilter {
  category?: string | undefined;
  craft?: CraftFilter | undefined;
  limit: number;
  after?: VideoCursor | undefined;
  /** The moment the videos' ages are told from. */
  now?: Date | undefined;
}

/** Position in the catalogue's order (newest published first, then id). */
export interface VideoCursor {
  publishedAt: string;
  id: string;
}

/**
 * The catalogue in its order; a search goes to searchVideos (video-search.repository.ts). Each
 * page is one keyset read of an index in that order: (published_at, id); within a category,
 * (category_id, published_at, id); of a difficulty, (difficulty, published_at, id); of a
 * material, the word index (word, published_at, video_id), each video then checked against the
 * other filters by its key.
 */
export async function listVideos(
  db: Kysely<Database>,
  filter: VideoFilter,
): Promise<{ videos: Video[]; next: VideoCursor | null }> {
  const { material, ...onVideo } = filter.craft ?? {};
  const match = materialMatch(material);
  const conditions: Expression<SqlBool>[] = [IN_CATALOGUE];
  if (filter.category) {
    // Resolved first, so the page query filters on a category_id and can use its index: the
    // videos' own, or the material words' copy.
    const categoryId = await findCategoryId(db, filter.category);
    if (!categoryId) return { videos: [], next: null };
    conditions.push(
      match
        ? sql<SqlBool>`words.category_id = ${categoryId}`
        : sql<SqlBool>`videos.category_id = ${categoryId}`,
    );
  }
  conditions.push(...craftConditions(onVideo));
  if (match?.phrase) conditions.push(hasPhrase(match.phrase));
  // The rows are walked in the order of the material's word index when there is one (its
  // published_at and id are the video's), else of the videos' own indexes.
  const [publishedAt, id] = match
    ? [sql.ref('words.published_at'), sql.ref('words.video_id')]
    : [sql.ref('videos.published_at'), sql.ref('videos.id')];
  if (filter.after) {
    // A row-value comparison, so both dialects seek straight into the index's order.
    conditions.push(
      sql<SqlBool>`(${publishedAt}, ${id}) < (${filter.after.publishedAt}, ${filter.after.id})`,
    );
  }
  if (match) conditions.push(sql<SqlBool>`words.word = ${match.word}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const { rows } = await sql<VideoRow>`
    select ${sql.join(videoColumns.map((c) => sql.ref(c)))}, ${materialsJson(db)} as materials
    from ${match ? wordsThenVideos(db) : sql`videos`}
    join categories on categories.id = videos.category_id
    ${where}
    order by ${publishedAt} desc, ${id} desc
    limit ${filter.limit + 1}`.execute(db);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const next =
    rows.length > filter.limit && last ? { publishedAt: last.published_at, id: last.id } : null;
  const now = filter.now ?? new Date();
  return { videos: page.map((row) => fromRow(row, now)), next };
}

/**
 * A material's words, each then its video by key: the word index is read in its order, and
 * stops at a full page. Each planner is kept to that order: SQLite by CROSS JOIN (else it might
 * start from a category's videos and sort them); PostgreSQL by a lateral subquery (OFFSET 0
 * keeps it one), else it may hash-join the words with a scan of every video.
 */
function wordsThenVideos(db: Kysely<Database>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql`video_material_words as words cross join videos on videos.id = words.video_id`
    : sql`video_material_words as words cross join lateral (
        select * from videos where videos.id = words.video_id offset 0) as videos`;
}

/** How many of the newest videos the common materials are counted among. */
export const MATERIALS_SAMPLE = 5000;

/**
 * The materials most of the newest MATERIALS_SAMPLE videos need, commonest first (ties by
 * name), each by its commonest key's first name in order ("Acrylic paints" for acrylic paint).
 * Counted among the newest videos, not all: a bounded read whatever the catalogue's size.
 */
export async function listCommonMaterials(
  db: Kysely<Database>,
  limit: number,
): Promise<Array<{ name: string; videos: number }>> {
  const { rows } = await sql<{ name: string; videos: number | string }>`
    select min(video_materials.name) as name, count(*) as videos
    from (select id from videos where ${IN_CATALOGUE} order by published_at desc, id desc
      limit ${MATERIALS_SAMPLE}) as newest
    join video_materials on video_materials.video_id = newest.id
    group by video_materials.name_key
    order by count(*) desc, video_materials.name_key
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ name: row.name, videos: Number(row.videos) }));
}

/**
 * The videos with these ids, in no particular order; ids of no video are left out. Retired
 * videos are in (marked `retired`): users' lists keep them.
 */
export async function findVideosByIds(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<Video[]> {
  if (ids.length === 0) return [];
  const rows = await selectVideos(db).where('videos.id', 'in', ids).execute();
  return rows.map((row) => fromRow(row, now));
}

/** A category's id from its id or its name (any case). */
export async function findCategoryId(
  db: Kysely<Database>,
  idOrName: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', idOrName),
        eb(eb.fn('lower', ['category_name']), '=', idOrName.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  return row?.id;
}

/** Whether a video of this `_id` is there at all, retired or not. */
export async function videoExists(db: Kysely<Database>, videoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('videos')
    .select('id')
    .where('id', '=', videoId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a curator has retired this video (by its `_id`). Users keep a retired video in their
 * lists, but may not save it anew: to an add it is no more known than a video that never was, while
 * the foreign key alone would take it. Undo puts back the user's own entry without asking this.
 * An add asks it inside its own statement (notRetired); this tells an add refused for it apart.
 */
export async function isRetired(db: Kysely<Database>, videoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('videos')
    .select('id')
    .where('id', '=', videoId)
    .where(sql<SqlBool>`retired_at is not null`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The condition of an add that the video is not retired, for the add's own statement: a save
 * costs no query more than it did before retiring existed (the history write is benchmarked).
 */
export function notRetired(videoId: string) {
  return sql<SqlBool>`not exists (select 1 from "videos"
    where "videos"."id" = ${videoId} and "videos"."retired_at" is not null)`;
}

/**
 * A video by its `_id` or its `videoLink`, with or without the `v=` prefix. A retired video is
 * found only when `retired` is 'include' (its thumbnail, a curator's read): the catalogue's
 * answer treats it as gone.
 */
export async function findVideo(
  db: Kysely<Database>,
  idOrLink: string,
  now: Date = new Date(),
  { retired }: { retired: 'include' | 'exclude' } = { retired: 'exclude' },
): Promise<Video | undefined> {
  let query = selectVideos(db).where((eb) =>
    eb.or([eb('videos.id', '=', idOrLink), eb('videos.youtube_id', '=', youtubeIdOf(idOrLink))]),
  );
  if (retired === 'exclude') query = query.where(IN_CATALOGUE);
  const [row] = await runPrepared(db, query.compile());
  return row && fromRow(row, now);
}
