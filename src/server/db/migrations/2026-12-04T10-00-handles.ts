import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Public profiles (docs/product.md, "Public profile"):
// - users.handle: the name of the user's public page, /u/{handle}; null until they choose one.
//   Stored lower-cased by the API, so the unique index makes handles unique ignoring case, and
//   decides between two users claiming one handle at the same moment. Both dialects let any
//   number of rows hold null under a unique index. A handle changed or removed is free at once.
// - users.display_name: the name the public page shows; null shows the first and last name.
// The handle's rules (length, characters, reserved words) are checked by the API, not here.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('handle', 'text').execute();
  await db.schema.alterTable('users').addColumn('display_name', 'text').execute();
  await db.schema.createIndex('users_handle_idx').on('users').column('handle').unique().execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('users_handle_idx').execute();
  await db.schema.alterTable('users').dropColumn('display_name').execute();
  await db.schema.alterTable('users').dropColumn('handle').execute();
}
