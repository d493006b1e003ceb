import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { AuditAction, AuditEntry, AuditTargetKind } from '#shared/schemas/curation.schema.ts';
import { newId, nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';

/** Who made a change: the curator's id and email (kept as they were then). */
export interface Actor {
  _id: string;
  email: string;
}

/** One change to record (changed fields only, in the API's own names). */
export interface AuditRecord {
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Rows per insert statement: well under SQLite's 32,766 bound variables (9 a row). */
const INSERT_CHUNK = 500;

/**
 * Records changes in the audit, with the caller's handle: called inside the change's own
 * transaction, so a change and its record are written together or not at all.
 */
export async function recordAudit(
  db: Kysely<Database>,
  actor: Actor,
  records: readonly AuditRecord[],
): Promise<void> {
  const at = nowIso();
  const rows = records.map((record) => ({
    id: newId(),
    actor_id: actor._id,
    actor_email: actor.email,
    action: record.action,
    target_kind: record.targetKind,
    target_id: record.targetId,
    before: record.before === null ? null : JSON.stringify(record.before),
    after: record.after === null ? null : JSON.stringify(record.after),
    at,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('curation_audit')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  targetKind?: AuditTargetKind | undefined;
  targetId?: string | undefined;
  /** ISO 8601 UTC: changes at or after. */
  from?: string | undefined;
  /** ISO 8601 UTC: changes before. */
  to?: string | undefined;
  limit: number;
  /** The id of the last entry of the page before (entries are newest first, by id). */
  after?: string | undefined;
}

function fieldsOf(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

const nameField = (name: string | undefined) => (name === undefined ? {} : { name });

/**
 * What the page's targets are called now, by "kind:id": videos' titles, users' emails,
 * categories' names, "Made it" posts' videos' titles. An entry records what changed, not what its target is called, so an
 * entry of a retire (`{ retired }`) still reads "retired video 'Paper flowers'". One query per
 * kind on the page, by primary key.
 */
async function targetNames(
  db: Kysely<Database>,
  rows: readonly { target_kind: string; target_id: string }[],
): Promise<Map<string, string>> {
  const idsOf = (kind: AuditTargetKind) => [
    ...new Set(rows.filter((row) => row.target_kind === kind).map((row) => row.target_id)),
  ];
  const names = new Map<string, string>();
  const [videos, users, categories] = [idsOf('video'), idsOf('user'), idsOf('category')];
  const posts = idsOf('made_post');
  if (videos.length > 0) {
    const found = await db
      .selectFrom('videos')
      .select(['id', 'title as name'])
      .where('id', 'in', videos)
      .execute();
    for (const row of found) names.set(`video:${row.id}`, row.name);
  }
  if (users.length > 0) {
    const found = await db
      .selectFrom('users')
      .select(['id', 'email as name'])
      .where('id', 'in', users)
      .execute();
    for (const row of found) names.set(`user:${row.id}`, row.name);
  }
  if (categories.length > 0) {
    const found = await db
      .selectFrom('categories')
      .select(['id', 'category_name as name'])
      .where('id', 'in', categories)
      .execute();
    for (const row of found) names.set(`category:${row.id}`, row.name);
  }
  if (posts.length > 0) {
    const found = await db
      .selectFrom('made_posts')
      .innerJoin('videos', 'videos.id', 'made_posts.video_id')
      .select(['made_posts.id', 'videos.title as name'])
      .where('made_posts.id', 'in', posts)
      .execute();
    for (const row of found) names.set(`made_post:${row.id}`, row.name);
  }
  return names;
}

/**
 * A page of the audit, newest first (ids are ULIDs, so by id), filtered. Each filter has an
 * index that starts with it and ends with the id (migration 2026-12-01T09-00-curators).
 */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; next: string | null }> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.actor) conditions.push(sql<SqlBool>`actor_id = ${filter.actor}`);
  if (filter.action) conditions.push(sql<SqlBool>`action = ${filter.action}`);
  if (filter.targetKind) conditions.push(sql<SqlBool>`target_kind = ${filter.targetKind}`);
  if (filter.targetId) conditions.push(sql<SqlBool>`target_id = ${filter.targetId}`);
  if (filter.from) conditions.push(sql<SqlBool>`at >= ${filter.from}`);
  if (filter.to) conditions.push(sql<SqlBool>`at < ${filter.to}`);
  if (filter.after) conditions.push(sql<SqlBool>`id < ${filter.after}`);
  let query = db
    .selectFrom('curation_audit')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(filter.limit + 1);
  for (const condition of conditions) query = query.where(condition);
  const rows = await query.execute();
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const names = await targetNames(db, page);
  return {
    entries: page.map((row) => ({
      _id: row.id,
      at: row.at,
      actor: { _id: row.actor_id, email: row.actor_email },
      action: row.action as AuditAction,
      target: {
        kind: row.target_kind as AuditTargetKind,
        _id: row.target_id,
        ...nameField(names.get(`${row.target_kind}:${row.target_id}`)),
      },
      before: fieldsOf(row.before),
      after: fieldsOf(row.after),
    })),
    next: rows.length > filter.limit && last ? last.id : null,
  };
}

/**
 * The fields whose values differ between `before` and `after` (compared as JSON), each side
 * holding only those: what an audit entry of an edit records.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}
