import { sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Written against MigrationDb (untyped) and portable types only, so SQLite and PostgreSQL share it.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('video_link', 'text', (c) => c.notNull().unique())
    .addColumn('youtube_id', 'text', (c) => c.notNull().unique())
    .addColumn('gif', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().check(sqlNonNegative('view_count')))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .execute();
  // The catalogue's keyset order, overall and within a category.
  await db.schema
    .createIndex('videos_published_idx')
    .on('videos')
    .columns(['published_at', 'id'])
    .execute();
  await db.schema
    .createIndex('videos_category_published_idx')
    .on('videos')
    .columns(['category_id', 'published_at', 'id'])
    .execute();

  await db.schema
    .createTable('list_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) =>
      c.notNull().check(sqlIn('list', ['likes', 'watchlater', 'history'])),
    )
    .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('list_entries_unique_video', ['user_id', 'list', 'video_id'])
    .execute();
  await db.schema
    .createIndex('list_entries_user_list_idx')
    .on('list_entries')
    .columns(['user_id', 'list', 'id'])
    .execute();

  await db.schema
    .createTable('playlists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('playlists_unique_title', ['user_id', 'title_key'])
    .execute();
  await db.schema
    .createIndex('playlists_user_idx')
    .on('playlists')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('playlist_videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('playlist_id', 'text', (c) =>
      c.notNull().references('playlists.id').onDelete('cascade'),
    )
    .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('playlist_videos_unique_video', ['playlist_id', 'video_id'])
    .execute();
  await db.schema
    .createIndex('playlist_videos_playlist_idx')
    .on('playlist_videos')
    .columns(['playlist_id', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'playlist_videos',
    'playlists',
    'list_entries',
    'videos',
    'categories',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}

function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}
