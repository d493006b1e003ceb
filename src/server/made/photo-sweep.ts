import type { Kysely } from 'kysely';
import { MADE_UNATTACHED_PHOTO_HOURS } from '#shared/made-post-bounds.ts';
import { deleteUnattachedPhotos } from '../db/repositories/made-post-write.repository.ts';
import type { Database } from '../db/schema.ts';
import type { PhotoStore } from '../photos/photo-store.ts';

/** How many stale photos one sweep deletes at most: each upload runs one, so it stays cheap. */
export const PHOTO_SWEEP_BATCH = 50;

/**
 * Deletes photos uploaded more than MADE_UNATTACHED_PHOTO_HOURS before `now` that no post took
 * (docs/product.md, "Made it posts"): their rows, then their variants in the store. Answers how
 * many went. Every upload runs one batch, and the Node server runs it on an interval too
 * (src/server/node/index.ts), so a quiet site is swept as well.
 */
export async function sweepUnattachedPhotos(
  db: Kysely<Database>,
  store: PhotoStore,
  now: Date,
  batch: number = PHOTO_SWEEP_BATCH,
): Promise<number> {
  const before = new Date(now.getTime() - MADE_UNATTACHED_PHOTO_HOURS * 3600_000).toISOString();
  const ids = await deleteUnattachedPhotos(db, before, batch);
  if (ids.length > 0) await store.delete(ids);
  return ids.length;
}
