import { type Kysely, type Migration, PostgresIntrospector, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { migrationProvider } from '#server/db/migrations/index.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { seedCategories, seedVideos } from '#server/db/seed-catalogue.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { CategoriesResponseSchema } from '#shared/schemas/category.schema.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { countRows, expectJson } from '../support/api-assertions.ts';
import { createTestApi, TEST_TOKENS } from '../support/test-app.ts';
import {
  createEmptyTestDatabase,
  DIALECTS,
  migrateToFirstSchema,
  migrateWith,
  TEST_POSTGRES_URL,
} from '../support/test-database.ts';

/** The categories table as the first migration made it, before categories had labels. */
interface FirstSchema {
  categories: { id: string; category_name: string; description: string; position: number };
}

describe.each(DIALECTS)('migrations (%s)', (dialect) => {
  // Regression: on PostgreSQL, Kysely's migrator once found another schema's bookkeeping tables
  // and skipped creating its own, so a second database beside a live one failed to migrate.
  it('migrates and seeds a second database while another one is live', async () => {
    const first = await createTestApi(dialect);
    try {
      const second = await createTestApi(dialect);
      try {
        for (const api of [first, second]) {
          const res = await api.call('GET', '/api/videos');
          const { videos } = await expectJson(res, 200, VideosPageSchema);
          expect(videos).toHaveLength(seedVideos.length);
        }
        await second.signUp();
        expect(await countRows(first.database, 'users')).toBe(1);
        expect(await countRows(second.database, 'users')).toBe(2);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  it('gives categories of a database seeded before labels existed their labels', async () => {
    const database = await createEmptyTestDatabase(dialect);
    try {
      const { db } = database;
      await migrateToFirstSchema(database);
      // What the seed of that time wrote, plus a category someone added by hand.
      const old = db as unknown as Kysely<FirstSchema>;
      await old
        .insertInto('categories')
        .values([
          ...seedCategories.map((c, i) => ({
            id: c.id,
            category_name: c.name,
            description: c.description,
            position: i,
          })),
          { id: 'pottery', category_name: 'Pottery', description: 'Clay.', position: 9 },
        ])
        .execute();

      await migrateToLatest(db);
      await seedDatabase(db, argon2Hasher);
      await seedDatabase(db, argon2Hasher);

      const app = createApp({ db, passwords: argon2Hasher, tokens: TEST_TOKENS });
      const res = await app.request('/api/categories');
      const { categories } = await expectJson(res, 200, CategoriesResponseSchema);
      expect(categories.map((c) => [c._id, c.label])).toEqual([
        ...seedCategories.map((c) => [c.id, c.label]),
        ['pottery', 'Pottery'],
      ]);
      expect(await countRows(database, 'categories')).toBe(seedCategories.length + 1);
      expect(await countRows(database, 'users')).toBe(1);
    } finally {
      await database.close();
    }
  });
  // A migration's file was renamed after databases had recorded it (two shared a timestamp);
  // Kysely refuses a database that recorded a migration it is no longer given, and would run a
  // migration again under a new name. These are the names databases of 2026-11-25 recorded.
  it('upgrades a database that recorded the migrations under their first names', async () => {
    const recorded = [
      '2026-11-22T05-00-initial',
      '2026-11-23T09-00-category-label',
      '2026-11-23T10-00-test-todos',
      '2026-11-24T09-00-catalogue-version',
      '2026-11-24T10-00-video-search',
      '2026-11-25T09-00-list-entries-covering',
      '2026-11-25T09-00-search-category-and-lowercase',
    ];
    const all = await migrationProvider.getMigrations();
    const database = await createEmptyTestDatabase(dialect);
    try {
      const { db } = database;
      const thenMigrations = Object.values(all).slice(0, recorded.length);
      await migrateWith(
        database,
        Object.fromEntries(recorded.map((name, i) => [name, thenMigrations[i] as Migration])),
      );

      await migrateToLatest(db);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(all).sort());
      await seedDatabase(db, argon2Hasher);
      const app = createApp({ db, passwords: argon2Hasher, tokens: TEST_TOKENS });
      const { videos } = await expectJson(await app.request('/api/videos'), 200, VideosPageSchema);
      expect(videos).toHaveLength(seedVideos.length);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(DIALECTS.includes('postgres'))('migrations beside other schemas (postgres)', () => {
  // Regression: Kysely's introspector lists every schema's tables and then checks each schema by
  // name, so a schema dropped meanwhile (here by a churner; in CI, by another suite's cleanup)
  // failed the migration with `schema "…" does not exist`.
  it('migrates while other schemas in the database are made and dropped', async () => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      for (let n = 0; churning; n++) {
        const schema = `churn_${process.pid}_${n}`;
        await admin.query(`create schema "${schema}"; create table "${schema}".t (a int, b text)`);
        await admin.query(`drop schema "${schema}" cascade`);
      }
    })();
    const failures: string[] = [];
    try {
      for (let run = 0; run < 12; run++) {
        const database = await createEmptyTestDatabase('postgres');
        try {
          await migrateToLatest(database.db);
        } catch (error) {
          failures.push(String(error));
        } finally {
          await database.close();
        }
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("describes the app's own tables as Kysely's introspector does", async () => {
    const database = await createEmptyTestDatabase('postgres');
    try {
      await migrateToLatest(database.db);
      const ours = database.db.introspection;
      const kyselys = new PostgresIntrospector(database.db);
      const schema = await sql<{ name: string }>`select current_schema() as name`.execute(
        database.db,
      );
      for (const withInternalKyselyTables of [false, true]) {
        const expected = (await kyselys.getTables({ withInternalKyselyTables })).filter(
          (table) => table.schema === schema.rows[0]?.name,
        );
        const actual = await ours.getTables({ withInternalKyselyTables });
        expect(actual.length).toBeGreaterThan(5);
        expect(actual).toEqual(expected);
      }
    } finally {
      await database.close();
    }
  });
});
