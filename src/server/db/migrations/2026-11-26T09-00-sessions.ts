import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Sessions: a token names one, and is good only while its row is here, so logging out (one
// row) and signing out everywhere (all of a user's) end tokens before they expire.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
