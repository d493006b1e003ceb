import {
  isPhotoKey,
  PHOTO_CONTENT_TYPE,
  type PhotoStore,
  photoKey,
} from '#server/photos/photo-store.ts';
import { indexedDbStore } from './indexeddb-store.ts';

/*
 * The demo's photo store (docs/decisions/0011, docs/decisions/0017): each variant's WebP bytes in
 * IndexedDB, in a database of their own beside the demo's (src/demo/browser-storage.ts). Not in
 * the SQLite database, as the server's store keeps them: the demo saves that database whole after
 * every write, and a few photos would make every save megabytes long. The demo's reset clears
 * it with the rest (clearDemoPhotos).
 */

const DB_NAME = 'craftreel-demo-photos';
const STORE = 'variants';
const BY_PHOTO = 'photoId';

/** One variant as kept: its bytes, and the photo it is of (to delete a photo's variants). */
interface StoredVariant {
  photoId: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

const variants = indexedDbStore(DB_NAME, STORE, (store) => {
  store.createIndex(BY_PHOTO, BY_PHOTO);
});

/** The demo's PhotoStore over IndexedDB: every variant of a photo is written in one transaction. */
export function createIndexedDbPhotoStore(): PhotoStore {
  return {
    async put(photo) {
      await variants.inTransaction('readwrite', (store) => {
        for (const variant of photo.variants) {
          const kept: StoredVariant = {
            photoId: photo.id,
            width: variant.width,
            height: variant.height,
            bytes: variant.bytes,
          };
          store.put(kept, photoKey(photo.id, variant.width));
        }
        return undefined;
      });
    },
    async get(key) {
      if (!isPhotoKey(key)) return undefined;
      const kept = (await variants.inTransaction('readonly', (store) => store.get(key))) as
        | StoredVariant
        | undefined;
      return kept ? { bytes: kept.bytes, contentType: PHOTO_CONTENT_TYPE } : undefined;
    },
    async delete(photoIds) {
      if (photoIds.length === 0) return;
      await variants.inTransaction('readwrite', (store) => {
        const index = store.index(BY_PHOTO);
        for (const photoId of photoIds) {
          const keys = index.getAllKeys(photoId);
          keys.onsuccess = () => {
            for (const key of keys.result) store.delete(key);
          };
        }
        return undefined;
      });
    },
  };
}

/** Forgets every photo (the demo's reset); answers once that is committed. */
export async function clearDemoPhotos(): Promise<void> {
  await variants.inTransaction('readwrite', (store) => store.clear());
}

/** Whether this place has IndexedDB (a browser or its workers; not Node). */
export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}
