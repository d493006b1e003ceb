import { type Kysely, sql } from 'kysely';
import { materialKey } from '#shared/material-key.ts';
import {
  type ChecklistItem,
  type NeededMaterial,
  PROJECT_CHANGES_SHOWN,
  type Project,
  type ProjectChange,
  type ProjectCounts,
  type ProjectStatus,
} from '#shared/schemas/project.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { isForeignKeyViolation } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';
import { findVideosByIds, notRetired } from './video.repository.ts';
import { refused, type WriteResult } from './write-refusal.ts';

/*
 * My projects (docs/product.md, "Projects"). Every function takes the signed-in user's id (the routes put
 * requireUser in front), and reads or writes only that user's rows.
 */

/** Where a page of projects goes on from: the last one's (updated_at, video_id). */
export interface ProjectCursor {
  updatedAt: string;
  videoId: string;
}

export interface ProjectsWindow {
  status?: ProjectStatus | undefined;
  limit: number;
  after?: ProjectCursor | undefined;
}

export interface ProjectsPageRead {
  projects: Project[];
  /** The last answered project's position when more follow, else null. */
  next: ProjectCursor | null;
  /** How many projects the list (of the status asked, or all) holds. */
  total: number;
  counts: ProjectCounts;
}

interface ProjectRow {
  video_id: string;
  status: ProjectStatus;
  created_at: string;
  updated_at: string;
}

/**
 * A page of the user's projects, most recently changed first (keyset on (updated_at, video_id),
 * through the (user_id[, status], updated_at, video_id) indexes), with the counts of each status.
 */
