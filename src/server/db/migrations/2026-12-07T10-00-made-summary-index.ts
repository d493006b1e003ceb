import { sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// The gallery's summary (docs/product.md, "Made it posts") reads, for one video, every public post
// that is not hidden: its maker, its minutes and how it felt. This partial index holds exactly
// those columns for exactly those posts, minutes in order, so the summary is one short range of
// the index and never a table row (visibility and hidden_at are in it too: SQLite reads a partial
// index's own condition from its columns, or else from the table) (bench/made-gallery.bench.ts: the first page of a gallery of
// 1,000 posts).

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('made_posts_summary_idx')
    .on('made_posts')
    .columns(['video_id', 'minutes', 'felt', 'user_id', 'visibility', 'hidden_at'])
    .where(sql<boolean>`visibility = 'public' and hidden_at is null`)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('made_posts_summary_idx').execute();
}
