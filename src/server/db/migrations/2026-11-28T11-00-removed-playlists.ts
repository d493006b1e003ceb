import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// A deleted playlist is kept as a snapshot (JSON: its title, description, time and videos in
// order) for the undo window (docs/product.md, "Lists", Undo), so that Undo can put it back exactly.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('removed_playlists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('removed_playlists_user_idx')
    .on('removed_playlists')
    .columns(['user_id', 'removed_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('removed_playlists').execute();
}
