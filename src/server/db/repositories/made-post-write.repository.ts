import { type Kysely, SqliteAdapter, type Transaction } from 'kysely';
import type { MadeFelt, MadeVisibility } from '#shared/schemas/made-post.schema.ts';
import { newId, nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';
import { MADE_POST_COLUMNS, type MadePostRow } from './made-post.repository.ts';
import { queuePhotoDeletions } from './photo-deletion.repository.ts';

/*
 * Writing "Made it" posts and their photos (migration 2026-12-07T09-00-made-posts; docs/product.md,
 * "Made it posts"). A photo's row is written here, its variants' bytes by the photo store
 * (src/server/photos/photo-store.ts), which may not be the database: so whatever deletes photo
 * rows queues the photos for the store's deletion in the same transaction and answers their ids,
 * for the caller to delete from the store once the transaction has committed
 * (src/server/made/photo-sweep.ts, deleteStoredPhotos); what a failure or a crash leaves queued, the
 * sweep deletes later.
 */

/** A processed photo's row, before any post takes it. */
export interface NewMadePhoto {
  id: string;
  userId: string;
  width: number;
  height: number;
  widths: readonly number[];
  placeholder: string;
  createdAt: string;
}

/**
 * Writes the photo's row unless the user already has `max` photos waiting for a post; answers
 * 'full' then, and writes nothing. Two uploads of one user at once cannot both take the last
 * place: on PostgreSQL the transaction locks the user's row first, so the second counts after the
 * first has written; SQLite's write transactions run one at a time already.
 */
export async function insertMadePhoto(
  db: Kysely<Database>,
  photo: NewMadePhoto,
  max: number,
): Promise<'inserted' | 'full'> {
  return db.transaction().execute(async (tx) => {
    if (!(tx.getExecutor().adapter instanceof SqliteAdapter)) {
      await tx
        .selectFrom('users')
        .select('id')
        .where('id', '=', photo.userId)
        .forUpdate()
        .execute();
    }
    if ((await countUnattachedPhotos(tx, photo.userId)) >= max) return 'full';
    await tx
      .insertInto('made_photos')
      .values({
        id: photo.id,
        user_id: photo.userId,
        width: photo.width,
        height: photo.height,
        widths: JSON.stringify(photo.widths),
        placeholder: photo.placeholder,
        created_at: photo.createdAt,
      })
      .execute();
    return 'inserted';
  });
}

/** How many photos the user has uploaded that no post has taken yet. */
export async function countUnattachedPhotos(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('made_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('photos'))
    .where('user_id', '=', userId)
    .where('post_id', 'is', null)
    .executeTakeFirst();
  return Number(row?.photos ?? 0);
}

/** Takes back a photo's row whose variants could not be stored (none, once a post has it). */
export async function deleteUnattachedPhoto(db: Kysely<Database>, photoId: string): Promise<void> {
  await db
    .deleteFrom('made_photos')
    .where('id', '=', photoId)
    .where('post_id', 'is', null)
    .execute();
}

/**
 * Deletes up to `batch` photos that were still unattached at `before` (ISO text), and answers
 * their ids. The delete itself re-checks that no post has taken a photo meanwhile, and only the
 * rows it deleted are answered, so a photo a post took a moment ago keeps its variants.
 */
export async function deleteUnattachedPhotos(
  db: Kysely<Database>,
  before: string,
  batch: number,
): Promise<string[]> {
  const candidates = await db
    .selectFrom('made_photos')
    .select('id')
    .where('post_id', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(batch)
    .execute();
  if (candidates.length === 0) return [];
  return db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom('made_photos')
      .where(
        'id',
        'in',
        candidates.map((row) => row.id),
      )
      .where('post_id', 'is', null)
      .returning('id')
      .execute();
    const ids = deleted.map((row) => row.id);
    await queuePhotoDeletions(tx, ids, nowIso());
    return ids;
  });
}

/** A post's fields as a maker writes them (text already trimmed). */
export interface MadePostFields {
  caption: string;
  minutes: number;
  felt: MadeFelt;
  substitutions: string;
  visibility: MadeVisibility;
}

type RefusalOutcome = 'photo-not-found' | 'video-not-found' | 'not-found';

/** Thrown inside a transaction to roll it back, and answered as what it names. */
class Refusal extends Error {
  constructor(readonly outcome: RefusalOutcome) {
    super(outcome);
  }
}

/** The transaction's answer, or the outcome its Refusal named (one of `O`, by the caller's word). */
async function refusedAs<T, O extends RefusalOutcome>(work: Promise<T>): Promise<T | O> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Refusal) return error.outcome as O;
    throw error;
  }
}

/**
 * Gives the post its photos, in order (position 0 first): each must be the maker's own and
 * either unattached or already the post's. One that is not (another's, another post's, gone, or
 * named twice) refuses the whole write.
 */
