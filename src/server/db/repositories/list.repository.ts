import type { Kysely } from 'kysely';
import type { ListName } from '#shared/schemas/list.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { type AddOutcome, addOutcomeOf } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';
import { toVideo, videoColumns } from './video.repository.ts';

/** The videos of one of a user's lists, newest first. */
export async function listVideosIn(
  db: Kysely<Database>,
  userId: string,
  list: ListName,
): Promise<Video[]> {
  const rows = await db
    .selectFrom('list_entries')
    .innerJoin('videos', 'videos.id', 'list_entries.video_id')
    .innerJoin('categories', 'categories.id', 'videos.category_id')
    .select(videoColumns)
    .where('list_entries.user_id', '=', userId)
    .where('list_entries.list', '=', list)
    .orderBy('list_entries.id', 'desc')
    .execute();
  const now = new Date();
  return rows.map((row) => toVideo(row, now));
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
