import { type Kysely, sql, type Transaction } from 'kysely';
import { playlistTitleKey } from '#shared/playlist-title.ts';
import { LIST_CAP } from '#shared/schemas/page.schema.ts';
import type { PlaylistVisibility } from '#shared/schemas/playlist.schema.ts';
import { type AddOutcome, addOutcomeOf, isUniqueViolation } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import { type Owner, ownerIs, type PageOf, type PageWindow, pageOf } from '../page.ts';
import type { Database } from '../schema.ts';
import { isRetired } from './video.repository.ts';
import { refused, type WriteResult } from './write-refusal.ts';

/** A playlist as its page query reads it: its videos named by id, in the playlist's order. */
export interface PlaylistEntries {
  _id: string;
  title: string;
  /** Left out when the playlist has none. */
  description?: string;
  /** Left out when it is private. */
  visibility?: PlaylistVisibility;
  videoIds: string[];
}

/** A playlist's description as the answers carry it: only when there is one. */
const describedBy = (description: string | null) => (description ? { description } : {});
/** A playlist's visibility as the owner's answers carry it: only when it is not private. */
const visibleAs = (visibility: PlaylistVisibility | null) =>
  visibility && visibility !== 'private' ? { visibility } : {};

/** The catalogue's version, read in the same query: which cached video JSON is current. */
export const catalogueVersion = () =>
  sql<string | number>`(select version from catalogue_state where id = 1)`.as('catalogue_version');

/** How many videos a playlist holds, read in the same query as `total`. */
export const playlistTotal = (playlistId: string) =>
  sql<number | string | bigint>`(select count(*) from playlist_videos as counted
    where counted.playlist_id = ${playlistId})`.as('total');

/**
 * One page of a user's playlists, newest first, each with the ids of its first LIST_CAP
 * videos (by position), how many playlists there are and the catalogue's version; undefined when the owner
 * is gone (the caller answers 401). One query, whatever the number of playlists: the user row,
 * left-joined with the page of playlists and, through a window that numbers each playlist's
 * videos, with their entries.
 */
export async function playlistsPage(
  db: Kysely<Database>,
  owner: Owner,
  window: PageWindow,
): Promise<(PageOf<PlaylistEntries> & { catalogueVersion: string }) | undefined> {
  let heads = db
    .selectFrom('playlists')
    .select([
      'playlists.id as playlist_id',
      'playlists.title as playlist_title',
      'playlists.description as playlist_description',
      'playlists.visibility as playlist_visibility',
    ])
    .where('playlists.user_id', '=', owner.userId);
  if (window.after !== undefined) heads = heads.where('playlists.id', '<', window.after);
  const page = heads
    .orderBy('playlists.id', 'desc')
    .limit(window.limit + 1)
    .as('heads');
  const entries = db
    .selectFrom('playlist_videos')
    .innerJoin('playlists', 'playlists.id', 'playlist_videos.playlist_id')
    .select([
      'playlist_videos.video_id',
      'playlist_videos.playlist_id as in_playlist',
      'playlist_videos.id as entry_id',
      'playlist_videos.position as entry_position',
    ])
    .select((eb) =>
      eb.fn
        .agg<number>('row_number')
        .over((over) =>
          over
            .partitionBy('playlist_videos.playlist_id')
            .orderBy('playlist_videos.position')
            .orderBy('playlist_videos.id'),
        )
        .as('rank'),
    )
    .where('playlists.user_id', '=', owner.userId)
    .as('entries');
  const rows = await db
    .selectFrom('users')
    .leftJoin(page, (join) => join.onTrue())
    .leftJoin(entries, (join) =>
      join
        .onRef('entries.in_playlist', '=', 'heads.playlist_id')
        .on('entries.rank', '<=', LIST_CAP),
    )
    .select([
      'heads.playlist_id',
      'heads.playlist_title',
      'heads.playlist_description',
      'heads.playlist_visibility',
      'entries.entry_id',
      'entries.video_id',
    ])
    .select((eb) => [
      eb
        .selectFrom('playlists as counted')
        .select((sub) => sub.fn.countAll<number | string | bigint>().as('n'))
        .where('counted.user_id', '=', owner.userId)
        .as('total'),
      catalogueVersion(),
    ])
    .where(ownerIs(owner))
    .orderBy('heads.playlist_id', 'desc')
    .orderBy('entries.entry_position')
    .orderBy('entries.entry_id')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const playlists = new Map<string, PlaylistEntries>();
  for (const row of rows) {
    if (row.playlist_id === null || row.playlist_title === null) continue;
    let playlist = playlists.get(row.playlist_id);
    if (!playlist) {
      playlist = {
        _id: row.playlist_id,
        title: row.playlist_title,
        ...describedBy(row.playlist_description),
        ...visibleAs(row.playlist_visibility),
        videoIds: [],
      };
      playlists.set(row.playlist_id, playlist);
    }
    // A row with no entry stands for a playlist with no videos.
    if (row.entry_id !== null && row.video_id !== null) playlist.videoIds.push(row.video_id);
  }
  const found = [...playlists.values()].map((item) => ({ id: item._id, item }));
  return {
    ...pageOf(found, window.limit, Number(first.total ?? 0)),
    catalogueVersion: String(first.catalogue_version),
  };
}

