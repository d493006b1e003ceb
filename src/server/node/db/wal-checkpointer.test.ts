import { mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from './connect.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';

const dir = mkdtempSync(join(tmpdir(), 'craftreel-wal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const freshFile = () => join(dir, `db-${++files}.sqlite`);

/** The connection's own checkpoint threshold, in pages (0: it never checkpoints itself). */
function autocheckpointOf(sqlite: SQLite.Database): number {
  return Number(sqlite.pragma('wal_autocheckpoint', { simple: true }));
}

describe('the WAL checkpointer', () => {
  it('copies the log into the database file from its own thread, not the connection', async () => {
    const path = freshFile();
    const handle = connectDatabase(`file:${path}`);
    try {
      const { db } = handle;
      await sql`create table notes (body text)`.execute(db);
      const before = statSync(path).size;
      // About 2 MB in 500 commits: well past what one page of the file holds.
      for (let i = 0; i < 500; i++) {
        await sql`insert into notes (body) values (${'x'.repeat(4000)})`.execute(db);
      }
      // Only checkpoints write the database file in WAL mode, and the connection takes none.
      await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(before + 1_000_000), {
        timeout: 10_000,
        interval: 100,
      });
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
        db,
      );
      expect(rows[0]?.wal_autocheckpoint).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('leaves the connection to checkpoint itself while it runs, and gives them back on stop', async () => {
    const sqlite = new SQLite(freshFile());
    sqlite.pragma('journal_mode = WAL');
    const checkpointer = startWalCheckpointer(sqlite);
    expect(autocheckpointOf(sqlite)).toBe(0);
    await checkpointer.stop();
    expect(autocheckpointOf(sqlite)).toBe(1000);
    sqlite.close();
  });

  it('gives checkpoints back to the connection, and says why, when its thread fails', async () => {
    const path = freshFile();
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    // The thread opens the file by name and must find it: moved away, it cannot.
    renameSync(path, `${path}.moved`);
    const onError = vi.fn<(error: Error) => void>();
    const checkpointer = startWalCheckpointer(sqlite, onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(autocheckpointOf(sqlite)).toBe(1000);
    await checkpointer.stop();
    sqlite.close();
  });
});
