import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Search, second pass (docs/performance.md, "Search, second pass"): what made searches slow on a
// large catalogue, fixed in the indexes.
//
// SQLite: the FTS5 index gains a fourth column, `category`, holding one trigram per video that
// stands for its category: a private-use mark (U+E000, which no text holds, so the trigram
// never meets a word's) and the category id's last two characters. Within a category, the index
// then meets only that category's hits, instead of every hit being read from `videos` for its
// category. Two categories may share a key; that costs speed, never correctness (every hit is
// still checked against its row). The repository computes the same key (categoryTerm in
// video-search-index.ts); the triggers now also follow a video's move to another category.
//
// PostgreSQL: lower() costs ~1 µs a call under a UTF-8 collation, and a walk through the
// catalogue by date called it on the title and the creator of every row it read (and on the
// description too in the short-text window), and every index hit was checked with it again.
// Stored, generated columns now hold the lower-cased text: `search_title`; `search_named`,
// lower(title, newline, creator); `search_text`, lower(title, newline, creator, newline,
// description). A word without whitespace (searched words never hold any) occurs in one of them
// exactly when it occurs in one of the columns it joins. Their trigram indexes (with the
// category, as before) replace those on lower(title), lower(creator) and lower(description), and
// one index scan serves all of a text's words, so the planner can no longer pick the commoner
// word's index alone (it did, on a 9-row estimate for 1,612 rows). No statistics are kept for
// them: the repository, not the planner's LIKE estimates, chooses between walking by date and
// reading an index (those estimates were noise for words in 0.4–2 % of rows), and planning
// tested each LIKE against every value kept (5 ms a query at a target of 300).

const OLD_TRIGGERS = ['video_search_insert', 'video_search_delete', 'video_search_update'];

/** SQLite: the category's key, as the repository computes it (see above). */
const CATEGORY_KEY = `char(57344) || substr('__' || category_id, -2)`;

/** PostgreSQL: keep no statistics for the lower-cased columns (see above). */
const STATISTICS_TARGET = 0;

/** PostgreSQL: the stored, lower-cased columns, and the columns whose lower() was indexed before. */
const SEARCH_COLUMNS = ['search_title', 'search_named', 'search_text'];
const OLD_COLUMNS = ['title', 'creator', 'description'];

function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: MigrationDb): Promise<void> {
  for (const trigger of OLD_TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table video_search_terms`.execute(db);
  await sql`drop table video_search`.execute(db);
  await sql`create virtual table video_search using fts5(
    title, creator, description, category,
    tokenize = 'trigram', content = '', contentless_delete = 1
  )`.execute(db);
  const key = sql.raw(CATEGORY_KEY);
  await sql`insert into video_search(rowid, title, creator, description, category)
    select rowid, title, creator, description, ${key} from videos`.execute(db);
  await sql`create virtual table video_search_terms using fts5vocab(video_search, col)`.execute(db);
  const newKey = sql.raw(CATEGORY_KEY.replace('category_id', 'new.category_id'));
  await sql`create trigger video_search_insert after insert on videos begin
    insert into video_search(rowid, title, creator, description, category)
      values (new.rowid, new.title, new.creator, new.description, ${newKey});
  end`.execute(db);
  await sql`create trigger video_search_delete after delete on videos begin
    delete from video_search where rowid = old.rowid;
  end`.execute(db);
  await sql`create trigger video_search_update
    after update of title, creator, description, category_id on videos begin
    delete from video_search where rowid = old.rowid;
    insert into video_search(rowid, title, creator, description, category)
      values (new.rowid, new.title, new.creator, new.description, ${newKey});
  end`.execute(db);
}

/** PostgreSQL: the operator classes, from wherever the extensions were installed. */
async function operatorClasses(db: MigrationDb) {
  // The video-search migration made the extensions (in public, maybe elsewhere on an older database).
  const { rows } = await sql<{ name: string; schema: string }>`
    select e.extname as name, n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace
    where e.extname in ('pg_trgm', 'btree_gin')`.execute(db);
  const schemaOf = (name: string) => rows.find((r) => r.name === name)?.schema ?? 'public';
  return {
    trigramOps: sql`${sql.id(schemaOf('pg_trgm'))}.gin_trgm_ops`,
    textOps: sql`${sql.id(schemaOf('btree_gin'))}.text_ops`,
  };
}

async function upPostgres(db: MigrationDb): Promise<void> {
  const { trigramOps, textOps } = await operatorClasses(db);
  await sql`alter table videos
    add column search_title text generated always as (lower(title)) stored,
    add column search_named text generated always as (lower(title || chr(10) || creator)) stored,
    add column search_text text generated always as (
      lower(title || chr(10) || creator || chr(10) || description)) stored`.execute(db);
  for (const column of SEARCH_COLUMNS) {
    await sql`create index ${sql.id(`videos_${column}_trgm_idx`)} on videos
      using gin (category_id ${textOps}, ${sql.id(column)} ${trigramOps})
      with (fastupdate = off)`.execute(db);
    await sql`alter table videos alter column ${sql.id(column)}
      set statistics ${sql.lit(STATISTICS_TARGET)}`.execute(db);
  }
  for (const column of OLD_COLUMNS) {
    await sql`drop index ${sql.id(`videos_${column}_trgm_idx`)}`.execute(db);
  }
  await sql`analyze videos`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    const { trigramOps, textOps } = await operatorClasses(db);
    // As the video-search migration made them.
    for (const column of OLD_COLUMNS) {
      await sql`create index ${sql.id(`videos_${column}_trgm_idx`)} on videos
        using gin (category_id ${textOps}, lower(${sql.id(column)}) ${trigramOps})
        with (fastupdate = off)`.execute(db);
    }
    await sql`alter table videos ${sql.join(
      SEARCH_COLUMNS.map((column) => sql`drop column ${sql.id(column)}`),
    )}`.execute(db);
    return;
  }
  for (const trigger of OLD_TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table video_search_terms`.execute(db);
  await sql`drop table video_search`.execute(db);
  // As the video-search migration made them.
  await sql`create virtual table video_search using fts5(
    title, creator, description,
    tokenize = 'trigram', content = '', contentless_delete = 1
  )`.execute(db);
  await sql`insert into video_search(rowid, title, creator, description)
    select rowid, title, creator, description from videos`.execute(db);
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
