import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { creatorSlug } from '#shared/creator-slug.ts';
import type { Difficulty, Material, Video } from '#shared/schemas/video.schema.ts';
import { makeVideo, withCraftFacts } from '../factories.ts';
import { newId, nowIso } from '../ids.ts';
import type { Database, NewVideo } from '../schema.ts';
import {
  type Actor,
  type AuditRecord,
  changedFields,
  recordAudit,
} from './curation-audit.repository.ts';
import { containsPattern } from './curation-user.repository.ts';
import {
  findCategoryId,
  findVideo,
  materialsOf,
  toVideos,
  videoColumns,
} from './video.repository.ts';

/**
 * What a curator states about a video, in the API's own names: what the audit records, and
 * what an edit is compared against. `category` is the category's id.
 */
export interface VideoFacts {
  videoLink: string;
  title: string;
  creator: string;
  description: string;
  category: string;
  thumbnail: string;
  views: number;
  publishedAt: string;
  difficulty: Difficulty;
  projectMinutes: number;
  materials: Material[];
}

/** A new video as the route hands it over: its YouTube id read, its category by id or name. */
export interface NewCuratedVideo {
  youtubeId: string;
  title: string;
  creator: string;
  description?: string | undefined;
  category: string;
  thumbnail?: string | undefined;
  views?: number | undefined;
  /** ISO 8601; now when not given. */
  publishedAt?: string | undefined;
  difficulty?: Difficulty | undefined;
  projectMinutes?: number | undefined;
  materials?: Material[] | undefined;
}

/** A change: any of the fields; `youtubeId` for a new address. */
export type VideoChange = Partial<NewCuratedVideo>;

/** YouTube's own thumbnail and preview of a video (as factories.ts makes them for the seed). */
function youtubeImagesOf(youtubeId: string): { thumbnail: string; gif: string } {
  const { thumbnail, gif } = makeVideo({
    title: '',
    videoLink: youtubeId,
    creator: '',
    description: '',
    viewCount: 0,
    publishedAt: '2005-01-01T00:00:00Z',
    categoryId: '',
  });
  return { thumbnail, gif };
}

/** The rows of a new video: the seed's factories, so a curated video is made as a seeded one is. */
function rowsOf(input: NewCuratedVideo, categoryId: string, now: string) {
  const video: NewVideo = makeVideo({
    id: newId(),
    title: input.title,
    videoLink: input.youtubeId,
    creator: input.creator,
    description: input.description ?? '',
    viewCount: input.views ?? 0,
    publishedAt: input.publishedAt ?? now,
    categoryId,
    addedAt: now,
  });
  if (input.thumbnail !== undefined) video.thumbnail = input.thumbnail;
  return withCraftFacts(video, {
    difficulty: input.difficulty ?? 'beginner',
    projectMinutes: input.projectMinutes ?? 30,
    materials: input.materials ?? [],
  });
}

/** The facts an audit entry of an added video records. */
function factsOfRows(rows: ReturnType<typeof rowsOf>, materials: readonly Material[]): VideoFacts {
  const { video } = rows;
  return {
    videoLink: video.video_link,
    title: video.title,
    creator: video.creator,
    description: video.description,
    category: video.category_id,
    thumbnail: video.thumbnail,
    views: video.view_count,
    publishedAt: video.published_at,
    difficulty: video.difficulty ?? 'beginner',
    projectMinutes: video.project_minutes ?? 30,
    materials: [...materials],
  };
}

/** Rows per insert statement: well under SQLite's 32,766 bound variables. */
const INSERT_CHUNK = 200;

async function insertRows(
  db: Kysely<Database>,
  crafted: ReadonlyArray<ReturnType<typeof rowsOf>>,
): Promise<void> {
  for (let start = 0; start < crafted.length; start += INSERT_CHUNK) {
    const chunk = crafted.slice(start, start + INSERT_CHUNK);
    await db
      .insertInto('videos')
      .values(chunk.map((c) => c.video))
      .execute();
    const materials = chunk.flatMap((c) => c.materials);
    if (materials.length > 0) await db.insertInto('video_materials').values(materials).execute();
    const words = chunk.flatMap((c) => c.words);
    if (words.length > 0) await db.insertInto('video_material_words').values(words).execute();
  }
}

/** The video already holding this YouTube id (in either stored form), if any. */
async function holderOf(db: Kysely<Database>, youtubeId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('videos')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('youtube_id', '=', youtubeId),
        eb('video_link', 'in', [youtubeId, `v=${youtubeId}`]),
      ]),
    )
    .executeTakeFirst();
  return row?.id;
}

export type AddVideoOutcome =
  | { outcome: 'added'; videoId: string }
  | { outcome: 'duplicate'; videoId: string }
  | { outcome: 'no-such-category' };

