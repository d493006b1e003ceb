import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// A list's page reads the entries' ids and video ids in the list's order. The index on
// (user_id, list, id) found them but sent every entry to the table for its video_id; with
// video_id in the index, a page is read from the index alone (docs/performance.md).

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('list_entries_page_idx')
    .on('list_entries')
    .columns(['user_id', 'list', 'id', 'video_id'])
    .execute();
  await db.schema.dropIndex('list_entries_user_list_idx').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('list_entries_user_list_idx')
    .on('list_entries')
    .columns(['user_id', 'list', 'id'])
    .execute();
  await db.schema.dropIndex('list_entries_page_idx').execute();
}
