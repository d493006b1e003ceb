import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * SQLite's list entries: a WITHOUT ROWID table keyed by (user_id, list, id), so an add or a
 * remove writes two b-trees (the table and the unique (user_id, list, video_id)), not four, and
 * a list's page is read from the table itself in its order (docs/performance.md).
 */
describe('SQLite list entries', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('sqlite');
  });
  afterAll(() => handle.close());

  it('are a WITHOUT ROWID table with the unique (user_id, list, video_id) its only index', async () => {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where tbl_name = 'list_entries'`.execute(handle.db);
    const table = rows.find((row) => row.type === 'table');
    expect(table?.sql).toMatch(/primary key \("user_id", "list", "id"\)/i);
    expect(table?.sql).toMatch(/without rowid\s*$/i);
    expect(rows.filter((row) => row.type === 'index').map((row) => row.name)).toEqual([
      'sqlite_autoindex_list_entries_2',
    ]);
  });

  it("read a list's page from the table, newest first, without a sort", async () => {
    const { rows } = await sql<{ detail: string }>`explain query plan
      select id, video_id from list_entries where user_id = 'u1' and list = 'likes' and id < 'x'
      order by id desc limit 51`.execute(handle.db);
    const plan = rows.map((row) => row.detail).join(' / ');
    expect(plan).toContain('PRIMARY KEY');
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
