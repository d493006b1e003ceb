import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * SQLite's plans for the catalogue's date walks, which every catalogue read and search's
 * probes make: since curators can retire videos, each asks `retired_at is null`, and must still
 * be answered from an index alone, in date order. A full index on retired_at once led the
 * planner to answer that term through it and sort the whole catalogue (a search on 100,000
 * videos fell from ~2,800 to 5 requests a second); without covering indexes, each key costs a
 * row read. Plans are deterministic, so this holds them; docs/performance.md has the figures.
 */
describe('SQLite plans of the catalogue date walks', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('sqlite');
  });
  afterAll(() => handle.close());

  async function planOf(where: string): Promise<string> {
    const { rows } = await sql<{ detail: string }>`explain query plan
      select rowid as rid, published_at, id from videos where ${sql.raw(where)}
      order by published_at desc, id desc limit 500`.execute(handle.db);
    return rows.map((row) => row.detail).join(' / ');
  }

  it('walks the whole catalogue by date from a covering index, without a sort', async () => {
    const plan = await planOf('videos.retired_at is null');
    expect(plan).toContain('COVERING INDEX videos_catalogue_published_idx');
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("walks a category's videos by date from a covering index, without a sort", async () => {
    const plan = await planOf("videos.retired_at is null and videos.category_id = 'c1'");
    expect(plan).toContain('COVERING INDEX videos_catalogue_category_published_idx');
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('lists retired videos through their own (partial) index', async () => {
    const { rows } = await sql<{ detail: string }>`explain query plan
      select id from videos where retired_at is not null
      order by retired_at desc, id desc limit 20`.execute(handle.db);
    expect(rows.map((row) => row.detail).join(' / ')).toContain('videos_retired_idx');
  });
});