/** A playlist as the summaries' query reads it: what a list of playlists shows of each. */
export interface PlaylistSummaryRow {
  _id: string;
  title: string;
  /** Left out when the playlist has none. */
  description?: string;
  videoCount: number;
  /** Its first video's id (by position: the one its list shows first), null when empty. */
  firstVideoId: string | null;
  /** Whether it holds the video asked about; undefined when none was asked about. */
  holdsVideo: boolean | undefined;
}

/**
 * One page of a user's playlists, newest first, each with its count of videos, its first
 * video's id (by position) and, when `videoId` is given, whether it holds that video; with how many
 * playlists there are and the catalogue's version; undefined when the owner is gone. One
 * query: the user row, left-joined with the page of playlists, each playlist's figures read
 * through the (playlist_id, position, id) and (playlist_id, video_id) indexes, whatever its
 * length.
 */
export async function playlistSummariesPage(
  db: Kysely<Database>,
  owner: Owner,
  window: PageWindow,
  videoId?: string,
): Promise<(PageOf<PlaylistSummaryRow> & { catalogueVersion: string }) | undefined> {
  const after = window.after === undefined ? sql`` : sql`and "id" < ${window.after}`;
  const holds =
    videoId === undefined
      ? sql`null`
      : // A count through the unique (playlist_id, video_id) index, 0 or 1: see ownerIs.
        sql`(select count(*) from "playlist_videos" as "held"
          where "held"."playlist_id" = "heads"."id" and "held"."video_id" = ${videoId})`;
  const { rows } = await sql<{
    id: string | null;
    title: string | null;
    description: string | null;
    video_count: number | string | bigint | null;
    first_video_id: string | null;
    holds: number | string | bigint | null;
    total: number | string | bigint;
    catalogue_version: number | string;
  }>`
    select "heads"."id", "heads"."title", "heads"."description",
      (select count(*) from "playlist_videos" as "counted"
        where "counted"."playlist_id" = "heads"."id") as "video_count",
      (select "first"."video_id" from "playlist_videos" as "first"
        where "first"."playlist_id" = "heads"."id"
        order by "first"."position", "first"."id" limit 1) as "first_video_id",
      ${holds} as "holds",
      (select count(*) from "playlists" as "all_playlists"
        where "all_playlists"."user_id" = "users"."id") as "total",
      (select "version" from "catalogue_state" where "id" = 1) as "catalogue_version"
    from "users"
    left join (
      select "id", "title", "description" from "playlists"
      where "user_id" = ${owner.userId} ${after}
      order by "id" desc
      limit ${window.limit + 1}
    ) as "heads" on 1 = 1
    where ${ownerIs(owner)}
    order by "heads"."id" desc`.execute(db);
  const first = rows[0];
  if (!first) return undefined;
  const found = rows.flatMap((row) =>
    row.id === null || row.title === null
      ? []
      : [
          {
            id: row.id,
            item: {
              _id: row.id,
              title: row.title,
              ...describedBy(row.description),
              videoCount: Number(row.video_count ?? 0),
              firstVideoId: row.first_video_id,
              // PostgreSQL answers a count as text.
              holdsVideo: row.holds === null ? undefined : Number(row.holds) > 0,
            },
          },
        ],
  );
  return {
    ...pageOf(found, window.limit, Number(first.total)),
    catalogueVersion: String(first.catalogue_version),
  };
}

/** What playlistPage found: no such owner, no such playlist of theirs, or the page. */
export type PlaylistPageOutcome =
  | { found: 'no-owner' }
  | { found: 'no-playlist' }
  | {
      found: 'page';
      playlist: {
        _id: string;
        title: string;
        description?: string;
        visibility?: PlaylistVisibility;
      };
      /** The page's video ids in the playlist's order; `next` is a PlaylistEntryKey's text. */
      page: PageOf<string>;
      catalogueVersion: string;
    };

