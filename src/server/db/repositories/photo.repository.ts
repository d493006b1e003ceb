import type { Kysely } from 'kysely';
import { nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';

/*
 * The variants of "Made it" photos, bytes and all (migration 2026-12-06T09-00-photos): what the
 * database photo store (src/server/photos/photo-store.ts) reads and writes.
 */

export interface NewPhotoVariant {
  key: string;
  photoId: string;
  width: number;
  height: number;
  contentType: string;
  bytes: Uint8Array;
}

/** Inserts a photo's variants in one transaction: a photo is stored whole or not at all. */
export async function insertPhotoVariants(
  db: Kysely<Database>,
  variants: readonly NewPhotoVariant[],
): Promise<void> {
  if (variants.length === 0) return;
  const createdAt = nowIso();
  await db.transaction().execute(async (trx) => {
    // One statement a variant: a 1280 px WebP is a few hundred KB, and one statement holding
    // them all would be a single large parameter list for no gain.
    for (const variant of variants) {
      await trx
        .insertInto('photo_variants')
        .values({
          key: variant.key,
          photo_id: variant.photoId,
          width: variant.width,
          height: variant.height,
          content_type: variant.contentType,
          bytes: variant.bytes,
          created_at: createdAt,
        })
        .execute();
    }
  });
}

/** One variant's bytes and content type, by its key. */
export async function findPhotoVariant(
  db: Kysely<Database>,
  key: string,
): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  const row = await db
    .selectFrom('photo_variants')
    .select(['bytes', 'content_type'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { bytes: row.bytes, contentType: row.content_type };
}

/** Deletes every variant of the given photos. */
export async function deletePhotoVariants(
  db: Kysely<Database>,
  photoIds: readonly string[],
): Promise<void> {
  if (photoIds.length === 0) return;
  await db.deleteFrom('photo_variants').where('photo_id', 'in', photoIds).execute();
}
