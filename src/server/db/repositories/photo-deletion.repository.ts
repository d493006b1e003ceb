import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/*
 * The queue of photos whose variants the photo store is to delete (migration
 * 2026-12-08T09-00-photo-deletions; docs/product.md, "Made it photos"). A photo is queued in the
 * transaction that deletes its rows (or before its variants are stored, when no row names them
 * yet), and leaves the queue once the store has deleted its variants or a row has taken it.
 */

/** Rows a statement queues or clears at most (two parameters a row, well within every bound). */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Queues the photos for the store's deletion; a photo queued already keeps its first time. */
export async function queuePhotoDeletions(
  db: Kysely<Database>,
  photoIds: readonly string[],
  queuedAt: string,
): Promise<void> {
  for (const part of chunks(photoIds)) {
    await db
      .insertInto('photo_deletions')
      .values(part.map((photoId) => ({ photo_id: photoId, queued_at: queuedAt })))
      .onConflict((oc) => oc.column('photo_id').doNothing())
      .execute();
  }
}

/** Takes the photos off the queue: the store deleted their variants, or a row now names them. */
export async function unqueuePhotoDeletions(
  db: Kysely<Database>,
  photoIds: readonly string[],
): Promise<void> {
  for (const part of chunks(photoIds)) {
    await db.deleteFrom('photo_deletions').where('photo_id', 'in', part).execute();
  }
}

/** Up to `batch` photos queued before `before` (ISO text), the longest queued first. */
export async function queuedPhotoDeletions(
  db: Kysely<Database>,
  before: string,
  batch: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('photo_deletions')
    .select('photo_id')
    .where('queued_at', '<', before)
    .orderBy('queued_at')
    .orderBy('photo_id')
    .limit(batch)
    .execute();
  return rows.map((row) => row.photo_id);
}
