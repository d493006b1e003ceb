import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Resume and progress (docs/decisions/0008): how far each user has watched each video; and each user's
// settings, a row only once one is changed, first "pause history" (0 or 1: an integer, which
// both dialects compare alike).

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('watch_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('watch_progress_pk', ['user_id', 'video_id'])
    .execute();
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('history_paused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
  await db.schema.dropTable('watch_progress').execute();
}