/**
 * Where a page of a playlist ends, in the order it is read: (position, entry id). Positions may
 * repeat or leave gaps, the pair never does.
 */
export interface PlaylistEntryKey {
  position: number;
  id: string;
}

/** A key as PageOf's `next` carries it (text), and back. */
export const playlistEntryKeyText = ({ position, id }: PlaylistEntryKey) => `${position}/${id}`;
export function playlistEntryKeyOf(text: string): PlaylistEntryKey {
  const slash = text.indexOf('/');
  return { position: Number(text.slice(0, slash)), id: text.slice(slash + 1) };
}

/**
 * One page of a playlist's entries (by position, then id) after `window.after`: one more than the
 * limit, to tell whether another page follows. A subquery named `page`, to be joined.
 */
export function playlistEntriesPage(
  db: Kysely<Database>,
  playlistId: string,
  window: { limit: number; after?: PlaylistEntryKey | undefined },
) {
  let entries = db
    .selectFrom('playlist_videos')
    .select([
      'playlist_videos.video_id',
      'playlist_videos.id as entry_id',
      'playlist_videos.position as entry_position',
    ])
    .where('playlist_videos.playlist_id', '=', playlistId);
  const after = window.after;
  if (after !== undefined) {
    entries = entries.where((eb) =>
      eb.or([
        eb('playlist_videos.position', '>', after.position),
        eb.and([
          eb('playlist_videos.position', '=', after.position),
          eb('playlist_videos.id', '>', after.id),
        ]),
      ]),
    );
  }
  return entries
    .orderBy('playlist_videos.position')
    .orderBy('playlist_videos.id')
    .limit(window.limit + 1)
    .as('page');
}

/** The entries a query joined to playlistEntriesPage read, each keyed for the next page's cursor. */
export function playlistEntriesOf(
  rows: readonly {
    entry_id: string | null;
    entry_position: number | null;
    video_id: string | null;
  }[],
): { id: string; item: string }[] {
  return rows.flatMap((row) =>
    row.entry_id === null || row.video_id === null || row.entry_position === null
      ? []
      : [
          {
            id: playlistEntryKeyText({ position: row.entry_position, id: row.entry_id }),
            item: row.video_id,
          },
        ],
  );
}

/**
 * One page of the video ids of one of the owner's playlists, in its order (by position), how
 * many it holds and the catalogue's version. Another user's playlist is simply not found. One query: the
 * user row, left-joined with the playlist when it is theirs and, only then, with the page of
 * its entries.
 */
export async function playlistPage(
  db: Kysely<Database>,
  owner: Owner,
  playlistId: string,
  window: { limit: number; after?: PlaylistEntryKey | undefined },
): Promise<PlaylistPageOutcome> {
  const page = playlistEntriesPage(db, playlistId, window);
  const rows = await db
    .selectFrom('users')
    .leftJoin('playlists', (join) =>
      join.onRef('playlists.user_id', '=', 'users.id').on('playlists.id', '=', playlistId),
    )
    // The page joins only a playlist of this user's: another user's entries never come along.
    .leftJoin(page, (join) => join.on('playlists.id', 'is not', null))
    .select([
      'playlists.id as playlist_id',
      'playlists.title as playlist_title',
      'playlists.description as playlist_description',
      'playlists.visibility as playlist_visibility',
      'page.entry_id',
      'page.entry_position',
      'page.video_id',
    ])
    .select([playlistTotal(playlistId), catalogueVersion()])
    .where(ownerIs(owner))
    .orderBy('page.entry_position')
    .orderBy('page.entry_id')
    .execute();
  const first = rows[0];
  if (!first) return { found: 'no-owner' };
  if (first.playlist_id === null || first.playlist_title === null) return { found: 'no-playlist' };
  const found = playlistEntriesOf(rows);
  return {
    found: 'page',
    playlist: {
      _id: first.playlist_id,
      title: first.playlist_title,
      ...describedBy(first.playlist_description),
      ...visibleAs(first.playlist_visibility),
    },
    page: pageOf(found, window.limit, Number(first.total ?? 0)),
    catalogueVersion: String(first.catalogue_version),
  };
}

/**
 * Creates a playlist, with its description when one is given (trimmed; '' is none);
 * 'duplicate' when the user already has one of that title.
 */
