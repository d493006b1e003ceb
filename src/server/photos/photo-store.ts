import type { Kysely } from 'kysely';
import {
  deletePhotoVariants,
  findPhotoVariant,
  insertPhotoVariants,
} from '../db/repositories/photo.repository.ts';
import type { Database } from '../db/schema.ts';

/*
 * Where processed "Made it" photos are kept (docs/decisions/0017-photos-sharp-and-a-photo-store.md):
 * one small interface, with the database as its implementation on both dialects, so every server
 * process on one PostgreSQL serves every photo. An object store (S3-compatible) would be another
 * implementation of the same interface.
 */

/** Every stored photo is WebP: the pipeline re-encodes whatever it was given. */
export const PHOTO_CONTENT_TYPE = 'image/webp';

/** One width of a processed photo: WebP bytes with no metadata. */
export interface PhotoVariant {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** What the pipeline makes of one accepted photo; the original is not kept. */
export interface ProcessedPhoto {
  /** The photo's size once its EXIF orientation is applied (before any resizing). */
  width: number;
  height: number;
  /** Narrowest first; never wider than the photo itself, so a small photo has fewer. */
  variants: PhotoVariant[];
  /** A tiny blurred WebP (16 px wide) as a data: URL, shown while a variant loads. */
  placeholder: string;
}

/**
 * Turns an uploaded file into a ProcessedPhoto, or refuses it with a PhotoError
 * (src/server/photos/photo-error.ts). Node's is src/server/node/photos/photo-processing.ts (sharp).
 */
export interface PhotoProcessor {
  process(input: Uint8Array): Promise<ProcessedPhoto>;
}

/** A processed photo under its id: a ULID made for it (src/server/db/ids.ts, newId). */
export interface StoredPhoto {
  id: string;
  variants: readonly PhotoVariant[];
}

export interface PhotoStore {
  /** Keeps every variant of the photo, all or none; each under photoKey(id, width). */
  put(photo: StoredPhoto): Promise<void>;
  /** One variant by its key; undefined for a key that is not (or no longer) stored. */
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
  /** Removes every variant of each photo, by the photos' ids; ids not stored are ignored. */
  delete(photoIds: readonly string[]): Promise<void>;
}

/**
 * The key of one variant: the photo's id and the width, `01jf…-640`. A new upload always gets a
 * new id, so what is under a key never changes and can be cached for good.
 */
export function photoKey(photoId: string, width: number): string {
  return `${photoId}-${width}`;
}

/** A variant's key as photoKey writes it: a lower-case ULID, a dash, a width of 1–5 digits. */
const PHOTO_KEY = /^[0-9a-hjkmnp-tv-z]{26}-[1-9][0-9]{0,4}$/;

/** Whether `key` can be a variant's key; anything else (from a URL, say) is not looked up. */
export function isPhotoKey(key: string): boolean {
  return PHOTO_KEY.test(key);
}

/** The photo store on the app's own database (the photo_variants table). */
export function createDatabasePhotoStore(db: Kysely<Database>): PhotoStore {
  return {
    put: (photo) =>
      insertPhotoVariants(
        db,
        photo.variants.map((variant) => ({
          key: photoKey(photo.id, variant.width),
          photoId: photo.id,
          width: variant.width,
          height: variant.height,
          contentType: PHOTO_CONTENT_TYPE,
          bytes: variant.bytes,
        })),
      ),
    get: async (key) => (isPhotoKey(key) ? findPhotoVariant(db, key) : undefined),
    delete: (photoIds) => deletePhotoVariants(db, photoIds),
  };
}
