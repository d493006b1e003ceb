import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { argon2Hasher } from '#server/auth/argon2-hasher.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { seedCategories, seedVideos } from '#server/db/seed-catalogue.ts';
import { CategoriesResponseSchema } from '#shared/schemas/category.schema.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { countRows, expectJson } from '../support/api-assertions.ts';
import { createTestApi, TEST_TOKENS } from '../support/test-app.ts';
import {
  createEmptyTestDatabase,
  DIALECTS,
  migrateToFirstSchema,
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
});
