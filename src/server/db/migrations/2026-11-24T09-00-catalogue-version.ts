import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// One number that changes whenever the catalogue (videos, categories) does, kept by the
// database itself, so every app process on it knows when its cached catalogue answers are old.

const CATALOGUE_TABLES = ['videos', 'categories'] as const;
const SQLITE_EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_state').values({ id: 1, version: 0 }).execute();

  if (isPostgres(db)) {
    await sql`
      create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin
        update catalogue_state set version = version + 1;
        return null;
      end
      $$`.execute(db);
    // Statement-level: a bulk import of many rows bumps the version once.
    for (const table of CATALOGUE_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_bump_catalogue_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_catalogue_version()`.execute(db);
    }
    return;
  }
  // SQLite has row-level triggers only.
  for (const table of CATALOGUE_TABLES) {
    for (const event of SQLITE_EVENTS) {
      await sql`
        create trigger ${sql.id(`${table}_${event}_bumps_catalogue_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update catalogue_state set version = version + 1;
        end`.execute(db);
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of CATALOGUE_TABLES) {
      await sql`drop trigger ${sql.id(`${table}_bump_catalogue_version`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function bump_catalogue_version()`.execute(db);
  } else {
    for (const table of CATALOGUE_TABLES) {
      for (const event of SQLITE_EVENTS) {
        await sql`drop trigger ${sql.id(`${table}_${event}_bumps_catalogue_version`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('catalogue_state').execute();
}

function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
