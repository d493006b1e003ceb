import { type Kysely, type RawBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import { addOutcomeOf } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import {
  entryPairsAggregate,
  entryPairsOf,
  type Owner,
  ownerIs,
  type PageWindow,
  pageOf,
} from '../page.ts';
import type { Database } from '../schema.ts';
import { addToList, type ListEntriesPage } from './list.repository.ts';
import { notRetired } from './video.repository.ts';
import {
  refusalOfEmptyHistoryWrite,
  refused,
  resultOfAdd,
  type WriteResult,
} from './write-refusal.ts';

/** A page of history: the videos' ids, and when each was last watched (video id → ISO time). */
export interface HistoryEntriesPage extends ListEntriesPage {
  watchedAt: Map<string, string>;
}

/** `text` as a LIKE pattern that finds it anywhere, its own % _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;
}

/**
 * Whether a history entry's video has `term` in its title or creator, ignoring case as the
 * catalogue's search does: SQLite's LIKE ignores the case of ASCII letters by itself, and
 * compares the rest as written (its lower() would fold only ASCII too, so lower-casing the term
 * here would miss "ÉCOLE" written so); PostgreSQL compares lower-cased text.
 */
function holdsTerm(sqlite: boolean, term: string): RawBuilder<SqlBool> {
  if (sqlite) {
    const pattern = containsPattern(term);
    return sql<SqlBool>`("v"."title" like ${pattern} escape '\\'
      or "v"."creator" like ${pattern} escape '\\')`;
  }
  const pattern = containsPattern(term.toLowerCase());
  return sql<SqlBool>`(lower("v"."title") like ${pattern} escape '\\'
    or lower("v"."creator") like ${pattern} escape '\\')`;
}

/**
 * One page of the owner's history, newest watch first (keyset on the entry id, a ULID made when
 * the video was last watched), optionally narrowed to videos whose title or creator holds
 * `search` (ignoring case); undefined when the owner is gone or signed out. One query, as the
 * other lists' read (list.repository.ts), with each entry's time beside its video.
 */
export async function historyEntriesPage(
  db: Kysely<Database>,
  owner: Owner,
  window: PageWindow,
  search?: string,
): Promise<HistoryEntriesPage | undefined> {
  const after = window.after === undefined ? sql`` : sql`and "e"."id" < ${window.after}`;
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const term = search?.trim();
  const matches = term
    ? sql`and exists (select 1 from "videos" as "v" where "v"."id" = "e"."video_id"
        and ${holdsTerm(sqlite, term)})`
    : sql``;
  const { rows } = await sql<{
    entries: unknown;
    total: number | string | bigint;
    catalogue_version: number | string;
  }>`
    select
      (select ${entryPairsAggregate(db, true)} from (
        select "e"."id", "e"."video_id" as "item", "e"."created_at" as "at"
        from "list_entries" as "e"
        where "e"."user_id" = ${owner.userId} and "e"."list" = 'history' ${after} ${matches}
        order by "e"."id" desc
        limit ${window.limit + 1}
      ) as "page") as "entries",
      (select count(*) from "list_entries" as "e"
        where "e"."user_id" = ${owner.userId} and "e"."list" = 'history' ${matches}) as "total",
      (select "version" from "catalogue_state" where "id" = 1) as "catalogue_version"
    from "users"
    where ${ownerIs(owner)}`.execute(db);
  const first = rows[0];
  if (!first) return undefined;
  const entries = entryPairsOf(first.entries);
  return {
    ...pageOf(entries, window.limit, Number(first.total)),
    catalogueVersion: String(first.catalogue_version),
    watchedAt: new Map(entries.map((entry) => [entry.item, entry.at ?? ''])),
  };
}

/** The condition on a "users" row that its user records history (has not paused it). */
const historyOn = sql<SqlBool>`coalesce((select "s"."history_paused" from "user_settings" as "s"
  where "s"."user_id" = "users"."id"), 0) = 0`;

/**
 * Records a watch of the video by the user `userId` now, unless the user has paused history: a
 * video not in history is added, one already there moves to the top with the new time (its
 * entry gets a new, newer id: history is ordered by entry id). One statement (an upsert), so
 * two racing records give one entry. Answers how many entries were written (0 or 1); a video
 * that does not exist fails the foreign key.
 */
export async function upsertHistoryEntry(
  db: Kysely<Database>,
  user: { owner: Owner } | { userId: string },
  videoId: string,
): Promise<bigint> {
  const who = 'owner' in user ? ownerIs(user.owner) : sql`"users"."id" = ${user.userId}`;
  const result = await sql`
    insert into "list_entries" ("id", "user_id", "list", "video_id", "created_at")
    select ${newId()}, "users"."id", 'history', ${videoId}, ${nowIso()} from "users"
    where ${who} and ${historyOn} and ${notRetired(videoId)}
    on conflict ("user_id", "list", "video_id")
    do update set "id" = excluded."id", "created_at" = excluded."created_at"`.execute(db);
  return result.numAffectedRows ?? 0n;
}

/**
 * POST /history's add, as saveToList with the pause in the same statement: the video is added
 * unless it is there already (`duplicate`, the spec's 409), retired, or the owner is gone or has
 * paused history.
 */
export async function addToHistory(
  db: Kysely<Database>,
  owner: Owner,
  videoId: string,
): Promise<HistoryWriteResult | WriteResult<'duplicate'>> {
  const outcome = await addToList(db, owner, 'history', videoId, {
    when: sql<SqlBool>`${historyOn} and ${notRetired(videoId)}`,
  });
  return resultOfAdd(outcome, () => refusalOfEmptyHistoryWrite(db, owner, videoId));
}

/** What a write to history may answer: done, or why not. */
export type HistoryWriteResult = WriteResult<
  'owner-gone' | 'video-retired' | 'video-missing' | 'history-paused'
>;

/**
 * Records a watch (upsertHistoryEntry) for the token's owner, and says what became of it:
 * refused with `history-paused` when the user has paused history (nothing written).
 */
export async function recordWatch(
  db: Kysely<Database>,
  owner: Owner,
  videoId: string,
): Promise<HistoryWriteResult> {
  let written = 0n;
  const outcome = await addOutcomeOf(
    (async () => {
      written = await upsertHistoryEntry(db, { owner }, videoId);
    })(),
  );
  // An upsert meets no duplicate: a video already there is written again, with the new time.
  if (outcome === 'no-such-video') return refused('video-missing');
  if (written > 0n) return { ok: true };
  return refused(await refusalOfEmptyHistoryWrite(db, owner, videoId));
}

/** Whether the owner has paused history; undefined when the owner is gone or signed out. */
export async function historyPausedOf(
  db: Kysely<Database>,
  owner: Owner,
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_settings as s', 's.user_id', 'users.id')
    .select('s.history_paused')
    .where(ownerIs(owner))
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.history_paused ?? 0) === 1;
}

/** Pauses or resumes history; false when the owner is gone or signed out. One upsert. */
export async function setHistoryPaused(
  db: Kysely<Database>,
  owner: Owner,
  paused: boolean,
): Promise<boolean> {
  const value = paused ? 1 : 0;
  const result = await db
    .insertInto('user_settings')
    .columns(['user_id', 'history_paused'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((s) => ['users.id', s.val(value).as('history_paused')])
        .where(ownerIs(owner)),
    )
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ history_paused: value }))
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
