import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Search over title, creator and description that scales to a large catalogue (docs/product.md,
// "Filters"). Category names are not copied into the index: search matches them against the
// categories table itself (a handful of rows), so a category rename needs no index upkeep.
//
// SQLite: an FTS5 trigram index (substring matches of 3+ characters, case-insensitive), keyed
// by the videos' rowid and kept in step by triggers. Contentless (the text stays in `videos`),
// with contentless_delete so triggers can remove a row's entry. SQLite keeps rowids through
// VACUUM in practice (tested on 3.53); should a future SQLite renumber them, rebuild with:
// delete from video_search; insert into video_search(rowid, title, creator, description)
// select rowid, title, creator, description from videos.
//
// PostgreSQL: pg_trgm GIN indexes over lower(column), which serve `lower(column) like '%…%'`.
// fastupdate off: the catalogue changes seldom, and a pending list of recent rows would be
// read in full by every search until a vacuum merged it (milliseconds even for no match).
// The extensions live in one schema (public) for the whole database: each test database is a
// schema of its own, and a `drop schema … cascade` must not take an extension with it.

const SEARCHED_COLUMNS = ['title', 'creator', 'description'] as const;

/** Any constant: the advisory lock that keeps concurrent migrations from racing to create the extensions. */
const EXTENSION_LOCK = 7_311_024;

function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: MigrationDb): Promise<void> {
  await sql`create virtual table video_search using fts5(
    title, creator, description,
    tokenize = 'trigram', content = '', contentless_delete = 1
  )`.execute(db);
  await sql`insert into video_search(rowid, title, creator, description)
    select rowid, title, creator, description from videos`.execute(db);
  // How many videos hold each trigram in each column: a search asks the index for a word's
  // rarest trigrams, and reads few hits through the index but walks the date order for many.
  await sql`create virtual table video_search_terms using fts5vocab(video_search, col)`.execute(db);
  await sql`create trigger video_search_insert after insert on videos begin
    insert into video_search(rowid, title, creator, description)
      values (new.rowid, new.title, new.creator, new.description);
  end`.execute(db);
  await sql`create trigger video_search_delete after delete on videos begin
    delete from video_search where rowid = old.rowid;
  end`.execute(db);
  await sql`create trigger video_search_update after update of title, creator, description on videos begin
    delete from video_search where rowid = old.rowid;
    insert into video_search(rowid, title, creator, description)
      values (new.rowid, new.title, new.creator, new.description);
  end`.execute(db);
}

async function upPostgres(db: MigrationDb): Promise<void> {
  // Kysely runs PostgreSQL migrations in a transaction: the lock is held until it commits, so a
  // second migration waiting here then finds the extension in place.
  await sql`select pg_advisory_xact_lock(${sql.lit(EXTENSION_LOCK)})`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create extension if not exists btree_gin with schema public`.execute(db);
  // Wherever the extensions were installed (public here, maybe elsewhere on an older database).
  const { rows } = await sql<{ name: string; schema: string }>`
    select e.extname as name, n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace
    where e.extname in ('pg_trgm', 'btree_gin')`.execute(db);
  const schemaOf = (name: string) => rows.find((r) => r.name === name)?.schema ?? 'public';
  const trigramOps = sql`${sql.id(schemaOf('pg_trgm'))}.gin_trgm_ops`;
  const textOps = sql`${sql.id(schemaOf('btree_gin'))}.text_ops`;
  // The category beside the text (btree_gin), so a search within a category meets only that
  // category's matches in the index, instead of checking every match's row for its category.
  for (const column of SEARCHED_COLUMNS) {
    await sql`create index ${sql.id(`videos_${column}_trgm_idx`)} on videos
      using gin (category_id ${textOps}, lower(${sql.id(column)}) ${trigramOps})
      with (fastupdate = off)`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    // The extensions stay: other schemas of the database may use them.
    for (const column of SEARCHED_COLUMNS) {
      await db.schema.dropIndex(`videos_${column}_trgm_idx`).execute();
    }
    return;
  }
  for (const trigger of ['video_search_insert', 'video_search_delete', 'video_search_update']) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table video_search_terms`.execute(db);
  await sql`drop table video_search`.execute(db);
}
