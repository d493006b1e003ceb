import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Photos whose rows were deleted and whose variants the photo store must delete too
// (docs/product.md, "Made it photos"). A photo's rows and its variants live apart (the store may
// not be the database), so the variants can only go after the rows' transaction commits; the
// same transaction queues the photo here, and the photo sweep deletes from the store what is still
// queued a while later: a process that died, or a store that failed, in between leaves no bytes
// behind for good.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('photo_deletions')
    .addColumn('photo_id', 'text', (c) => c.primaryKey())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('photo_deletions_queued_idx')
    .on('photo_deletions')
    .columns(['queued_at', 'photo_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('photo_deletions').execute();
}
