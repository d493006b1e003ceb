// A PostgreSQL schema the query benchmark fills once and keeps (`--schema NAME`), so that tuning
// a query can rerun the benchmark in a minute rather than wait 10–17 minutes for a fresh fill.
// Migrated to the latest schema on every run, so a new migration's backfill reaches it.
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { seedVideos } from '#server/db/seed-catalogue.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { TEST_POSTGRES_URL } from '../../tests/support/test-database.ts';

export interface KeptSchema extends DatabaseHandle {
  /** Whether an earlier run filled it already (beyond the demo catalogue the seed puts in). */
  filled: boolean;
}

export async function openKeptSchema(schema: string): Promise<KeptSchema> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a plain schema name: ${schema}`);
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema if not exists "${schema}"`);
  await admin.end();
  const handle = connectDatabase(TEST_POSTGRES_URL, { searchPath: schema, maxConnections: 5 });
  await migrateToLatest(handle.db);
  const { categories } = (
    await sql<{ categories: string }>`select count(*) as categories from categories`.execute(
      handle.db,
    )
  ).rows[0] ?? { categories: '0' };
  if (Number(categories) === 0) await seedDatabase(handle.db, argon2Hasher);
  const { videos } = (
    await sql<{ videos: string }>`select count(*) as videos from videos`.execute(handle.db)
  ).rows[0] ?? { videos: '0' };
  return { ...handle, filled: Number(videos) > seedVideos.length };
}
