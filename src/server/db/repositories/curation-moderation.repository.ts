import { type Kysely, type SqlBool, sql } from 'kysely';
import { MADE_REPORT_REASONS, type MadeReportReason } from '#shared/schemas/made-post.schema.ts';
import { nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';
import { type Actor, type AuditRecord, recordAudit } from './curation-audit.repository.ts';
import { MADE_POST_COLUMNS, type MadePostRow } from './made-post.repository.ts';

/*
 * The curators' moderation of "Made it" posts (docs/product.md, "Made it posts"): the queue of
 * reported posts, the hidden ones, and Hide, Restore and Dismiss, each written with its audit
 * entry in one transaction (as curation-video.repository.ts's retire is).
 */

/** A post's reports by reason, and the latest one's time (null: none). */
export interface ReportTally {
  total: number;
  spam: number;
  not_this_project: number;
  inappropriate: number;
  private_information: number;
  lastReportedAt: string | null;
}

const emptyTally = (): ReportTally => ({
  total: 0,
  spam: 0,
  not_this_project: 0,
  inappropriate: 0,
  private_information: 0,
  lastReportedAt: null,
});

/** The reported queue's position: open reports, the latest open report's time, the post id. */
export interface ReportedPosition {
  count: number;
  latest: string;
  id: string;
}

/** The hidden list's position: when the post was hidden, and its id. */
export interface HiddenPosition {
  hiddenAt: string;
  id: string;
}

/**
 * A page of the queue: posts with open reports that are not hidden, the most open reports
 * first, then the latest open report first (then by id, so the order is total). Keyset paged
 * on those three keys.
 */
export async function listReportedPosts(
  db: Kysely<Database>,
  options: { limit: number; after?: ReportedPosition | undefined },
): Promise<{ rows: MadePostRow[]; next: ReportedPosition | null }> {
  const open = db
    .selectFrom('made_reports')
    .select([
      'post_id',
      sql<number | string | bigint>`count(*)`.as('open_count'),
      sql<string>`max(created_at)`.as('latest'),
    ])
    .where('closed_at', 'is', null)
    .groupBy('post_id')
    .as('open');
  let query = db
    .selectFrom(open)
    .innerJoin('made_posts', 'made_posts.id', 'open.post_id')
    .select([...MADE_POST_COLUMNS, 'open.open_count', 'open.latest'])
    .where('made_posts.hidden_at', 'is', null);
  const { after } = options;
  if (after) {
    query = query.where(
      sql<SqlBool>`(open.open_count < ${after.count} or (open.open_count = ${after.count} and (open.latest < ${after.latest} or (open.latest = ${after.latest} and made_posts.id < ${after.id}))))`,
    );
  }
  const found = await query
    .orderBy('open.open_count', 'desc')
    .orderBy('open.latest', 'desc')
    .orderBy('made_posts.id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const page = found.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ open_count: _count, latest: _latest, ...row }) => row),
    next:
      found.length > options.limit && last
        ? { count: Number(last.open_count), latest: last.latest, id: last.id }
        : null,
  };
}

/** A page of the hidden posts, the latest hidden first, keyset paged on (hidden_at, id). */
export async function listHiddenPosts(
  db: Kysely<Database>,
  options: { limit: number; after?: HiddenPosition | undefined },
): Promise<{ rows: MadePostRow[]; next: HiddenPosition | null }> {
  let query = db
    .selectFrom('made_posts')
    .select(MADE_POST_COLUMNS)
    .where('made_posts.hidden_at', 'is not', null);
  const { after } = options;
  if (after) {
    query = query.where(
      sql<SqlBool>`(made_posts.hidden_at < ${after.hiddenAt} or (made_posts.hidden_at = ${after.hiddenAt} and made_posts.id < ${after.id}))`,
    );
  }
  const found = await query
    .orderBy('made_posts.hidden_at', 'desc')
    .orderBy('made_posts.id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const page = found.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page,
    next:
      found.length > options.limit && last && last.hidden_at !== null
        ? { hiddenAt: last.hidden_at, id: last.id }
        : null,
  };
}

/** A post, hidden or not, private or public: curators see every post. */
export async function findModeratedPost(
  db: Kysely<Database>,
  postId: string,
): Promise<MadePostRow | undefined> {
  return db
    .selectFrom('made_posts')
    .select(MADE_POST_COLUMNS)
    .where('id', '=', postId)
    .executeTakeFirst();
}

const isReason = (text: string): text is MadeReportReason =>
  (MADE_REPORT_REASONS as readonly string[]).includes(text);

/**
 * The reports of these posts by reason: only the open ones (`open`), or every one they ever
 * had. Posts with none get a tally of zeros.
 */
export async function tallyReports(
  db: Kysely<Database>,
  postIds: readonly string[],
  which: 'open' | 'all',
): Promise<Map<string, ReportTally>> {
  const tallies = new Map<string, ReportTally>(postIds.map((id) => [id, emptyTally()]));
  if (postIds.length === 0) return tallies;
  let query = db
    .selectFrom('made_reports')
    .select([
      'post_id',
      'reason',
      sql<number | string | bigint>`count(*)`.as('n'),
      sql<string>`max(created_at)`.as('latest'),
    ])
    .where('post_id', 'in', postIds);
  if (which === 'open') query = query.where('closed_at', 'is', null);
  const rows = await query.groupBy(['post_id', 'reason']).execute();
  for (const row of rows) {
    const tally = tallies.get(row.post_id);
    if (!tally || !isReason(row.reason)) continue;
    const n = Number(row.n);
    tally[row.reason] += n;
    tally.total += n;
    if (tally.lastReportedAt === null || row.latest > tally.lastReportedAt) {
      tally.lastReportedAt = row.latest;
    }
  }
  return tallies;
}

/** What a moderation action came to. */
export type ModerationOutcome = 'done' | 'not-found' | 'already';

async function postExists(db: Kysely<Database>, postId: string): Promise<boolean> {
  const row = await db
    .selectFrom('made_posts')
    .select('id')
    .where('id', '=', postId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes a post's open reports with an outcome: how many were open. */
async function closeOpenReports(
  db: Kysely<Database>,
  postId: string,
  outcome: 'hidden' | 'dismissed',
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('made_reports')
    .set({ closed_at: at, outcome })
    .where('post_id', '=', postId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Hides a post: it leaves every public place at once (every public read asks for hidden_at is
 * null), and its open reports close as 'hidden'. `already` when it is hidden.
 */
export async function hideMadePost(
  db: Kysely<Database>,
  actor: Actor,
  postId: string,
): Promise<ModerationOutcome> {
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    const update = await trx
      .updateTable('made_posts')
      .set({ hidden_at: at })
      .where('id', '=', postId)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    if (Number(update.numUpdatedRows) === 0) {
      return (await postExists(trx, postId)) ? 'already' : 'not-found';
    }
    const closed = await closeOpenReports(trx, postId, 'hidden', at);
    const record: AuditRecord = {
      action: 'made_post.hide',
      targetKind: 'made_post',
      targetId: postId,
      before: { hidden: false, openReports: closed },
      after: { hidden: true, openReports: 0 },
    };
    await recordAudit(trx, actor, [record]);
    return 'done';
  });
}

/** Puts a hidden post back where its visibility shows it. `already` when it is not hidden. */
export async function restoreMadePost(
  db: Kysely<Database>,
  actor: Actor,
  postId: string,
): Promise<ModerationOutcome> {
  return db.transaction().execute(async (trx) => {
    const update = await trx
      .updateTable('made_posts')
      .set({ hidden_at: null })
      .where('id', '=', postId)
      .where('hidden_at', 'is not', null)
      .executeTakeFirst();
    if (Number(update.numUpdatedRows) === 0) {
      return (await postExists(trx, postId)) ? 'already' : 'not-found';
    }
    const record: AuditRecord = {
      action: 'made_post.restore',
      targetKind: 'made_post',
      targetId: postId,
      before: { hidden: true },
      after: { hidden: false },
    };
    await recordAudit(trx, actor, [record]);
    return 'done';
  });
}

/**
 * Closes a post's open reports as 'dismissed', leaving the post as it is: it leaves the queue.
 * `already` when it has no open report.
 */
export async function dismissReports(
  db: Kysely<Database>,
  actor: Actor,
  postId: string,
): Promise<ModerationOutcome> {
  return db.transaction().execute(async (trx) => {
    const closed = await closeOpenReports(trx, postId, 'dismissed', nowIso());
    if (closed === 0) return (await postExists(trx, postId)) ? 'already' : 'not-found';
    const record: AuditRecord = {
      action: 'made_post.dismiss',
      targetKind: 'made_post',
      targetId: postId,
      before: { openReports: closed },
      after: { openReports: 0 },
    };
    await recordAudit(trx, actor, [record]);
    return 'done';
  });
}