export async function createPlaylist(
  db: Kysely<Database>,
  userId: string,
  title: string,
  description = '',
): Promise<'created' | 'duplicate'> {
  try {
    await db
      .insertInto('playlists')
      .values({
        id: newId(),
        user_id: userId,
        title: title.trim(),
        title_key: playlistTitleKey(title),
        description: description.trim(),
        created_at: nowIso(),
      })
      .execute();
    return 'created';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/** What an edit may change; a field left out stays as it is. */
export interface PlaylistChanges {
  title?: string | undefined;
  description?: string | undefined;
  visibility?: PlaylistVisibility | undefined;
}

/**
 * Renames a playlist, sets its description and who may open it, with the same title rule as creating (the
 * unique title_key): 'duplicate' when the user has another playlist of that title,
 * 'no-such-playlist' when it is not theirs.
 */
export async function updatePlaylist(
  db: Kysely<Database>,
  userId: string,
  playlistId: string,
  changes: PlaylistChanges,
): Promise<'updated' | 'duplicate' | 'no-such-playlist'> {
  const set: {
    title?: string;
    title_key?: string;
    description?: string;
    visibility?: PlaylistVisibility;
  } = {};
  if (changes.title !== undefined) {
    set.title = changes.title.trim();
    set.title_key = playlistTitleKey(changes.title);
  }
  if (changes.description !== undefined) set.description = changes.description.trim();
  if (changes.visibility !== undefined) set.visibility = changes.visibility;
  try {
    const result = await db
      .updateTable('playlists')
      .set(set)
      .where('user_id', '=', userId)
      .where('id', '=', playlistId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? 'updated' : 'no-such-playlist';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/**
 * Takes the user's playlist for the rest of the transaction: a write that changes nothing, so
 * that writers of one playlist's order take turns on PostgreSQL (the row's lock) and SQLite (the
 * database's write lock, taken at once rather than on a later write, which could fail as busy).
 * False when the playlist is not theirs (or is gone).
 */
export async function lockPlaylist(
  trx: Transaction<Database>,
  userId: string,
  playlistId: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('playlists')
    .set((eb) => ({ title: eb.ref('title') }))
    .where('id', '=', playlistId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

interface OrderedEntry {
  id: string;
  video_id: string;
  position: number;
}

/** A playlist's entries in its order: the whole of it, as a reorder needs. */
function orderedEntries(trx: Transaction<Database>, playlistId: string): Promise<OrderedEntry[]> {
  return trx
    .selectFrom('playlist_videos')
    .select(['id', 'video_id', 'position'])
    .where('playlist_id', '=', playlistId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Rows one renumbering statement sets at most (three parameters each). */
const RENUMBER_CHUNK = 500;

/**
 * Gives each entry its index in `entries` as its position, writing only those that change: a
 * move rewrites the stretch between its two places (and, the first time, closes old gaps).
 */
async function renumber(
  trx: Transaction<Database>,
  playlistId: string,
  entries: readonly OrderedEntry[],
): Promise<void> {
  const changed = entries.flatMap((entry, index) =>
    entry.position === index ? [] : [{ id: entry.id, position: index }],
  );
  for (let i = 0; i < changed.length; i += RENUMBER_CHUNK) {
    const chunk = changed.slice(i, i + RENUMBER_CHUNK);
    // The cast: PostgreSQL would take untyped parameters in a CASE for text.
    const cases = sql.join(
      chunk.map((entry) => sql`when ${entry.id} then cast(${entry.position} as integer)`),
      sql` `,
    );
    await trx
      .updateTable('playlist_videos')
      .set({ position: sql<number>`case "id" ${cases} end` })
      .where('playlist_id', '=', playlistId)
      .where(
        'id',
        'in',
        chunk.map((entry) => entry.id),
      )
      .execute();
  }
}

/**
 * Adds a video to the user's playlist: at the end, or, given `position` (an index in the
 * playlist's order, 0 first), there, the videos from there on moving one place down; a
 * position past the end is the end. In one transaction holding the playlist (lockPlaylist), so
 * a playlist deleted meanwhile is 'no-such-playlist' and a failed foreign key can only be the
 * video's; a reorder or another add of the same playlist waits its turn.
 */
export async function addVideoToPlaylist(
  db: Kysely<Database>,
  userId: string,
  playlistId: string,
  videoId: string,
  position?: number,
  /** The entry's own id and time, when putting back a removed one (undo); else new ones. */
  restoring?: { entryId: string; addedAt: string },
): Promise<AddOutcome | 'no-such-playlist'> {
  let found = true;
  const outcome = await addOutcomeOf(
    db.transaction().execute(async (trx) => {
      if (!(await lockPlaylist(trx, userId, playlistId))) {
        found = false;
        return;
      }
      const entry = {
        id: restoring?.entryId ?? newId(),
        playlist_id: playlistId,
        video_id: videoId,
        created_at: restoring?.addedAt ?? nowIso(),
      };
      if (position === undefined) {
        await trx
          .insertInto('playlist_videos')
          .values({
            ...entry,
            position: sql<number>`(select coalesce(max("position"), -1) + 1
              from "playlist_videos" where "playlist_id" = ${playlistId})`,
          })
          .execute();
        return;
      }
      const entries = await orderedEntries(trx, playlistId);
      const at = Math.min(position, entries.length);
      // The insert first: a duplicate or a missing video fails it before anything moves.
      await trx
        .insertInto('playlist_videos')
        .values({ ...entry, position: at })
        .execute();
      entries.splice(at, 0, { ...entry, position: at });
      await renumber(trx, playlistId, entries);
    }),
  );
  if (!found) return 'no-such-playlist';
  return outcome;
}

/**
 * Saves a catalogue video to the user's playlist (addVideoToPlaylist), and says why not when it
 * did not: a retired video first (it stays in the playlists that hold it, but is not in the
 * catalogue to add), then a playlist not theirs, a duplicate, a video that never was.
 */
export async function saveToPlaylist(
  db: Kysely<Database>,
  userId: string,
  playlistId: string,
  videoId: string,
  position?: number,
): Promise<WriteResult<'video-retired' | 'playlist-missing' | 'duplicate' | 'video-missing'>> {
  if (await isRetired(db, videoId)) return refused('video-retired');
  const outcome = await addVideoToPlaylist(db, userId, playlistId, videoId, position);
  if (outcome === 'added') return { ok: true };
  if (outcome === 'no-such-playlist') return refused('playlist-missing');
  if (outcome === 'duplicate') return refused('duplicate');
  return refused('video-missing');
}

/**
 * Moves a video of the user's playlist to `position` (an index in the playlist's order, 0
 * first; past the end is the end), the videos between moving one place to make room. In one
 * transaction holding the playlist (lockPlaylist): two moves of the same playlist take turns,
 * so each reads the order the other left and none loses or repeats a video.
 */
export async function moveVideoInPlaylist(
  db: Kysely<Database>,
  userId: string,
  playlistId: string,
  videoId: string,
  position: number,
): Promise<'moved' | 'no-such-playlist' | 'not-in-playlist'> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockPlaylist(trx, userId, playlistId))) return 'no-such-playlist';
    const entries = await orderedEntries(trx, playlistId);
    const from = entries.findIndex((entry) => entry.video_id === videoId);
    const [moving] = from === -1 ? [] : entries.splice(from, 1);
    if (!moving) return 'not-in-playlist';
    entries.splice(Math.min(position, entries.length), 0, moving);
    await renumber(trx, playlistId, entries);
    return 'moved';
  });
}

/** Where a removed video was: its entry (id, time) and its index in the playlist's order. */
export interface RemovedPlaylistEntry {
  entryId: string;
  addedAt: string;
  position: number;
}

/**
 * Removes a video from the user's playlist, and answers where it was (what an undo puts back),
 * or why nothing was removed: the playlist is not theirs (or is gone), or the video was not in
 * it. Its position is left as a gap: the order reads the same without renumbering the rest.
 * Holding the playlist (lockPlaylist), so the index it answers is the one the video had among
 * the others.
 */
export async function removeVideoFromPlaylist(
  db: Kysely<Database>,
  userId: string,
  playlistId: string,
  videoId: string,
): Promise<WriteResult<'playlist-missing' | 'not-there', { entry: RemovedPlaylistEntry }>> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockPlaylist(trx, userId, playlistId))) return refused('playlist-missing');
    const removed = await trx
      .deleteFrom('playlist_videos')
      .where('playlist_id', '=', playlistId)
      .where('video_id', '=', videoId)
      .returning(['id', 'created_at', 'position'])
      .executeTakeFirst();
    if (!removed) return refused('not-there');
    const before = await trx
      .selectFrom('playlist_videos')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('playlist_id', '=', playlistId)
      .where((eb) =>
        eb.or([
          eb('position', '<', removed.position),
          eb.and([eb('position', '=', removed.position), eb('id', '<', removed.id)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    const position = Number(before.count);
    return { ok: true, entry: { entryId: removed.id, addedAt: removed.created_at, position } };
  });
}
