import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../node/db/connect.ts';

const dir = mkdtempSync(join(tmpdir(), 'craftreel-immediate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the server's SQLite transactions", () => {
  it('hold the write lock from BEGIN, so another writer cannot commit between their read and their write', async () => {
    const path = join(dir, 'db.sqlite');
    const handle = connectDatabase(`file:${path}`);
    // Another connection to the file, as the import worker's: it gives up at once when locked.
    const other = new SQLite(path);
    other.pragma('busy_timeout = 0');
    try {
      const { db } = handle;
      await sql`create table notes (body text)`.execute(db);
      let otherWrote: unknown = null;
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from notes`.execute(trx);
        try {
          other.exec("begin immediate; insert into notes (body) values ('other'); commit");
          otherWrote = true;
        } catch (error) {
          otherWrote = error;
        }
        // A deferred transaction would fail here (SQLITE_BUSY_SNAPSHOT) had the other committed.
        await sql`insert into notes (body) values ('ours')`.execute(trx);
      });
      expect(otherWrote).toMatchObject({ code: 'SQLITE_BUSY' });
      const { rows } = await sql<{ body: string }>`select body from notes`.execute(db);
      expect(rows).toEqual([{ body: 'ours' }]);
    } finally {
      other.close();
      await handle.close();
    }
  });
});
