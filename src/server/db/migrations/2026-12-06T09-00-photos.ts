import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// "Made it" photos (docs/product.md, "Made it photos"; docs/decisions/0017): each photo is kept
// as WebP at a few widths, one row a width, keyed by `{photo id}-{width}`
// (src/server/photos/photo-store.ts, photoKey). The bytes live in the database, so every server
// process on one PostgreSQL serves every photo: `bytea` on PostgreSQL, `blob` on SQLite (the one
// column type the two do not share). photo_id is indexed: a photo's variants are deleted together.

export async function up(db: MigrationDb): Promise<void> {
  const binary = isPostgres(db) ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('photo_variants')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('photo_id', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('photo_variants_photo_idx')
    .on('photo_variants')
    .column('photo_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('photo_variants').execute();
}

function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
