import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// The interface language and captions (docs/product.md, "Language" and "Captions"), kept on the
// user's settings row: `language` null until the user chooses one (the browser's languages
// decide meanwhile); `show_captions` 0 or 1 (an integer, which both dialects compare alike);
// `captions_language` null while captions follow the interface language. Languages are checked
// by the API, not here, so a language added later needs no migration.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('user_settings').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('user_settings')
    .addColumn('show_captions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('user_settings').addColumn('captions_language', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('user_settings').dropColumn('captions_language').execute();
  await db.schema.alterTable('user_settings').dropColumn('show_captions').execute();
  await db.schema.alterTable('user_settings').dropColumn('language').execute();
}