/**
 * Adds a video with its craft facts, and records it, in one transaction. A YouTube id already
 * in the catalogue (retired or not) is a duplicate; a lost race surfaces as the unique index's
 * violation, which the caller answers alike.
 */
export async function addCuratedVideo(
  db: Kysely<Database>,
  actor: Actor,
  input: NewCuratedVideo,
): Promise<AddVideoOutcome> {
  return db.transaction().execute(async (trx) => {
    const categoryId = await findCategoryId(trx, input.category);
    if (!categoryId) return { outcome: 'no-such-category' } as const;
    const holder = await holderOf(trx, input.youtubeId);
    if (holder) return { outcome: 'duplicate', videoId: holder } as const;
    const rows = rowsOf(input, categoryId, nowIso());
    await insertRows(trx, [rows]);
    await recordAudit(trx, actor, [
      {
        action: 'video.add',
        targetKind: 'video',
        targetId: rows.video.id,
        before: null,
        after: { ...factsOfRows(rows, input.materials ?? []) },
      },
    ]);
    return { outcome: 'added', videoId: rows.video.id } as const;
  });
}

/** What the catalogue holds of an import's YouTube ids and category names. */
export interface ImportCheck {
  /** YouTube id → the video already holding it. */
  held: Map<string, string>;
  /** A category as a row names it (its _id or its name, any case) → its id; absent: no such category. */
  categoryIds: Map<string, string>;
}

/** Which of `youtubeIds` the catalogue already holds, and which category each of `categories` is. */
export async function checkImport(
  db: Kysely<Database>,
  youtubeIds: readonly string[],
  categories: readonly string[],
): Promise<ImportCheck> {
  const known = await db.selectFrom('categories').select(['id', 'category_name']).execute();
  const categoryIds = new Map<string, string>();
  for (const ref of new Set(categories)) {
    const id = known.find(
      (c) => c.id === ref || c.category_name.toLowerCase() === ref.toLowerCase(),
    )?.id;
    if (id) categoryIds.set(ref, id);
  }
  const ids = [...new Set(youtubeIds)];
  const held = new Map<string, string>();
  for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
    const chunk = ids.slice(start, start + INSERT_CHUNK);
    const rows = await db
      .selectFrom('videos')
      .select(['id', 'youtube_id'])
      .where('youtube_id', 'in', chunk)
      .execute();
    for (const row of rows) held.set(row.youtube_id, row.id);
  }
  return { held, categoryIds };
}

/** An import's rows, made before any is written: the videos, their facts and their audit. */
export interface CuratedImportRows {
  actor: Actor;
  crafted: ReturnType<typeof rowsOf>[];
  records: AuditRecord[];
}

/** Videos made into rows between two turns of the event loop (as import/video-import.ts checks them). */
const ROWS_MADE_PER_TURN = 250;

/**
 * The rows of checked videos (checkImport found nothing wrong), made as the seed makes them,
 * with their audit entries: everything an import writes, before a transaction begins. Made a
 * slice at a time, letting other requests be answered in between.
 */
export async function curatedImportRows(
  actor: Actor,
  inputs: readonly NewCuratedVideo[],
  categoryIds: readonly string[],
): Promise<CuratedImportRows> {
  const now = nowIso();
  const crafted: ReturnType<typeof rowsOf>[] = [];
  for (const [index, input] of inputs.entries()) {
    if (index > 0 && index % ROWS_MADE_PER_TURN === 0) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
    crafted.push(rowsOf(input, categoryIds[index] ?? '', now));
  }
  const records = crafted.map(
    (rows, index): AuditRecord => ({
      action: 'video.import',
      targetKind: 'video',
      targetId: rows.video.id,
      before: null,
      after: { ...factsOfRows(rows, inputs[index]?.materials ?? []) },
    }),
  );
  return { actor, crafted, records };
}

/**
 * Writes an import's rows: inserts only, no reads, so its statements can be compiled ahead and
 * run in one go (node/import/import-worker.ts). A row that meets a video added meanwhile fails with
 * the unique index's violation; the caller's transaction then rolls every row back.
 */
export async function writeCuratedImport(
  db: Kysely<Database>,
  rows: CuratedImportRows,
): Promise<void> {
  await insertRows(db, rows.crafted);
  await recordAudit(db, rows.actor, rows.records);
}

/**
 * Writes checked rows (checkImport found nothing wrong) and their audit entries, in one
 * transaction; a row that meets a video added meanwhile fails the whole import (unique index).
 */
export async function importCuratedVideos(
  db: Kysely<Database>,
  actor: Actor,
  inputs: readonly NewCuratedVideo[],
  categoryIds: readonly string[],
): Promise<number> {
  const rows = await curatedImportRows(actor, inputs, categoryIds);
  await db.transaction().execute((trx) => writeCuratedImport(trx, rows));
  return rows.crafted.length;
}

