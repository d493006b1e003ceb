import type { Kysely } from 'kysely';
import type { ListName } from '#shared/schemas/list.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { type AddOutcome, addOutcomeOf } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import { type Owner, type PageOf, type PageWindow, pageOf } from '../page.ts';
import type { Database } from '../schema.ts';
import { toVideo, type VideoColumns, videoColumns } from './video.repository.ts';

/**
 * One page of a user's list, newest first (keyset on the entry id, never OFFSET), with the
 * list's size; undefined when the owner is gone or has another email now (the caller answers
 * 401). One query: the user row, left-joined with the page, so an empty list still answers.
 */
export async function listPage(
  db: Kysely<Database>,
  owner: Owner,
  list: ListName,
  window: PageWindow,
): Promise<PageOf<Video> | undefined> {
  let entries = db
    .selectFrom('list_entries')
    .innerJoin('videos', 'videos.id', 'list_entries.video_id')
    .innerJoin('categories', 'categories.id', 'videos.category_id')
    .select([...videoColumns, 'list_entries.id as entry_id'])
    .where('list_entries.user_id', '=', owner.userId)
    .where('list_entries.list', '=', list);
  if (window.after !== undefined) entries = entries.where('list_entries.id', '<', window.after);
  const page = entries
    .orderBy('list_entries.id', 'desc')
    .limit(window.limit + 1)
    .as('page');
  const rows = await db
    .selectFrom('users')
    .leftJoin(page, (join) => join.onTrue())
    .selectAll('page')
    .select((eb) =>
      eb
        .selectFrom('list_entries as counted')
        .select((sub) => sub.fn.countAll<number | string | bigint>().as('n'))
        .where('counted.user_id', '=', owner.userId)
        .where('counted.list', '=', list)
        .as('total'),
    )
    .where('users.id', '=', owner.userId)
    .where('users.email', '=', owner.email)
    .orderBy('page.entry_id', 'desc')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const now = new Date();
  const found = rows.flatMap((row) =>
    // A row with no entry_id is the lone row of an empty page; otherwise every column is there.
    row.entry_id === null ? [] : [{ id: row.entry_id, item: toVideo(row as VideoColumns, now) }],
  );
  return pageOf(found, window.limit, Number(first.total ?? 0));
}

/**
 * Adds a video to a list. The unique constraint, not a prior read, decides duplicates, so two
 * racing identical requests give one 'added' and one 'duplicate'.
 */
export async function addToList(
  db: Kysely<Database>,
  userId: string,
  list: ListName,
  videoId: string,
): Promise<AddOutcome> {
  return addOutcomeOf(
    db
      .insertInto('list_entries')
      .values({ id: newId(), user_id: userId, list, video_id: videoId, created_at: nowIso() })
      .execute(),
  );
}

/** Removes one video; false when it was not in the list. */
export async function removeFromList(
  db: Kysely<Database>,
  userId: string,
  list: ListName,
  videoId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('list_entries')
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function clearList(
  db: Kysely<Database>,
  userId: string,
  list: ListName,
): Promise<void> {
  await db
    .deleteFrom('list_entries')
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .execute();
}
