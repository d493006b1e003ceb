import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// "Up next" (docs/product.md, "Video page") reads, for each of a few hundred candidate videos,
// which of the video's material keys it has. Keyed by (video_id, name_key), that read is an
// index-only range of this index; by the primary key (video_id, position) it also fetched each
// candidate's rows from the table.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('video_materials_video_key_idx')
    .on('video_materials')
    .columns(['video_id', 'name_key'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('video_materials_video_key_idx').execute();
}
