import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/errors.ts';
import { openWasmDatabase, type WasmDatabaseHandle } from './wasm-sqlite.ts';

const opened: WasmDatabaseHandle[] = [];
async function open(saved?: Uint8Array) {
  const handle = await openWasmDatabase({ saved: saved ?? null });
  opened.push(handle);
  return handle;
}
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
});

describe('SQLite in WebAssembly behind Kysely', () => {
  it('keeps every row through export and reopening', async () => {
    const first = await open();
    await sql`create table notes (id integer primary key, text text not null)`.execute(first.db);
    await sql`insert into notes (text) values (${'first'}), (${'ünïcode ✂'})`.execute(first.db);
    const again = await open(first.export());
    const { rows } = await sql<{ text: string }>`select text from notes order by id`.execute(
      again.db,
    );
    expect(rows.map((r) => r.text)).toEqual(['first', 'ünïcode ✂']);
    await sql`insert into notes (text) values ('third')`.execute(again.db);
    expect(
      Number(
        (await sql<{ n: number }>`select count(*) as n from notes`.execute(again.db)).rows[0]?.n,
      ),
    ).toBe(3);
  });

  it('counts changes, so a save is due only after a write', async () => {
    const handle = await open();
    await sql`create table t (a text)`.execute(handle.db);
    const before = handle.totalChanges();
    await sql`select * from t`.execute(handle.db);
    expect(handle.totalChanges()).toBe(before);
    await sql`insert into t values ('x')`.execute(handle.db);
    expect(handle.totalChanges()).toBe(before + 1);
  });

  it('names constraint errors as better-sqlite3 does, so db/errors.ts reads them alike', async () => {
    const handle = await open();
    await sql`create table parent (id text primary key)`.execute(handle.db);
    await sql`create table child (id text primary key, parent_id text references parent (id))`.execute(
      handle.db,
    );
    await sql`insert into parent values ('p')`.execute(handle.db);
    const duplicate = await sql`insert into parent values ('p')`.execute(handle.db).catch((e) => e);
    expect(isUniqueViolation(duplicate)).toBe(true);
    // Foreign keys are enforced, as on the server's connection.
    const orphan = await sql`insert into child values ('c', 'nobody')`
      .execute(handle.db)
      .catch((e) => e);
    expect(isForeignKeyViolation(orphan)).toBe(true);
  });

  it('has what the migrations need: FTS5 and JSON functions', async () => {
    const handle = await open();
    await sql`create virtual table words using fts5(text)`.execute(handle.db);
    await sql`insert into words values ('origami crane')`.execute(handle.db);
    const { rows } = await sql<{
      found: string;
    }>`select json_group_array(text) as found from words where words match 'orig*'`.execute(
      handle.db,
    );
    expect(JSON.parse(rows[0]?.found ?? '[]')).toEqual(['origami crane']);
  });
});
