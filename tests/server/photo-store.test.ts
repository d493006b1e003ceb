import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { newId } from '#server/db/ids.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import {
  createDatabasePhotoStore,
  isPhotoKey,
  type PhotoStore,
  photoKey,
} from '#server/photos/photo-store.ts';
import { createEmptyTestDatabase, DIALECTS } from '../support/test-database.ts';

/** Bytes that are every byte value, NUL and high bytes included: stored and read back whole. */
function bytesOf(length: number, seed: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 256);
}

describe.each(DIALECTS)('the database photo store on %s', (dialect) => {
  let handle: DatabaseHandle;
  let store: PhotoStore;

  beforeAll(async () => {
    handle = await createEmptyTestDatabase(dialect);
    await migrateToLatest(handle.db);
    store = createDatabasePhotoStore(handle.db);
  });
  afterAll(() => handle.close());

  it('gives back each variant’s bytes and content type as put, until the photo is deleted', async () => {
    const id = newId();
    const other = newId();
    const variants = [
      { width: 320, height: 240, bytes: bytesOf(1000, 1) },
      { width: 640, height: 480, bytes: bytesOf(300_000, 2) },
    ];
    await store.put({ id, variants });
    await store.put({ id: other, variants: [{ width: 100, height: 80, bytes: bytesOf(10, 3) }] });

    for (const variant of variants) {
      const found = await store.get(photoKey(id, variant.width));
      expect(found?.contentType).toBe('image/webp');
      // Compared as buffers: toEqual walks a 300 KB array element by element, for seconds.
      expect(found && Buffer.compare(found.bytes, variant.bytes)).toBe(0);
    }
    expect(await store.get(photoKey(id, 1280))).toBeUndefined();

    await store.delete([id]);
    expect(await store.get(photoKey(id, 320))).toBeUndefined();
    expect(await store.get(photoKey(id, 640))).toBeUndefined();
    expect(await store.get(photoKey(other, 100))).toBeDefined();
    await store.delete([]);
    await store.delete([newId()]);
  });

  it('stores a photo whole or not at all', async () => {
    const id = newId();
    const bytes = bytesOf(10, 4);
    // The same width twice: the second insert breaks the key, and the first is rolled back.
    await expect(
      store.put({
        id,
        variants: [
          { width: 320, height: 240, bytes },
          { width: 320, height: 240, bytes },
        ],
      }),
    ).rejects.toThrow();
    expect(await store.get(photoKey(id, 320))).toBeUndefined();
  });

  it('looks up nothing that is not a key it makes', async () => {
    expect(isPhotoKey(photoKey(newId(), 640))).toBe(true);
    for (const key of ['', 'x', `${newId()}-0`, `${newId()}-640\u0000`, '../etc/passwd-1']) {
      expect(isPhotoKey(key)).toBe(false);
      expect(await store.get(key)).toBeUndefined();
    }
  });
});
