import { type Kysely, Migrator, PostgresIntrospector, sql } from 'kysely';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

/**
 * PostgreSQL: the schema the tables go in. Kysely's migrator, given no schema, looks for its
 * bookkeeping tables in every schema of the database, so another schema's tables (another app,
 * or another test run) would make it skip creating its own and then fail.
 */
async function migrationSchemaOf(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.introspection instanceof PostgresIntrospector)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  return rows[0]?.schema ?? undefined;
}

/** Brings the schema up to date; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrationTableSchema = await migrationSchemaOf(db);
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}: ${String(error)}`, { cause: error });
  }
}
