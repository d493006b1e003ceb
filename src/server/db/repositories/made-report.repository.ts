import { type Kysely, type SqlBool, sql } from 'kysely';
import type { MadeReportReason } from '#shared/schemas/made-post.schema.ts';
import { isUniqueViolation } from '../errors.ts';
import { nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';

/*
 * Users' reports of "Made it" posts (migration 2026-12-07T09-00-made-posts; docs/product.md,
 * "Made it posts"): one per user and post, ever, kept by made_reports' primary key. Curators
 * close them (curation-moderation.repository.ts).
 */

/**
 * What a report came to: `reported` (a new open report); `not-found` (no such post, or one
 * others cannot see: private, or hidden); `own` (the reporter made it); `already` (they reported
 * it before, whatever became of that report).
 */
export type ReportOutcome = 'reported' | 'not-found' | 'own' | 'already';

const reportable = sql<SqlBool>`made_posts.visibility = 'public' and made_posts.hidden_at is null`;

/**
 * Records `userId`'s report of a post. The row is written only while the post is still public
 * and not hidden (one statement, so a Hide or a change to private meanwhile is not reported
 * after it), and at most once: a second report, or two at the same moment, writes nothing.
 */
export async function reportMadePost(
  db: Kysely<Database>,
  userId: string,
  postId: string,
  reason: MadeReportReason,
): Promise<ReportOutcome> {
  const post = await db
    .selectFrom('made_posts')
    .select(['user_id'])
    .where('id', '=', postId)
    .where(reportable)
    .executeTakeFirst();
  if (!post) return 'not-found';
  if (post.user_id === userId) return 'own';
  let inserted: bigint;
  try {
    const result = await db
      .insertInto('made_reports')
      .columns(['post_id', 'user_id', 'reason', 'created_at'])
      .expression(
        db
          .selectFrom('made_posts')
          .select([
            'made_posts.id',
            sql<string>`${userId}`.as('user_id'),
            sql<MadeReportReason>`${reason}`.as('reason'),
            sql<string>`${nowIso()}`.as('created_at'),
          ])
          // SQLite reads ON CONFLICT after a SELECT only past its WHERE: there always is one.
          .where('made_posts.id', '=', postId)
          .where(reportable),
      )
      .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
      .executeTakeFirst();
    inserted = result.numInsertedOrUpdatedRows ?? 0n;
  } catch (error) {
    // Belt and braces: the primary key refuses a second report however the two met.
    if (isUniqueViolation(error)) return 'already';
    throw error;
  }
  if (inserted > 0n) return 'reported';
  // Nothing written: reported before, or the post left public view since it was read.
  const before = await db
    .selectFrom('made_reports')
    .select('post_id')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return before ? 'already' : 'not-found';
}
