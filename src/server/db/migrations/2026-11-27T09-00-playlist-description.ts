import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// A playlist may carry a description (docs/product.md, "Playlists"); none is ''.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('playlists')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('playlists').dropColumn('description').execute();
}
