import type { Transaction } from 'kysely';
import {
  LIBRARY_PROJECT_CHANGES_MAX,
  LIBRARY_PROJECTS_MAX,
  type LibraryProject,
  type ListImport,
} from '#shared/schemas/library.schema.ts';
import { idsFromTimes } from '../ids.ts';
import type { Database } from '../schema.ts';

/*
 * The projects' part of the library file (docs/product.md, "Projects"; the file is
 * library.schema.ts, the rest of it library.repository.ts): each project with its status, its
 * times, its latest changes and the keys of the materials ticked.
 */

/** Ids per `in (...)` read. */
const READ_CHUNK = 500;

const isoOf = (time: string) => new Date(time).toISOString();

/**
 * The user's projects as the file holds them, most recently changed first, at most
 * LIBRARY_PROJECTS_MAX, and how many were left out past that (0: none).
 */
export async function readProjects(
  trx: Transaction<Database>,
  userId: string,
): Promise<{ projects: LibraryProject[]; leftOut: number }> {
  const rows = await trx
    .selectFrom('projects')
    .select(['video_id', 'status', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('video_id', 'desc')
    .limit(LIBRARY_PROJECTS_MAX + 1)
    .execute();
  let leftOut = 0;
  if (rows.length > LIBRARY_PROJECTS_MAX) {
    const total = await trx
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    leftOut = Number(total?.count ?? 0) - LIBRARY_PROJECTS_MAX;
  }
  const kept = rows.slice(0, LIBRARY_PROJECTS_MAX);
  if (kept.length === 0) return { projects: [], leftOut };
  const ids = kept.map((row) => row.video_id);
  const changes = await trx
    .selectFrom('project_changes')
    .select(['video_id', 'status', 'changed_at'])
    .where('user_id', '=', userId)
    .where('video_id', 'in', ids)
    .orderBy('video_id')
    .orderBy('id', 'desc')
    .execute();
  const ticks = await trx
    .selectFrom('project_materials')
    .select(['video_id', 'material_key'])
    .where('user_id', '=', userId)
    .where('video_id', 'in', ids)
    .orderBy('material_key')
    .execute();
  const changesOf = new Map<string, LibraryProject['changes']>();
  for (const row of changes) {
    const list = changesOf.get(row.video_id) ?? [];
    if (list.length < LIBRARY_PROJECT_CHANGES_MAX) {
      list.push({ status: row.status, at: isoOf(row.changed_at) });
    }
    changesOf.set(row.video_id, list);
  }
  const haveOf = new Map<string, string[]>();
  for (const row of ticks) {
    haveOf.set(row.video_id, [...(haveOf.get(row.video_id) ?? []), row.material_key]);
  }
  return {
    projects: kept.map((row) => ({
      videoId: row.video_id,
      status: row.status,
      createdAt: isoOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
      changes: changesOf.get(row.video_id) ?? [],
      have: haveOf.get(row.video_id) ?? [],
    })),
    leftOut,
  };
}

/**
 * Merges the file's projects into the user's, inside the import's transaction: a video the
 * user already tracks is a duplicate and left as it is; one the catalogue lacks is unknown
 * (added to `unknownIds`). A new project keeps the file's status, times and changes (a change
 * for its status is recorded when the file has none, or none that ends there) and the ticks of
 * materials its video lists.
 */
export async function importProjects(
  trx: Transaction<Database>,
  userId: string,
  projects: readonly LibraryProject[],
  unknownIds: Set<string>,
): Promise<ListImport> {
  const report: ListImport = { added: 0, duplicates: 0, unknown: 0 };
  const ids = [...new Set(projects.map((project) => project.videoId))];
  const known = new Set<string>();
  const present = new Set<string>();
  const materialKeys = new Map<string, Set<string>>();
  for (let start = 0; start < ids.length; start += READ_CHUNK) {
    const chunk = ids.slice(start, start + READ_CHUNK);
    for (const row of await trx
      .selectFrom('videos')
      .select('id')
      .where('id', 'in', chunk)
      .execute()) {
      known.add(row.id);
    }
    const tracked = await trx
      .selectFrom('projects')
      .select('video_id')
      .where('user_id', '=', userId)
      .where('video_id', 'in', chunk)
      .execute();
    for (const row of tracked) present.add(row.video_id);
    const materials = await trx
      .selectFrom('video_materials')
      .select(['video_id', 'name_key'])
      .where('video_id', 'in', chunk)
      .execute();
    for (const row of materials) {
      const keys = materialKeys.get(row.video_id) ?? new Set<string>();
      keys.add(row.name_key);
      materialKeys.set(row.video_id, keys);
    }
  }
  for (const project of projects) {
    if (!known.has(project.videoId)) {
      report.unknown += 1;
      unknownIds.add(project.videoId);
      continue;
    }
    if (present.has(project.videoId)) {
      report.duplicates += 1;
      continue;
    }
    present.add(project.videoId);
    report.added += 1;
    await insertProject(trx, userId, project, materialKeys.get(project.videoId) ?? new Set());
  }
  return report;
}

async function insertProject(
  trx: Transaction<Database>,
  userId: string,
  project: LibraryProject,
  videoKeys: ReadonlySet<string>,
): Promise<void> {
  // Oldest first, so the change ids (made from the times) follow the changes' order.
  const changes = [...project.changes].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const last = changes.at(-1);
  if (!last || last.status !== project.status) {
    changes.push({ status: project.status, at: project.updatedAt });
  }
  await trx
    .insertInto('projects')
    .values({
      user_id: userId,
      video_id: project.videoId,
      status: project.status,
      created_at: isoOf(project.createdAt),
      updated_at: isoOf(project.updatedAt),
    })
    .execute();
  const idOf = idsFromTimes();
  await trx
    .insertInto('project_changes')
    .values(
      changes.map((change) => ({
        id: idOf(change.at),
        user_id: userId,
        video_id: project.videoId,
        status: change.status,
        changed_at: isoOf(change.at),
      })),
    )
    .execute();
  const have = [...new Set(project.have)].filter((key) => videoKeys.has(key));
  if (have.length > 0) {
    await trx
      .insertInto('project_materials')
      .values(
        have.map((key) => ({
          user_id: userId,
          video_id: project.videoId,
          material_key: key,
          ticked_at: isoOf(project.updatedAt),
        })),
      )
      .execute();
  }
}
