import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ListName } from '#shared/schemas/list.schema.ts';
import { type AddOutcome, addOutcomeOf } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import {
  entryPairsAggregate,
  entryPairsOf,
  type Owner,
  ownerIs,
  type PageOf,
  type PageWindow,
  pageOf,
} from '../page.ts';
import type { Database } from '../schema.ts';
import { notRetired } from './video.repository.ts';
import { refusalOfEmptyAdd, resultOfAdd, type WriteResult } from './write-refusal.ts';

/** One page of a list as its entries name it: the videos' ids, and the catalogue's version. */
export interface ListEntriesPage extends PageOf<string> {
  /** The catalogue's version as the page was read: which cached video JSON is current. */
  catalogueVersion: string;
}

/**
 * One page of a user's list, newest first (keyset on the entry id, never OFFSET): the videos'
 * ids with the list's size and the catalogue's version, so the caller can answer from video
 * JSON it already holds (video-json-cache.ts); undefined when the owner is gone or has another
 * email now (the caller answers 401). One query, one row: the user's, with the page folded into
 * it as JSON (entryPairsAggregate), so an empty list still answers.
 */
export async function listEntriesPage(
  db: Kysely<Database>,
  owner: Owner,
  list: ListName,
  window: PageWindow,
): Promise<ListEntriesPage | undefined> {
  // Written as SQL rather than built: this is every signed-in list read, and building the
  // query with Kysely's builder cost more CPU than the database spent running it.
  const after = window.after === undefined ? sql`` : sql`and "id" < ${window.after}`;
  const { rows } = await sql<{
    entries: unknown;
    total: number | string | bigint;
    catalogue_version: number | string;
  }>`
    select
      (select ${entryPairsAggregate(db)} from (
        select "id", "video_id" as "item" from "list_entries"
        where "user_id" = ${owner.userId} and "list" = ${list} ${after}
        order by "id" desc
        limit ${window.limit + 1}
      ) as "page") as "entries",
      (select count(*) from "list_entries"
        where "user_id" = ${owner.userId} and "list" = ${list}) as "total",
      (select "version" from "catalogue_state" where "id" = 1) as "catalogue_version"
    from "users"
    where ${ownerIs(owner)}`.execute(db);
  const first = rows[0];
  if (!first) return undefined;
  const found = entryPairsOf(first.entries);
  return {
    ...pageOf(found, window.limit, Number(first.total)),
    catalogueVersion: String(first.catalogue_version),
  };
}

/** What else an add may say: the entry's own id and time (an undo), a further condition. */
export interface AddOptions {
  /** A removed entry put back (undo): its id and time, so its place; else new ones. */
  entry?: { entryId: string; addedAt: string } | undefined;
  /** More that must hold of the owner's "users" row for the add to happen (history not paused). */
  when?: RawBuilder<SqlBool> | undefined;
}

/**
 * Adds a video to a list, if the owner still exists with the token's email ('no-such-owner'
 * otherwise, or when `when` does not hold: the caller answers 401 or tells the two apart). The
 * check rides in the insert itself (INSERT ... SELECT from the owner's row), so an add is one
 * statement. The unique constraint, not a prior read, decides duplicates, so two racing
 * identical requests give one 'added' and one 'duplicate'.
 */
export async function addToList(
  db: Kysely<Database>,
  owner: Owner,
  list: ListName,
  videoId: string,
  { entry, when }: AddOptions = {},
): Promise<AddOutcome | 'no-such-owner'> {
  let inserted = 0n;
  const id = entry?.entryId ?? newId();
  const createdAt = entry?.addedAt ?? nowIso();
  const also = when ? sql`and ${when}` : sql``;
  // Written as SQL, like the list's read: the builder cost more CPU than the insert.
  const outcome = await addOutcomeOf(
    (async () => {
      const result = await sql`
        insert into "list_entries" ("id", "user_id", "list", "video_id", "created_at")
        select ${id}, "users"."id", ${list}, ${videoId}, ${createdAt} from "users"
        where ${ownerIs(owner)} ${also}`.execute(db);
      inserted = result.numAffectedRows ?? 0n;
    })(),
  );
  return outcome === 'added' && inserted === 0n ? 'no-such-owner' : outcome;
}

/** The lists a user saves catalogue videos to by hand; history records watches instead. */
export type SavedListName = Exclude<ListName, 'history'>;

/**
 * Saves a catalogue video to one of the user's saved lists: addToList with the video's not
 * being retired in the same statement (a retired video stays where it is, but is not saved
 * anew), and, only when that wrote nothing, why (refusalOfEmptyAdd).
 */
export async function saveToList(
  db: Kysely<Database>,
  owner: Owner,
  list: SavedListName,
  videoId: string,
): Promise<WriteResult<'owner-gone' | 'video-retired' | 'video-missing' | 'duplicate'>> {
  const outcome = await addToList(db, owner, list, videoId, { when: notRetired(videoId) });
  return resultOfAdd(outcome, () => refusalOfEmptyAdd(db, owner, videoId));
}

/**
 * Whether the owner's list holds the video, with the catalogue's version (to answer from the
 * cached video JSON); undefined when the owner is gone or has another email now. One query,
 * through the unique (user_id, list, video_id) index, whatever the list's length.
 */
export async function listHolds(
  db: Kysely<Database>,
  owner: Owner,
  list: ListName,
  videoId: string,
): Promise<{ holds: boolean; catalogueVersion: string } | undefined> {
  // A count through the unique index (0 or 1), not EXISTS: see ownerIs.
  const { rows } = await sql<{
    holds: number | string | bigint;
    catalogue_version: number | string;
  }>`
    select
      (select count(*) from "list_entries"
        where "user_id" = ${owner.userId} and "list" = ${list} and "video_id" = ${videoId}) as "holds",
      (select "version" from "catalogue_state" where "id" = 1) as "catalogue_version"
    from "users"
    where ${ownerIs(owner)}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  // PostgreSQL answers a count as text.
  return { holds: Number(row.holds) > 0, catalogueVersion: String(row.catalogue_version) };
}

/**
 * Removes one video and answers the entry it was (its id and time: what an undo puts back);
 * undefined when it was not in the list, or when the owner is gone or has another email now
 * (the caller tells these apart by the list's read that follows).
 */
export async function removeFromList(
  db: Kysely<Database>,
  owner: Owner,
  list: ListName,
  videoId: string,
): Promise<{ entryId: string; addedAt: string } | undefined> {
  const { rows } = await sql<{ id: string; created_at: string }>`
    delete from "list_entries"
    where "user_id" = ${owner.userId} and "list" = ${list} and "video_id" = ${videoId}
      and "user_id" = (select "users"."id" from "users" where ${ownerIs(owner)})
    returning "id", "created_at"`.execute(db);
  const removed = rows[0];
  return removed && { entryId: removed.id, addedAt: removed.created_at };
}

export async function clearList(
  db: Kysely<Database>,
  userId: string,
  list: ListName,
): Promise<void> {
  await db
    .deleteFrom('list_entries')
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .execute();
}
