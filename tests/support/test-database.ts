import { randomBytes } from 'node:crypto';
import { type Migration, Migrator, sql } from 'kysely';
import pg from 'pg';
import { openWasmDatabase } from '#demo/wasm-sqlite.ts';
import type { DatabaseHandle, Dialect } from '#server/db/database-handle.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import * as initial from '#server/db/migrations/2026-11-22T05-00-initial.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { connectDatabase } from '#server/node/db/connect.ts';

/** Where the PostgreSQL runs of the suites go (trust auth on every dev and CI machine). */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Which SQLite the suites' 'sqlite' runs on: the server's (better-sqlite3), or, with
 * TEST_SQLITE=wasm (vitest's api-wasm project), the browser demo's SQLite in WebAssembly behind
 * the demo's own API (src/demo/demo-api.ts), so the API suites hold all three stores to one
 * contract without a line of them changed.
 */
export const SQLITE_STORE: 'native' | 'wasm' =
  process.env.TEST_SQLITE === 'wasm' ? 'wasm' : 'native';

/**
 * Every suite that touches the database runs once per dialect; the api-wasm project runs the
 * same suites again on the WebAssembly SQLite only (PostgreSQL has had its run).
 */
export const DIALECTS: Dialect[] = SQLITE_STORE === 'wasm' ? ['sqlite'] : ['sqlite', 'postgres'];

/**
 * A fresh, migrated, seeded database of its own: an in-memory SQLite, or a new schema in the
 * test PostgreSQL, dropped again by close().
 */
export async function createTestDatabase(dialect: Dialect): Promise<DatabaseHandle> {
  const handle = await createEmptyTestDatabase(dialect);
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, argon2Hasher);
  return handle;
}

/** As createTestDatabase, but with no tables yet: for suites that migrate step by step. */
export async function createEmptyTestDatabase(dialect: Dialect): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') {
    return SQLITE_STORE === 'wasm' ? openWasmDatabase() : connectDatabase('file::memory:');
  }
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const handle = connectDatabase(TEST_POSTGRES_URL, { searchPath: schema, maxConnections: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop schema "${schema}" cascade`);
      await dropper.end();
    },
  };
}

/**
 * Runs `migrations` (name to migration, as a database records them) on a test database, in its
 * own schema on PostgreSQL: for tests of a database made by an older build.
 */
export async function migrateWith(
  handle: DatabaseHandle,
  migrations: Record<string, Migration>,
): Promise<void> {
  const { db } = handle;
  const schema =
    handle.dialect === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/**
 * Brings an empty test database (createEmptyTestDatabase) to the first schema only, as a
 * database made before every later migration was: for tests of upgrading one.
 */
export async function migrateToFirstSchema(handle: DatabaseHandle): Promise<void> {
  await migrateWith(handle, { '2026-11-22T05-00-initial': initial });
}