/** A video's facts as stored, for an edit to compare against. */
async function currentFacts(
  db: Kysely<Database>,
  videoId: string,
): Promise<{ facts: VideoFacts; youtubeId: string } | undefined> {
  const row = await db
    .selectFrom('videos')
    .select([
      'video_link',
      'youtube_id',
      'title',
      'creator',
      'description',
      'category_id',
      'thumbnail',
      'view_count',
      'published_at',
      'difficulty',
      'project_minutes',
    ])
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (!row) return undefined;
  const materials = (await materialsOf(db, [videoId])).get(videoId) ?? [];
  return {
    youtubeId: row.youtube_id,
    facts: {
      videoLink: row.video_link,
      title: row.title,
      creator: row.creator,
      description: row.description,
      category: row.category_id,
      thumbnail: row.thumbnail,
      views: Number(row.view_count),
      publishedAt: row.published_at,
      difficulty: row.difficulty,
      projectMinutes: Number(row.project_minutes),
      materials,
    },
  };
}

export type EditVideoOutcome =
  | { outcome: 'edited' | 'unchanged' }
  | { outcome: 'not-found' }
  | { outcome: 'no-such-category' }
  | { outcome: 'duplicate'; videoId: string };

/**
 * Changes a video's fields, and records what changed (before and after), in one transaction.
 * A new address changes the stored videoLink and the preview; the thumbnail follows it when it
 * was YouTube's own and no other is given. Views and the published date are stored as the
 * number and the date: their display text is still derived when answered.
 */
export async function editCuratedVideo(
  db: Kysely<Database>,
  actor: Actor,
  videoId: string,
  change: VideoChange,
): Promise<EditVideoOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await currentFacts(trx, videoId);
    if (!current) return { outcome: 'not-found' } as const;
    const was = current.facts;
    const next: VideoFacts = { ...was, materials: [...was.materials] };
    if (change.category !== undefined) {
      const categoryId = await findCategoryId(trx, change.category);
      if (!categoryId) return { outcome: 'no-such-category' } as const;
      next.category = categoryId;
    }
    let gif: string | undefined;
    if (change.youtubeId !== undefined && change.youtubeId !== current.youtubeId) {
      const holder = await holderOf(trx, change.youtubeId);
      if (holder && holder !== videoId) return { outcome: 'duplicate', videoId: holder } as const;
      next.videoLink = change.youtubeId;
      const images = youtubeImagesOf(change.youtubeId);
      gif = images.gif;
      if (
        change.thumbnail === undefined &&
        was.thumbnail === youtubeImagesOf(current.youtubeId).thumbnail
      ) {
        next.thumbnail = images.thumbnail;
      }
    }
    if (change.title !== undefined) next.title = change.title;
    if (change.creator !== undefined) next.creator = change.creator;
    if (change.description !== undefined) next.description = change.description;
    if (change.thumbnail !== undefined) next.thumbnail = change.thumbnail;
    if (change.views !== undefined) next.views = change.views;
    if (change.publishedAt !== undefined) {
      next.publishedAt = new Date(change.publishedAt).toISOString();
    }
    if (change.difficulty !== undefined) next.difficulty = change.difficulty;
    if (change.projectMinutes !== undefined) next.projectMinutes = change.projectMinutes;
    if (change.materials !== undefined) next.materials = change.materials;

    const changed = changedFields({ ...was }, { ...next });
    if (!changed) return { outcome: 'unchanged' } as const;
    const keys = Object.keys(changed.after);
    const has = (key: keyof VideoFacts) => keys.includes(key);
    const columns = {
      ...(has('videoLink')
        ? { video_link: next.videoLink, youtube_id: next.videoLink, ...(gif ? { gif } : {}) }
        : {}),
      ...(has('title') ? { title: next.title } : {}),
      ...(has('creator') ? { creator: next.creator, creator_slug: creatorSlug(next.creator) } : {}),
      ...(has('description') ? { description: next.description } : {}),
      ...(has('category') ? { category_id: next.category } : {}),
      ...(has('thumbnail') ? { thumbnail: next.thumbnail } : {}),
      ...(has('views') ? { view_count: next.views } : {}),
      ...(has('publishedAt') ? { published_at: next.publishedAt } : {}),
      ...(has('difficulty') ? { difficulty: next.difficulty } : {}),
      ...(has('projectMinutes') ? { project_minutes: next.projectMinutes } : {}),
    };
    // Materials alone live in their own tables: `videos` then has nothing to update.
    if (Object.keys(columns).length > 0) {
      await trx.updateTable('videos').set(columns).where('id', '=', videoId).execute();
    }
    if (has('materials')) {
      // Replaced whole: the materials and their words, made as the seed makes them, with the
      // video's (new) date and category.
      await trx.deleteFrom('video_material_words').where('video_id', '=', videoId).execute();
      await trx.deleteFrom('video_materials').where('video_id', '=', videoId).execute();
      const rows = withCraftFacts(
        {
          id: videoId,
          title: '',
          video_link: '',
          youtube_id: '',
          gif: '',
          thumbnail: '',
          view_count: 0,
          published_at: next.publishedAt,
          creator: '',
          creator_slug: '',
          added_at: '',
          description: '',
          category_id: next.category,
        },
        {
          difficulty: next.difficulty,
          projectMinutes: next.projectMinutes,
          materials: next.materials,
        },
      );
      if (rows.materials.length > 0) {
        await trx.insertInto('video_materials').values(rows.materials).execute();
      }
      if (rows.words.length > 0) {
        await trx.insertInto('video_material_words').values(rows.words).execute();
      }
    }
    await recordAudit(trx, actor, [
      { action: 'video.edit', targetKind: 'video', targetId: videoId, ...changed },
    ]);
    return { outcome: 'edited' } as const;
  });
}

