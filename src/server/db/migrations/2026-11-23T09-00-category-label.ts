import { sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Categories carry the short label the home page's filter shows ("Crafts" for Craft Ideas).

export async function up(db: MigrationDb): Promise<void> {
  // A NOT NULL column added to a table that may hold rows needs a default on both dialects;
  // the rows there now then take their full name as label, until the seed writes its own.
  await db.schema
    .alterTable('categories')
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('categories')
    .set({ label: sql.ref('category_name') })
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('label').execute();
}
