import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Who may open a playlist (docs/product.md, "Playlists", Sharing): 'private' (its owner only,
// as every playlist made before was), 'unlisted' (anyone with its link) or 'public' (listed on
// its owner's profile too). The values are checked by the API, not here. The index reads a
// user's public playlists newest first (ids are ULIDs) without walking their private ones.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('playlists')
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('private'))
    .execute();
  await db.schema
    .createIndex('playlists_user_visibility_idx')
    .on('playlists')
    .columns(['user_id', 'visibility', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('playlists_user_visibility_idx').execute();
  await db.schema.alterTable('playlists').dropColumn('visibility').execute();
}