export type RetireOutcome = 'done' | 'not-found' | 'already';

/**
 * Retires a video (takes it out of the catalogue, search and the materials' suggestions; users'
 * lists keep it, marked) or restores it, and records it, in one transaction. The update of
 * `videos` bumps the catalogue's version (its triggers), so cached answers follow.
 */
export async function setVideoRetired(
  db: Kysely<Database>,
  actor: Actor,
  videoId: string,
  retired: boolean,
): Promise<RetireOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('videos')
      .select(['id', 'retired_at'])
      .where('id', '=', videoId)
      .executeTakeFirst();
    if (!row) return 'not-found';
    if ((row.retired_at !== null) === retired) return 'already';
    const at = nowIso();
    const update = await trx
      .updateTable('videos')
      .set({ retired_at: retired ? at : null })
      .where('id', '=', videoId)
      .where(retired ? sql<SqlBool>`retired_at is null` : sql<SqlBool>`retired_at is not null`)
      .executeTakeFirst();
    if (Number(update.numUpdatedRows) === 0) return 'already';
    const record: AuditRecord = {
      action: retired ? 'video.retire' : 'video.restore',
      targetKind: 'video',
      targetId: videoId,
      before: { retired: !retired },
      after: { retired },
    };
    await recordAudit(trx, actor, [record]);
    return 'done';
  });
}

/** A video as curators read it: retired ones too (marked). */
export function findCuratedVideo(
  db: Kysely<Database>,
  videoId: string,
  now: Date,
): Promise<Video | undefined> {
  return findVideo(db, videoId, now, { retired: 'include' });
}

/** A video's views as the number they are (undefined: no such video). */
export async function viewCountOf(
  db: Kysely<Database>,
  videoId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('videos')
    .select('view_count')
    .where('id', '=', videoId)
    .executeTakeFirst();
  return row && Number(row.view_count);
}

export type CuratedStatus = 'all' | 'active' | 'retired';

/** Position in a curator's listing: [date, id], the date published, or retired for 'retired'. */
export interface CuratedCursor {
  at: string;
  id: string;
}

/**
 * The catalogue as curators list it: every video, or those in it, newest published first; or
 * the retired ones, most recently retired first. Keyset pages.
 */
export async function listCuratedVideos(
  db: Kysely<Database>,
  options: {
    status: CuratedStatus;
    /** Part of the title or creator, any case. */
    q?: string | undefined;
    limit: number;
    after?: CuratedCursor | undefined;
    now: Date;
  },
): Promise<{ videos: Video[]; next: CuratedCursor | null }> {
  const retired = options.status === 'retired';
  const at = retired ? sql.ref('videos.retired_at') : sql.ref('videos.published_at');
  const conditions: Expression<SqlBool>[] = [];
  if (options.status === 'active') conditions.push(sql<SqlBool>`videos.retired_at is null`);
  if (retired) conditions.push(sql<SqlBool>`videos.retired_at is not null`);
  const q = options.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(sql<SqlBool>`(lower(videos.title) like ${pattern} escape '\\'
      or lower(videos.creator) like ${pattern} escape '\\')`);
  }
  if (options.after) {
    conditions.push(sql<SqlBool>`(${at}, videos.id) < (${options.after.at}, ${options.after.id})`);
  }
  let query = db
    .selectFrom('videos')
    .innerJoin('categories', 'categories.id', 'videos.category_id')
    .select(videoColumns)
    .orderBy(at, 'desc')
    .orderBy('videos.id', 'desc')
    .limit(options.limit + 1);
  for (const condition of conditions) query = query.where(condition);
  const rows = await query.execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const lastAt = last ? (retired ? last.retired_at : last.published_at) : null;
  return {
    videos: await toVideos(db, page, options.now),
    next: rows.length > options.limit && last && lastAt ? { at: lastAt, id: last.id } : null,
  };
}
