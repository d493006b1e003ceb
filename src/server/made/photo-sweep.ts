import type { Kysely } from 'kysely';
import { MADE_UNATTACHED_PHOTO_HOURS } from '#shared/made-post-bounds.ts';
import { deleteUnattachedPhotos } from '../db/repositories/made-post-write.repository.ts';
import {
  queuedPhotoDeletions,
  unqueuePhotoDeletions,
} from '../db/repositories/photo-deletion.repository.ts';
import type { Database } from '../db/schema.ts';
import type { PhotoStore } from '../photos/photo-store.ts';

/** How many stale photos one sweep deletes at most: each upload runs one, so it stays cheap. */
export const PHOTO_SWEEP_BATCH = 50;

/**
 * Deletes the variants of photos whose rows went (queued in that transaction), then takes them
 * off the queue. Answers whether the store did it: when it failed, they stay queued and the
 * sweep deletes them later, so the caller's own answer need not fail for it (the rows are gone).
 */
export async function deleteStoredPhotos(
  db: Kysely<Database>,
  store: PhotoStore,
  photoIds: readonly string[],
): Promise<boolean> {
  if (photoIds.length === 0) return true;
  try {
    await store.delete(photoIds);
    await unqueuePhotoDeletions(db, photoIds);
    return true;
  } catch {
    return false;
  }
}

/**
 * The photo sweep (docs/product.md, "Made it photos"); answers how many photos went. It deletes:
 * - photos uploaded more than MADE_UNATTACHED_PHOTO_HOURS before `now` that no post took: their
 *   rows, then their variants in the store;
 * - the variants of photos queued for deletion as long ago and still queued: their rows went but
 *   the store's deletion failed, or the process died first, or an import stored them and never
 *   wrote their rows.
 * Every upload runs one batch of each, and the Node server runs it on an interval too
 * (src/server/node/index.ts), so a quiet site is swept as well.
 */
export async function sweepUnattachedPhotos(
  db: Kysely<Database>,
  store: PhotoStore,
  now: Date,
  batch: number = PHOTO_SWEEP_BATCH,
): Promise<number> {
  const before = new Date(now.getTime() - MADE_UNATTACHED_PHOTO_HOURS * 3600_000).toISOString();
  const unattached = await deleteUnattachedPhotos(db, before, batch);
  await deleteStoredPhotos(db, store, unattached);
  const queued = await queuedPhotoDeletions(db, before, batch);
  if (queued.length > 0) {
    await store.delete(queued);
    await unqueuePhotoDeletions(db, queued);
  }
  return unattached.length + queued.length;
}
