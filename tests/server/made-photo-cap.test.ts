import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { newId } from '#server/db/ids.ts';
import {
  countUnattachedPhotos,
  insertMadePhoto,
} from '#server/db/repositories/made-post-write.repository.ts';
import { createTestDatabase } from '../support/test-database.ts';

const CAP = 3;

/**
 * The cap on photos waiting for a post, on PostgreSQL, where two uploads' transactions can run at
 * once: each counts the user's waiting photos and writes its row under a lock on the user's row,
 * so the one that comes second counts the first's photo. (SQLite runs write transactions one at a
 * time; tests/api/made-photos.test.ts sends uploads at once on both dialects.)
 */
describe('the waiting-photos cap on PostgreSQL', () => {
  let handle: DatabaseHandle;
  const userId = 'maker';
  beforeAll(async () => {
    handle = await createTestDatabase('postgres');
    const at = new Date().toISOString();
    await handle.db
      .insertInto('users')
      .values({
        id: userId,
        email: 'maker@example.com',
        password_hash: 'unused',
        first_name: 'M',
        last_name: 'Aker',
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  afterAll(() => handle.close());

  const photo = () => ({
    id: newId(),
    userId,
    width: 10,
    height: 10,
    widths: [10],
    placeholder: 'data:,',
    createdAt: new Date().toISOString(),
  });

  it('counts an upload whose transaction has not committed yet', async () => {
    for (let i = 0; i < CAP - 1; i++)
      expect(await insertMadePhoto(handle.db, photo(), CAP)).toBe('inserted');
    // Another upload takes the last place and has not committed when this one asks.
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let other: Promise<'inserted' | 'full'> | undefined;
    const first = handle.db.transaction().execute(async (tx) => {
      await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      await tx
        .insertInto('made_photos')
        .values({
          id: newId(),
          user_id: userId,
          width: 10,
          height: 10,
          widths: '[10]',
          placeholder: 'data:,',
          created_at: new Date().toISOString(),
        })
        .execute();
      other = insertMadePhoto(handle.db, photo(), CAP);
      // Long enough for the second to have counted, had it not waited for the lock.
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
    });
    await Promise.all([first, committed]);
    expect(await other).toBe('full');
    expect(await countUnattachedPhotos(handle.db, userId)).toBe(CAP);
  });
});
