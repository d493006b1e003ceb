import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { PREPARED_MARK } from '#server/db/prepared-statement.ts';
import { addFollow, followingPage } from '#server/db/repositories/follow.repository.ts';
import { madePostRowsPage, madeSummaryOf } from '#server/db/repositories/made-post.repository.ts';
import { listRelatedVideos } from '#server/db/repositories/related.repository.ts';
import { findVideo, listVideos } from '#server/db/repositories/video.repository.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * PostgreSQL keeps the hot reads of a fixed shape prepared on each connection, and after a
 * connection's first runs reuses one generic plan for them instead of planning each run
 * (docs/architecture.md, "Prepared statements"): planning was a third of Up next's time. The
 * server's own view of a connection's prepared statements shows both.
 */
describe('prepared statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('postgres');
  });
  afterAll(() => handle.close());

  /** The connection's prepared statements after `runs` rounds of the hot reads on it alone. */
  async function preparedAfter(runs: number) {
    return handle.db.connection().execute(async (db) => {
      const at = new Date().toISOString();
      await db
        .insertInto('users')
        .values(
          ['follower', 'sparse'].map((id) => ({
            id,
            email: `${id}@example.com`,
            password_hash: 'unused',
            first_name: 'F',
            last_name: id,
            created_at: at,
            updated_at: at,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      const basket = await findVideo(db, 'cardboard-mini-basket');
      if (!basket) throw new Error('the seed has no cardboard-mini-basket');
      // A category, whose page is among the catalogue's newest entries; and the creator of the
      // oldest video only, whose page is read follow by follow.
      await addFollow(db, 'follower', 'category', 'craft-ideas', at);
      const oldest = await db
        .selectFrom('videos')
        .select('creator_slug')
        .orderBy('published_at')
        .limit(1)
        .executeTakeFirstOrThrow();
      await addFollow(db, 'sparse', 'creator', oldest.creator_slug, at);
      for (let i = 0; i < runs; i++) {
        await findVideo(db, 'cardboard-mini-basket');
        await listRelatedVideos(db, basket, { hideWatched: false, now: new Date() });
        await followingPage(db, 'follower', { limit: 2, now: new Date() });
        await followingPage(db, 'sparse', { limit: 2, now: new Date() });
        await madePostRowsPage(
          db,
          { kind: 'gallery', videoId: basket._id },
          { limit: 24, after: undefined },
        );
        await madeSummaryOf(db, basket._id);
        await listVideos(db, { limit: 12 });
      }
      const { rows } = await sql<{
        statement: string;
        generic_plans: string | number;
        custom_plans: string | number;
      }>`select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(db);
      return rows.map((row) => ({
        statement: row.statement,
        generic: Number(row.generic_plans),
        custom: Number(row.custom_plans),
      }));
    });
  }

  it('keeps the marked reads prepared, and settles each on a generic plan', async () => {
    const statements = await preparedAfter(10);
    const has = (fragment: string) => statements.find((s) => s.statement.includes(fragment));
    const found = {
      video: has('"videos"."youtube_id" ='),
      related: has('candidates as materialized'),
      followingRecent: has('as recent'),
      followingByFollow: has('with mine as'),
      visit: has('insert into following_visits'),
      followingVideos: has('"videos"."added_at"'),
      galleryPage: has('from "made_posts"'),
      gallerySummary: has('count(distinct user_id)'),
    };
    for (const [read, statement] of Object.entries(found)) {
      expect(statement, read).toBeDefined();
      expect(statement?.statement.startsWith(PREPARED_MARK), read).toBe(true);
      // Five custom plans first (PostgreSQL's rule), then the generic plan every run.
      expect(statement?.generic, read).toBeGreaterThanOrEqual(5);
    }
  });

  it('leaves every other statement unnamed, planned for its parameters each time', async () => {
    const statements = await preparedAfter(1);
    expect(statements.length).toBeGreaterThan(0);
    // The catalogue's page ran too, unmarked, and is not among them.
    expect(statements.every((s) => s.statement.startsWith(PREPARED_MARK))).toBe(true);
  });

  it("gives each prepared statement's limits as literals", async () => {
    // PostgreSQL prices a parameter's LIMIT as a tenth of the range it cuts: on a large catalogue
    // the generic plan then looked dearer than planning afresh, which it went on doing every run.
    const statements = await preparedAfter(1);
    for (const { statement } of statements) expect(statement).not.toMatch(/\b(limit|offset) \$/i);
  });
});