export async function projectsPage(
  db: Kysely<Database>,
  userId: string,
  window: ProjectsWindow,
  now: Date,
): Promise<ProjectsPageRead> {
  let query = db
    .selectFrom('projects')
    .select(['video_id', 'status', 'created_at', 'updated_at'])
    .where('user_id', '=', userId);
  if (window.status) query = query.where('status', '=', window.status);
  const after = window.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('updated_at', '<', after.updatedAt),
        eb.and([eb('updated_at', '=', after.updatedAt), eb('video_id', '<', after.videoId)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('updated_at', 'desc')
    .orderBy('video_id', 'desc')
    .limit(window.limit + 1)
    .execute();
  const counts = await countsOf(db, userId);
  const page = rows.slice(0, window.limit);
  const last = page.at(-1);
  return {
    projects: await projectsOf(db, userId, page, now),
    next:
      rows.length > window.limit && last
        ? { updatedAt: last.updated_at, videoId: last.video_id }
        : null,
    total: window.status ? counts[window.status] : counts.to_try + counts.making + counts.made,
    counts,
  };
}

async function countsOf(db: Kysely<Database>, userId: string): Promise<ProjectCounts> {
  const rows = await db
    .selectFrom('projects')
    .select((eb) => ['status', eb.fn.countAll<number | string | bigint>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const counts: ProjectCounts = { to_try: 0, making: 0, made: 0 };
  // PostgreSQL answers a count as text.
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** The user's project of one video, or undefined when the user does not track it. */
export async function findProject(
  db: Kysely<Database>,
  userId: string,
  videoId: string,
  now: Date,
): Promise<Project | undefined> {
  const row = await db
    .selectFrom('projects')
    .select(['video_id', 'status', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await projectsOf(db, userId, [row], now))[0];
}

/** Rows as answers: their videos, latest changes and ticks read in one query each. */
async function projectsOf(
  db: Kysely<Database>,
  userId: string,
  rows: readonly ProjectRow[],
  now: Date,
): Promise<Project[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.video_id);
  const [videos, changeRows, tickRows] = await Promise.all([
    findVideosByIds(db, ids, now),
    db
      .selectFrom('project_changes')
      .select(['video_id', 'status', 'changed_at'])
      .where('user_id', '=', userId)
      .where('video_id', 'in', ids)
      .orderBy('video_id')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('project_materials')
      .select(['video_id', 'material_key'])
      .where('user_id', '=', userId)
      .where('video_id', 'in', ids)
      .execute(),
  ]);
  const videoById = new Map(videos.map((video) => [video._id, video]));
  const changes = new Map<string, ProjectChange[]>();
  for (const row of changeRows) {
    const list = changes.get(row.video_id) ?? [];
    if (list.length < PROJECT_CHANGES_SHOWN) list.push({ status: row.status, at: row.changed_at });
    changes.set(row.video_id, list);
  }
  const ticked = new Map<string, Set<string>>();
  for (const row of tickRows) {
    const keys = ticked.get(row.video_id) ?? new Set<string>();
    keys.add(row.material_key);
    ticked.set(row.video_id, keys);
  }
  return rows.flatMap((row) => {
    const video = videoById.get(row.video_id);
    if (!video) return [];
    return [
      {
        video,
        status: row.status,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        changes: changes.get(row.video_id) ?? [],
        materials: checklistOf(video, ticked.get(row.video_id) ?? new Set()),
      },
    ];
  });
}

/** The video's materials in order, each with whether its key is among those ticked. */
export function checklistOf(video: Video, ticked: ReadonlySet<string>): ChecklistItem[] {
  return video.materials.map((material, index) => ({
    index,
    ...material,
    have: ticked.has(materialKey(material.name)),
  }));
}

/** What a status set did: a new project, a change, or nothing (the status it had already). */
export type StatusChange = 'created' | 'changed' | 'unchanged';

/**
 * Marks the video with a status: a new project ('created'), a change ('changed'), each recorded
 * with its time; the status it has already is 'unchanged' and records nothing. Any status may
 * follow any other. Tracking a retired video anew is refused (`video-retired`), while one
 * already tracked keeps its project; a video that never was is `video-missing`. One
 * transaction; the insert's ON CONFLICT and the update's condition on the old status make two
 * racing calls record one change each at most, never fail.
 */
export async function setProjectStatus(
  db: Kysely<Database>,
  userId: string,
  videoId: string,
  status: ProjectStatus,
): Promise<WriteResult<'video-retired' | 'video-missing', { change: StatusChange }>> {
  const at = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      // The retired check rides in the insert (a select with no table): nothing inserted is a
      // project already there, or a retired video, which only the reads below tell apart.
      const inserted = await sql`
        insert into "projects" ("user_id", "video_id", "status", "created_at", "updated_at")
        select ${userId}, ${videoId}, ${status}, ${at}, ${at} where ${notRetired(videoId)}
        on conflict ("user_id", "video_id") do nothing`.execute(trx);
      let change: StatusChange = 'created';
      if ((inserted.numAffectedRows ?? 0n) === 0n) {
        const updated = await trx
          .updateTable('projects')
          .set({ status, updated_at: at })
          .where('user_id', '=', userId)
          .where('video_id', '=', videoId)
          .where('status', '<>', status)
          .executeTakeFirst();
        if ((updated.numUpdatedRows ?? 0n) === 0n) {
          const tracked = await trx
            .selectFrom('projects')
            .select('video_id')
            .where('user_id', '=', userId)
            .where('video_id', '=', videoId)
            .executeTakeFirst();
          return tracked ? { ok: true, change: 'unchanged' } : refused('video-retired');
        }
        change = 'changed';
      }
      await trx
        .insertInto('project_changes')
        .values({ id: newId(), user_id: userId, video_id: videoId, status, changed_at: at })
        .execute();
      return { ok: true, change };
    });
  } catch (error) {
    // The video's foreign key: there is no such video.
    if (isForeignKeyViolation(error)) return refused('video-missing');
    throw error;
  }
}

/** Stops tracking a video (its changes and ticks go with it); false when it was not tracked. */
export async function removeProject(
  db: Kysely<Database>,
  userId: string,
  videoId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('projects')
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  return (result.numDeletedRows ?? 0n) > 0n;
}

export type TickOutcome = 'done' | 'no-such-project' | 'no-such-material';

/**
 * Ticks (have) or unticks one of the project's materials, named by its place in the video's
 * list; only the video's own materials can be ticked. Ticking twice, or unticking what is not
 * ticked, changes nothing.
 */
export async function setMaterialHave(
  db: Kysely<Database>,
  userId: string,
  videoId: string,
  index: number,
  have: boolean,
): Promise<TickOutcome> {
  const found = await db
    .selectFrom('projects')
    .leftJoin('video_materials as m', (join) =>
      join.onRef('m.video_id', '=', 'projects.video_id').on('m.position', '=', index),
    )
    .select(['m.name_key'])
    .where('projects.user_id', '=', userId)
    .where('projects.video_id', '=', videoId)
    .executeTakeFirst();
  if (!found) return 'no-such-project';
  const key = found.name_key;
  if (key === null) return 'no-such-material';
  try {
    if (have) {
      await db
        .insertInto('project_materials')
        .values({ user_id: userId, video_id: videoId, material_key: key, ticked_at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'video_id', 'material_key']).doNothing())
        .execute();
    } else {
      await db
        .deleteFrom('project_materials')
        .where('user_id', '=', userId)
        .where('video_id', '=', videoId)
        .where('material_key', '=', key)
        .execute();
    }
  } catch (error) {
    // The project was removed meanwhile.
    if (isForeignKeyViolation(error)) return 'no-such-project';
    throw error;
  }
  return 'done';
}

/** The most rows "what I still need" reads: To try projects times their materials. */
const STILL_NEED_ROWS_MAX = 5000;

/**
 * "What I still need": every material of the user's To try projects not ticked, grouped by the
 * material's key, in name order; each with the videos that need it (most recently marked
 * first) and their stated quantities joined.
 */
export async function stillNeed(db: Kysely<Database>, userId: string): Promise<NeededMaterial[]> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('videos as v', 'v.id', 'p.video_id')
    .innerJoin('video_materials as m', 'm.video_id', 'p.video_id')
    .leftJoin('project_materials as t', (join) =>
      join
        .onRef('t.user_id', '=', 'p.user_id')
        .onRef('t.video_id', '=', 'p.video_id')
        .onRef('t.material_key', '=', 'm.name_key'),
    )
    .select(['m.name_key', 'm.name', 'm.quantity', 'm.position', 'v.id', 'v.title'])
    .where('p.user_id', '=', userId)
    .where('p.status', '=', 'to_try')
    .where('t.material_key', 'is', null)
    .orderBy('m.name_key')
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.video_id', 'desc')
    .orderBy('m.position')
    .limit(STILL_NEED_ROWS_MAX)
    .execute();
  const byKey = new Map<string, NeededMaterial>();
  for (const row of rows) {
    const material = byKey.get(row.name_key) ?? { key: row.name_key, name: row.name, videos: [] };
    // One video listing the same material twice is named once, at its first place.
    if (material.videos.some((video) => video.videoId === row.id)) continue;
    material.videos.push({
      videoId: row.id,
      title: row.title,
      index: Number(row.position),
      ...(row.quantity === null ? {} : { quantity: row.quantity }),
    });
    byKey.set(row.name_key, material);
  }
  // Sorted here, not by the database's collation, so both dialects answer the same order.
  const sorted = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return sorted.map((material) => {
    const quantities = material.videos.flatMap((video) => video.quantity ?? []);
    return quantities.length > 0 ? { ...material, quantity: quantities.join(' + ') } : material;
  });
}
