import type { Kysely } from 'kysely';
import type { WatchProgress } from '#shared/schemas/progress.schema.ts';
import { addOutcomeOf } from '../errors.ts';
import { nowIso } from '../ids.ts';
import { type Owner, ownerIs } from '../page.ts';
import type { Database } from '../schema.ts';
import { upsertHistoryEntry } from './history.repository.ts';

export type SaveProgressOutcome =
  | { outcome: 'saved'; progress: WatchProgress }
  | { outcome: 'no-such-owner' | 'no-such-video' };

/**
 * Keeps the owner's position in a video and records the watch in history (a video already
 * there moves to the top with the new time), both in one transaction; history is left alone
 * while the user has paused it, the position is still kept (resuming needs nothing recorded).
 * The owner's check rides in the position's upsert (INSERT ... SELECT from the owner's row).
 */
export async function saveProgress(
  db: Kysely<Database>,
  owner: Owner,
  videoId: string,
  position: { seconds: number; duration: number },
): Promise<SaveProgressOutcome> {
  const updatedAt = nowIso();
  let saved = false;
  const outcome = await addOutcomeOf(
    db.transaction().execute(async (trx) => {
      const result = await trx
        .insertInto('watch_progress')
        .columns(['user_id', 'video_id', 'seconds', 'duration', 'updated_at'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select((s) => [
              'users.id',
              s.val(videoId).as('video_id'),
              s.val(position.seconds).as('seconds'),
              s.val(position.duration).as('duration'),
              s.val(updatedAt).as('updated_at'),
            ])
            .where(ownerIs(owner)),
        )
        .onConflict((oc) =>
          oc.columns(['user_id', 'video_id']).doUpdateSet({
            seconds: position.seconds,
            duration: position.duration,
            updated_at: updatedAt,
          }),
        )
        .executeTakeFirst();
      saved = (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
      if (saved) await upsertHistoryEntry(trx, { userId: owner.userId }, videoId);
    }),
  );
  if (outcome === 'no-such-video') return { outcome };
  if (!saved) return { outcome: 'no-such-owner' };
  return { outcome: 'saved', progress: { videoId, ...position, updatedAt } };
}

/**
 * The owner's progress in each of the videos asked (those with none are left out); undefined
 * when the owner is gone or signed out. One query: the owner's row, joined to its progress.
 */
export async function findProgress(
  db: Kysely<Database>,
  owner: Owner,
  videoIds: readonly string[],
): Promise<WatchProgress[] | undefined> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('watch_progress as p', (join) =>
      join.onRef('p.user_id', '=', 'users.id').on('p.video_id', 'in', [...videoIds]),
    )
    .select(['p.video_id', 'p.seconds', 'p.duration', 'p.updated_at'])
    .where(ownerIs(owner))
    .execute();
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) =>
    row.video_id === null || row.seconds === null || row.duration === null || !row.updated_at
      ? []
      : [
          {
            videoId: row.video_id,
            seconds: Number(row.seconds),
            duration: Number(row.duration),
            updatedAt: row.updated_at,
          },
        ],
  );
}
