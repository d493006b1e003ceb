import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
//
// SQLite only: list_entries becomes a WITHOUT ROWID table keyed by (user_id, list, id). As a
// rowid table with a text primary key, every add or remove of a list entry wrote four b-trees
// (the rows by rowid, the primary key's index, the unique (user_id, list, video_id) and the page
// index (user_id, list, id, video_id)). Keyed by (user_id, list, id), the table is itself in a
// list's page order, holding video_id beside it, so the page index goes: two b-trees a write
// (docs/performance.md, "After the curators' pages: list entries without rowid"). Every
// query names user_id and list, so none needs an index on id alone; ids stay unique as they
// are made (newId), not by a constraint.
// PostgreSQL keeps its table: a heap with its indexes, where none of this applies.

const LISTS = `'likes', 'watchlater', 'history'`;

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  await sql
    .raw(`create table "list_entries_keyed" (
      "id" text not null,
      "user_id" text not null references "users" ("id") on delete cascade,
      "list" text not null check ("list" in (${LISTS})),
      "video_id" text not null references "videos" ("id") on delete cascade,
      "created_at" text not null,
      primary key ("user_id", "list", "id"),
      constraint "list_entries_unique_video" unique ("user_id", "list", "video_id")
    ) without rowid`)
    .execute(db);
  await sql`insert into "list_entries_keyed" ("id", "user_id", "list", "video_id", "created_at")
    select "id", "user_id", "list", "video_id", "created_at" from "list_entries"`.execute(db);
  await sql`drop table "list_entries"`.execute(db);
  await sql`alter table "list_entries_keyed" rename to "list_entries"`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  await sql
    .raw(`create table "list_entries_rowid" (
      "id" text primary key,
      "user_id" text not null references "users" ("id") on delete cascade,
      "list" text not null check ("list" in (${LISTS})),
      "video_id" text not null references "videos" ("id") on delete cascade,
      "created_at" text not null,
      constraint "list_entries_unique_video" unique ("user_id", "list", "video_id")
    )`)
    .execute(db);
  await sql`insert into "list_entries_rowid" ("id", "user_id", "list", "video_id", "created_at")
    select "id", "user_id", "list", "video_id", "created_at" from "list_entries"`.execute(db);
  await sql`drop table "list_entries"`.execute(db);
  await sql`alter table "list_entries_rowid" rename to "list_entries"`.execute(db);
  await sql`create index "list_entries_page_idx"
    on "list_entries" ("user_id", "list", "id", "video_id")`.execute(db);
}

function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
