import { sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// A playlist's videos keep the order their owner gives them (docs/product.md,
// "Playlists", Reorder): each entry has a position, 0 first. Until now a playlist showed its
// videos newest first (by entry id, descending), so that is the order the backfill writes. Positions are
// ordered, not necessarily gapless (a removal leaves a gap); readers order by (position, id).
// The index serves every read in that order (a playlist's page, its first video) and the
// reorder's read of the whole playlist.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('playlist_videos')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Numbered in one pass (a window over each playlist), not a count per row, which grows with
  // the square of a playlist's length.
  await sql`update "playlist_videos" set "position" = "numbered"."position"
    from (
      select "id", row_number() over (
        partition by "playlist_id" order by "id" desc) - 1 as "position"
      from "playlist_videos"
    ) as "numbered"
    where "numbered"."id" = "playlist_videos"."id"`.execute(db);
  await db.schema
    .createIndex('playlist_videos_position_idx')
    .on('playlist_videos')
    .columns(['playlist_id', 'position', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('playlist_videos_position_idx').execute();
  await db.schema.alterTable('playlist_videos').dropColumn('position').execute();
}