async function attachPhotos(
  tx: Transaction<Database>,
  userId: string,
  postId: string,
  photoIds: readonly string[],
): Promise<void> {
  if (new Set(photoIds).size !== photoIds.length) throw new Refusal('photo-not-found');
  for (const [position, photoId] of photoIds.entries()) {
    const updated = await tx
      .updateTable('made_photos')
      .set({ post_id: postId, position })
      .where('id', '=', photoId)
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('post_id', 'is', null), eb('post_id', '=', postId)]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Refusal('photo-not-found');
  }
}

/**
 * A new post on a video in the catalogue, taking the maker's unattached photos; answers its row,
 * or why not: 'video-not-found' (no such video, or retired), 'photo-not-found'.
 */
export function createMadePost(
  db: Kysely<Database>,
  post: MadePostFields & { userId: string; videoId: string; photoIds: readonly string[] },
  now: string,
): Promise<MadePostRow | 'video-not-found' | 'photo-not-found'> {
  const work = db.transaction().execute(async (tx) => {
    const video = await tx
      .selectFrom('videos')
      .select('id')
      .where('id', '=', post.videoId)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    if (!video) throw new Refusal('video-not-found');
    const row: MadePostRow = {
      id: newId(),
      user_id: post.userId,
      video_id: post.videoId,
      caption: post.caption,
      minutes: post.minutes,
      felt: post.felt,
      substitutions: post.substitutions,
      visibility: post.visibility,
      hidden_at: null,
      created_at: now,
      updated_at: now,
    };
    await tx.insertInto('made_posts').values(row).execute();
    await attachPhotos(tx, post.userId, row.id, post.photoIds);
    return row;
  });
  return refusedAs<MadePostRow, 'video-not-found' | 'photo-not-found'>(work);
}

/**
 * Changes the maker's own post: the fields given, and with `photoIds` its photos (the ones it
 * drops are deleted; their ids are answered as `droppedPhotoIds`, for the photo store).
 * 'not-found' when the post is not the user's; 'photo-not-found' for a photo it may not take.
 */
export function editMadePost(
  db: Kysely<Database>,
  userId: string,
  postId: string,
  edit: Partial<MadePostFields> & { photoIds?: readonly string[] | undefined },
  now: string,
): Promise<{ row: MadePostRow; droppedPhotoIds: string[] } | 'not-found' | 'photo-not-found'> {
  const work = db.transaction().execute(async (tx) => {
    const owned = await tx
      .selectFrom('made_posts')
      .select('id')
      .where('id', '=', postId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!owned) throw new Refusal('not-found');
    let droppedPhotoIds: string[] = [];
    if (edit.photoIds) {
      const kept = new Set(edit.photoIds);
      const current = await tx
        .selectFrom('made_photos')
        .select('id')
        .where('post_id', '=', postId)
        .execute();
      droppedPhotoIds = current.map((row) => row.id).filter((id) => !kept.has(id));
      if (droppedPhotoIds.length > 0) {
        await tx.deleteFrom('made_photos').where('id', 'in', droppedPhotoIds).execute();
        await queuePhotoDeletions(tx, droppedPhotoIds, now);
      }
      await attachPhotos(tx, userId, postId, edit.photoIds);
    }
    const { photoIds: _photoIds, ...fields } = edit;
    await tx
      .updateTable('made_posts')
      .set({ ...fields, updated_at: now })
      .where('id', '=', postId)
      .execute();
    const row = await tx
      .selectFrom('made_posts')
      .select(MADE_POST_COLUMNS)
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    return { row, droppedPhotoIds };
  });
  return refusedAs<
    { row: MadePostRow; droppedPhotoIds: string[] },
    'not-found' | 'photo-not-found'
  >(work);
}

/**
 * Deletes the maker's own post with its photos' rows and its reports; answers the photos' ids
 * (for the photo store), or undefined when the post is not the user's.
 */
export async function deleteMadePost(
  db: Kysely<Database>,
  userId: string,
  postId: string,
): Promise<string[] | undefined> {
  return db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom('made_posts')
      .where('id', '=', postId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return undefined;
    await tx.deleteFrom('made_reports').where('post_id', '=', postId).execute();
    const photos = await tx
      .deleteFrom('made_photos')
      .where('post_id', '=', postId)
      .returning('id')
      .execute();
    const ids = photos.map((row) => row.id);
    await queuePhotoDeletions(tx, ids, nowIso());
    return ids;
  });
}

/**
 * Deletes everything of a user's "Made it" posts, inside the account's deleting transaction:
 * their posts, the reports on those posts and the reports they made, and every photo they
 * uploaded (attached or not). Answers the photos' ids, for the photo store once committed.
 */
export async function deleteMadeOfUser(
  tx: Transaction<Database>,
  userId: string,
): Promise<string[]> {
  await tx
    .deleteFrom('made_reports')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb('post_id', 'in', eb.selectFrom('made_posts').select('id').where('user_id', '=', userId)),
      ]),
    )
    .execute();
  await tx.deleteFrom('made_posts').where('user_id', '=', userId).execute();
  const photos = await tx
    .deleteFrom('made_photos')
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  const ids = photos.map((row) => row.id);
  await queuePhotoDeletions(tx, ids, nowIso());
  return ids;
}
