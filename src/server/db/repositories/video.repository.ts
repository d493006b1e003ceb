import { type Expression, type Kysely, type SqlBool, SqliteAdapter, sql } from 'kysely';
import { formatRelativeAge } from '#shared/format/relative-age.ts';
import { formatViews } from '#shared/format/views.ts';
import { materialWords } from '#shared/material-key.ts';
import type { Difficulty, Material, TimeRange, Video } from '#shared/schemas/video.schema.ts';
import { youtubeIdOf } from '#shared/video-link.ts';
import type { CraftedVideoRows } from '../factories.ts';
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
    created: formatRelativeAge(new Date(row.published_at), now),
    publishedAt: row.published_at,
    creator: row.creator,
    description: row.description,
    categoryName: row.category_name,
    difficulty: row.difficulty,
    projectMinutes: Number(row.project_minutes),
    materials: [...materials],
  };
}

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

/** The project_minutes each time range holds, bounds included. */
export const TIME_RANGE_MINUTES: Record<TimeRange, [min: number, max: number]> = {
  'under-30': [1, 29],
  '30-60': [30, 60],
  'over-60': [61, 1440],
};

/**
 * The filter's conditions on a `videos` row: difficulty and time on its columns, the material
 * as the videos of the word's index (a set read once, not a lookup per row) and, for more than
 * one word, the words side by side in one of its materials.
 */
export function craftConditions(filter: CraftFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.difficulty) conditions.push(sql<SqlBool>`videos.difficulty = ${filter.difficulty}`);
  if (filter.time) {
    const [min, max] = TIME_RANGE_MINUTES[filter.time];
    conditions.push(sql<SqlBool>`videos.project_minutes between ${min} and ${max}`);
  }
  const material = materialMatch(filter.material);
  if (material) {
    conditions.push(
      sql<SqlBool>`videos.id in (select video_id from video_material_words where word = ${material.word})`,
    );
    if (material.phrase) conditions.push(hasPhrase(material.phrase));
  }
  return conditions;
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

/** One of the video's materials has these words side by side. */
function hasPhrase(pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from video_materials
    where video_materials.video_id = videos.id
      and ' ' || video_materials.name_key || ' ' like ${pattern})`;
}

/**
 * Writes videos with their craft facts (factories.ts, withCraftFacts), skipping rows already
 * there (the seed runs on every start).
 */
export async function insertCraftedVideos(
  db: Kysely<Database>,
  videos: readonly CraftedVideoRows[],
): Promise<void> {
  if (videos.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('videos')
      .values(videos.map((v) => v.video))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const materials = videos.flatMap((v) => v.materials);
    if (materials.length > 0) {
      await trx
        .insertInto('video_materials')
        .values(materials)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const words = videos.flatMap((v) => v.words);
    if (words.length > 0) {
      await trx
        .insertInto('video_material_words')
        .values(words)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

function selectVideos(db: Kysely<Database>) {
  return db
    .selectFrom('videos')
    .innerJoin('categories', 'categories.id', 'videos.category_id')
    .select(videoColumns);
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
  const conditions: Expression<SqlBool>[] = [];
  if (filter.category) {
    // Resolved first, so the page query filters on videos.category_id and can use its index.
    const categoryId = await findCategoryId(db, filter.category);
    if (!categoryId) return { videos: [], next: null };
    conditions.push(sql<SqlBool>`videos.category_id = ${categoryId}`);
  }
  const { material, ...onVideo } = filter.craft ?? {};
  conditions.push(...craftConditions(onVideo));
  const match = materialMatch(material);
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
  // SQLite: CROSS JOIN keeps the word index first, so no sort is needed (its planner might
  // start from a category's videos and sort them); PostgreSQL plans it as an inner join.
  const from =
    match && db.getExecutor().adapter instanceof SqliteAdapter
      ? sql`video_material_words as words cross join videos on videos.id = words.video_id`
      : match
        ? sql`video_material_words as words join videos on videos.id = words.video_id`
        : sql`videos`;
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const { rows } = await sql<VideoColumns>`
    select ${sql.join(videoColumns.map((c) => sql.ref(c)))}
    from ${from} join categories on categories.id = videos.category_id
    ${where}
    order by ${publishedAt} desc, ${id} desc
    limit ${filter.limit + 1}`.execute(db);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const next =
    rows.length > filter.limit && last ? { publishedAt: last.published_at, id: last.id } : null;
  return { videos: await toVideos(db, page, filter.now ?? new Date()), next };
}

/** The videos with these ids, in no particular order; ids of no video are left out. */
export async function findVideosByIds(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<Video[]> {
  if (ids.length === 0) return [];
  const rows = await selectVideos(db).where('videos.id', 'in', ids).execute();
  return toVideos(db, rows, now);
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

/** A video by its `_id` or its `videoLink`, with or without the `v=` prefix. */
export async function findVideo(
  db: Kysely<Database>,
  idOrLink: string,
  now: Date = new Date(),
): Promise<Video | undefined> {
  const row = await selectVideos(db)
    .where((eb) =>
      eb.or([eb('videos.id', '=', idOrLink), eb('videos.youtube_id', '=', youtubeIdOf(idOrLink))]),
    )
    .executeTakeFirst();
  return row && (await toVideos(db, [row], now))[0];
}
