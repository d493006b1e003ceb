import { sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Notes at a moment (docs/product.md, "Video page"): a signed-in user's private notes on a video, each stamped with
// the playback time (whole seconds) at which it was started.
//
// - video_notes: the note's id (a ULID, so its creation time), its user and video (both
//   cascade: a deleted account or a video leaving the catalogue takes its notes along), the
//   moment (0 to 48 hours, as watch progress), the text, and when it was made and last changed.
//   Read two ways, each an index range in its own order: a user's notes on one video in time
//   order (user_id, video_id, seconds, id), and all of a user's notes newest first
//   (user_id, id).
// - removed_notes: a deleted note, kept for the undo window as removed_playlists keeps a
//   deleted playlist (JSON of the note as it was), so Undo puts it back exactly.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('video_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('seconds', 'integer', (c) => c.notNull().check(sql`seconds between 0 and 172800`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('video_notes_user_video_time_idx')
    .on('video_notes')
    .columns(['user_id', 'video_id', 'seconds', 'id'])
    .execute();
  await db.schema
    .createIndex('video_notes_user_newest_idx')
    .on('video_notes')
    .columns(['user_id', 'id'])
    .execute();
  // A video's notes by the video alone: what its deletion's cascade looks up.
  await db.schema
    .createIndex('video_notes_video_idx')
    .on('video_notes')
    .columns(['video_id'])
    .execute();

  await db.schema
    .createTable('removed_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('removed_notes_user_idx')
    .on('removed_notes')
    .columns(['user_id', 'removed_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('removed_notes').execute();
  await db.schema.dropTable('video_notes').execute();
}
