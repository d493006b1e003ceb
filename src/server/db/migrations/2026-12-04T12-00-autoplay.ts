import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// "Autoplay next video" (docs/product.md, "Video page", "Autoplay"), kept on the user's settings
// row: `autoplay` 1 (on, the default, which rows already there take too) or 0, an integer as
// `show_captions` is, which both dialects compare alike.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('user_settings')
    .addColumn('autoplay', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('user_settings').dropColumn('autoplay').execute();
}
