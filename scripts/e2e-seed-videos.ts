/**
 * Test-only: migrates and seeds the database at DATABASE_URL, then adds N made-up videos (the
 * test factory's) to the first category, for journeys that need a long catalogue. The
 * end-to-end server runs it before starting when E2E_EXTRA_VIDEOS=N.
 *
 *   DATABASE_URL=file:/tmp/x.db node --import tsx scripts/e2e-seed-videos.ts 300
 */

import { makeTestVideo } from '#server/db/factories.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { seedCategories } from '#server/db/seed-catalogue.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { connectDatabase } from '#server/node/db/connect.ts';

const count = Number(process.argv[2]);
const url = process.env.DATABASE_URL;
if (!url || !Number.isInteger(count) || count < 1) {
  console.error('usage: DATABASE_URL=… node --import tsx scripts/e2e-seed-videos.ts <count>');
  process.exit(1);
}
const category = seedCategories[0];
if (!category) throw new Error('the seed has no category');

const database = connectDatabase(url);
await migrateToLatest(database.db);
await seedDatabase(database.db, argon2Hasher);
const rows = Array.from({ length: count }, () => makeTestVideo(category.id));
for (let i = 0; i < rows.length; i += 200) {
  await database.db
    .insertInto('videos')
    .values(rows.slice(i, i + 200))
    .execute();
}
await database.close();
