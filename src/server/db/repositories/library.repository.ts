import type { Kysely, Transaction } from 'kysely';
import { NOTES_PER_VIDEO_MAX } from '#shared/note-bounds.ts';
import { playlistTitleKey } from '#shared/playlist-title.ts';
import {
  type LeftOut,
  LIBRARY_LIST_MAX,
  LIBRARY_NOTE_TEXT_MAX,
  LIBRARY_NOTES_MAX,
  LIBRARY_PLAYLIST_ENTRIES_MAX,
  LIBRARY_PLAYLIST_VIDEOS_MAX,
  LIBRARY_PLAYLISTS_MAX,
  type LibraryEntry,
  type LibraryFile,
  type LibraryImport,
  type LibraryNote,
  type LibraryPlaylist,
  type ListImport,
  type NotesImport,
} from '#shared/schemas/library.schema.ts';
import type { ListName } from '#shared/schemas/list.schema.ts';
import { idsFromTimes, newId } from '../ids.ts';
import { type Owner, ownerIs } from '../page.ts';
import type { Database } from '../schema.ts';
import { lockPlaylist } from './playlist.repository.ts';
import { importProjects, readProjects } from './project-library.ts';

/*
 * Export and import of a user's whole library (docs/product.md, "Profile"): the
 * lists with each video's time, the playlists with their videos in order. The file's shape is
 * LibraryFileSchema (src/shared/schemas/library.schema.ts).
 */

/** The file's keys for the three lists, and the lists they name. */
const LISTS = [
  ['likes', 'likes'],
  ['watchLater', 'watchlater'],
  ['history', 'history'],
] as const satisfies readonly (readonly [keyof LibraryFile, ListName])[];

/** A playlist the import merges into was deleted while it ran: the import is rolled back. */
export class PlaylistGoneDuringImport extends Error {
  constructor() {
    super('A playlist the import merges into was deleted while it ran');
    this.name = 'PlaylistGoneDuringImport';
  }
}

/** Rows per insert: far under both databases' limits on a statement's parameters. */
const INSERT_CHUNK = 200;
/** Ids per `in (...)` read. */
const READ_CHUNK = 500;

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** A stored time as the file carries it (stored times are ISO text already). */
const isoOf = (time: string) => new Date(time).toISOString();

/** The owner's user id, read inside the transaction; undefined when the token's user is gone. */
async function ownerId(db: Kysely<Database>, owner: Owner): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where(ownerIs(owner))
    .executeTakeFirst();
  return row?.id;
}

/**
 * A playlist's videos for the export, in the playlist's order, with when each was added: at
 * most `limit`.
 */
async function readPlaylistEntries(
  db: Kysely<Database>,
  playlistId: string,
  limit: number,
): Promise<LibraryEntry[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('playlist_videos')
    .select(['video_id', 'created_at'])
    .where('playlist_id', '=', playlistId)
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ videoId: row.video_id, addedAt: isoOf(row.created_at) }));
}

/**
 * Puts videos at the end of a playlist the transaction holds (lockPlaylist), in the order
 * given (the file's: the playlist's order), each keeping when it was added.
 */
async function appendPlaylistEntries(
  trx: Transaction<Database>,
  playlistId: string,
  entries: readonly LibraryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const last = await trx
    .selectFrom('playlist_videos')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('playlist_id', '=', playlistId)
    .executeTakeFirst();
  const first =
    last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  const rows = entries.map((entry, index) => ({
    id: newId(),
    playlist_id: playlistId,
    video_id: entry.videoId,
    created_at: isoOf(entry.addedAt),
    position: first + index,
  }));
  for (const chunk of chunksOf(rows, INSERT_CHUNK)) {
    await trx.insertInto('playlist_videos').values(chunk).execute();
  }
}

/**
 * The owner's library as the file holds it (without format, version and exportedAt), each list
 * newest first as the app shows it, within the file's bounds (LibraryFileSchema): the newest
 * entries of a longer list, the newest playlists. Undefined when the token's user is gone.
 */
export async function readLibrary(
  db: Kysely<Database>,
  owner: Owner,
): Promise<Omit<LibraryFile, 'format' | 'version' | 'exportedAt'> | undefined> {
  return db.transaction().execute(async (trx) => {
    const userId = await ownerId(trx, owner);
    if (userId === undefined) return undefined;
    const lists: LibraryEntry[][] = [];
    for (const [, list] of LISTS) {
      const rows = await trx
        .selectFrom('list_entries')
        .select(['video_id', 'created_at'])
        .where('user_id', '=', userId)
        .where('list', '=', list)
        .orderBy('id', 'desc')
        .limit(LIBRARY_LIST_MAX)
        .execute();
      lists.push(rows.map((row) => ({ videoId: row.video_id, addedAt: isoOf(row.created_at) })));
    }
    const heads = await trx
      .selectFrom('playlists')
      .select(['id', 'title', 'description', 'visibility', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(LIBRARY_PLAYLISTS_MAX)
      .execute();
    const playlists: LibraryPlaylist[] = [];
    let room = LIBRARY_PLAYLIST_ENTRIES_MAX;
    for (const head of heads) {
      const videos = await readPlaylistEntries(
        trx,
        head.id,
        Math.min(LIBRARY_PLAYLIST_VIDEOS_MAX, room),
      );
      room -= videos.length;
      playlists.push({
        title: head.title,
        ...(head.description ? { description: head.description } : {}),
        ...(head.visibility !== 'private' ? { visibility: head.visibility } : {}),
        createdAt: isoOf(head.created_at),
        videos,
      });
    }
    const [likes = [], watchLater = [], history = []] = lists;
    const notes = await readNotes(trx, userId);
    const leftOut = await countLeftOut(trx, userId, { likes, watchLater, history, playlists });
    const notesLeftOut = notes.total - notes.exported.length;
    // The projects, only when the user has some (a file without them reads as none).
    const projects = await readProjects(trx, userId);
    const allLeftOut =
      notesLeftOut > 0 || projects.leftOut > 0
        ? {
            ...leftOut,
            ...(notesLeftOut > 0 ? { notes: notesLeftOut } : {}),
            ...(projects.leftOut > 0 ? { projects: projects.leftOut } : {}),
          }
        : leftOut;
    return {
      ...(allLeftOut ? { leftOut: allLeftOut } : {}),
      likes,
      watchLater,
      history,
      playlists,
      ...(notes.exported.length > 0 ? { notes: notes.exported } : {}),
      ...(projects.projects.length > 0 ? { projects: projects.projects } : {}),
    };
  });
}

/**
 * The user's notes for the export, newest first, within the file's bounds (LIBRARY_NOTES_MAX
 * notes, LIBRARY_NOTE_TEXT_MAX characters of text): the newest that fit. With how many there are.
 */
async function readNotes(
  trx: Transaction<Database>,
  userId: string,
): Promise<{ exported: LibraryNote[]; total: number }> {
  const rows = await trx
    .selectFrom('video_notes')
    .select(['video_id', 'seconds', 'body', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(LIBRARY_NOTES_MAX)
    .execute();
  const exported: LibraryNote[] = [];
  let room = LIBRARY_NOTE_TEXT_MAX;
  for (const row of rows) {
    if (row.body.length > room) break;
    room -= row.body.length;
    exported.push({
      videoId: row.video_id,
      seconds: Number(row.seconds),
      body: row.body,
      createdAt: isoOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
    });
  }
  const { count } = await trx
    .selectFrom('video_notes')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { exported, total: Number(count) };
}

/**
 * Merges a file's notes (newest first) into the user's: a note already there, the same text at
 * the same moment of the same video, or met before in the file, is a duplicate; one on a video
 * the catalogue lacks is unknown; past NOTES_PER_VIDEO_MAX notes on a video, over the limit. The
 * added keep their times, and ids made from them (oldest first), so the newest-first list of
 * notes puts them where they were written.
 */
async function importNotes(
  trx: Transaction<Database>,
  userId: string,
  notes: readonly LibraryNote[],
  known: ReadonlySet<string>,
  unknownIds: Set<string>,
): Promise<NotesImport> {
  const report: NotesImport = { added: 0, duplicates: 0, unknown: 0, overLimit: 0 };
  const keyOf = (note: { videoId: string; seconds: number; body: string }) =>
    JSON.stringify([note.videoId, note.seconds, note.body.trim()]);
  const present = new Set<string>();
  const counts = new Map<string, number>();
  const videoIds = [...new Set(notes.map((note) => note.videoId))].filter((id) => known.has(id));
  for (const chunk of chunksOf(videoIds, READ_CHUNK)) {
    const rows = await trx
      .selectFrom('video_notes')
      .select(['video_id', 'seconds', 'body'])
      .where('user_id', '=', userId)
      .where('video_id', 'in', chunk)
      .execute();
    for (const row of rows) {
      present.add(keyOf({ videoId: row.video_id, seconds: Number(row.seconds), body: row.body }));
      counts.set(row.video_id, (counts.get(row.video_id) ?? 0) + 1);
    }
  }
  const toAdd: LibraryNote[] = [];
  for (const note of notes) {
    const key = keyOf(note);
    if (!known.has(note.videoId)) {
      report.unknown += 1;
      unknownIds.add(note.videoId);
    } else if (present.has(key)) {
      report.duplicates += 1;
    } else if ((counts.get(note.videoId) ?? 0) >= NOTES_PER_VIDEO_MAX) {
      report.overLimit += 1;
    } else {
      present.add(key);
      counts.set(note.videoId, (counts.get(note.videoId) ?? 0) + 1);
      toAdd.push(note);
    }
  }
  // Oldest first (the file's order reversed, where times are equal), so that the ids made from
  // their times sort as they were written.
  const ordered = [...toAdd]
    .reverse()
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const idOf = idsFromTimes();
  const rows = ordered.map((note) => ({
    id: idOf(note.createdAt),
    user_id: userId,
    video_id: note.videoId,
    seconds: note.seconds,
    body: note.body.trim(),
    created_at: isoOf(note.createdAt),
    updated_at: isoOf(note.updatedAt),
  }));
  for (const chunk of chunksOf(rows, INSERT_CHUNK)) {
    await trx.insertInto('video_notes').values(chunk).execute();
  }
  report.added = rows.length;
  return report;
}

/**
 * What the export of `exported` left out of the user's library (LeftOut): each list's, the
 * playlists' and their videos' counts, less what the file holds; undefined when nothing was.
 */
async function countLeftOut(
  trx: Transaction<Database>,
  userId: string,
  exported: Pick<LibraryFile, 'likes' | 'watchLater' | 'history' | 'playlists'>,
): Promise<LeftOut | undefined> {
  const lists = await trx
    .selectFrom('list_entries')
    .select(['list', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('list')
    .execute();
  const listCount = (list: ListName) => Number(lists.find((row) => row.list === list)?.count ?? 0);
  const playlists = await trx
    .selectFrom('playlists')
    .leftJoin('playlist_videos', 'playlist_videos.playlist_id', 'playlists.id')
    .select([
      (eb) => eb.fn.count<number | string | bigint>('playlists.id').distinct().as('playlists'),
      (eb) => eb.fn.count<number | string | bigint>('playlist_videos.id').as('videos'),
    ])
    .where('playlists.user_id', '=', userId)
    .executeTakeFirst();
  const inFile = exported.playlists.reduce((sum, playlist) => sum + playlist.videos.length, 0);
  const counts: LeftOut = {};
  const note = (key: keyof LeftOut, count: number) => {
    if (count > 0) counts[key] = count;
  };
  for (const [key, list] of LISTS) note(key, listCount(list) - exported[key].length);
  note('playlists', Number(playlists?.playlists ?? 0) - exported.playlists.length);
  note('playlistVideos', Number(playlists?.videos ?? 0) - inFile);
  return Object.keys(counts).length > 0 ? counts : undefined;
}

/** Which of `videoIds` the catalogue holds. */
async function knownVideos(
  trx: Transaction<Database>,
  videoIds: ReadonlySet<string>,
): Promise<Set<string>> {
  const known = new Set<string>();
  for (const chunk of chunksOf([...videoIds], READ_CHUNK)) {
    const rows = await trx.selectFrom('videos').select('id').where('id', 'in', chunk).execute();
    for (const row of rows) known.add(row.id);
  }
  return known;
}

/**
 * Sorts a file's entries, in its order, into those to add and a report: a video the catalogue
 * lacks is unknown; one already there (`present`), or met before in the same list, a duplicate.
 */
function sortEntries(
  entries: readonly LibraryEntry[],
  present: ReadonlySet<string>,
  known: ReadonlySet<string>,
  unknownIds: Set<string>,
): { toAdd: LibraryEntry[]; report: ListImport } {
  const seen = new Set(present);
  const toAdd: LibraryEntry[] = [];
  const report = { added: 0, duplicates: 0, unknown: 0 };
  for (const entry of entries) {
    if (!known.has(entry.videoId)) {
      report.unknown += 1;
      unknownIds.add(entry.videoId);
    } else if (seen.has(entry.videoId)) {
      report.duplicates += 1;
    } else {
      seen.add(entry.videoId);
      toAdd.push(entry);
    }
  }
  report.added = toAdd.length;
  return { toAdd, report };
}

/**
 * Merges a library file into the owner's library, in one transaction: entries not already
 * there are added, keeping the file's times and order; a playlist whose title the user already
 * has (ignoring case and outer spaces, as creating one) gets the videos it lacks; videos the
 * catalogue no longer has are skipped. Answers what was done, or 'no-such-owner' (401) when the
 * token's user is gone. A playlist created meanwhile with a title the file brings fails the
 * transaction with a unique violation: nothing is written.
 */
export async function importLibrary(
  db: Kysely<Database>,
  owner: Owner,
  file: LibraryFile,
): Promise<LibraryImport | 'no-such-owner'> {
  return db.transaction().execute(async (trx) => {
    const userId = await ownerId(trx, owner);
    if (userId === undefined) return 'no-such-owner';
    const fileVideoIds = new Set<string>();
    for (const [key] of LISTS) for (const entry of file[key]) fileVideoIds.add(entry.videoId);
    for (const playlist of file.playlists) {
      for (const entry of playlist.videos) fileVideoIds.add(entry.videoId);
    }
    for (const note of file.notes ?? []) fileVideoIds.add(note.videoId);
    const known = await knownVideos(trx, fileVideoIds);
    const unknownIds = new Set<string>();

    const listReports: Partial<Record<(typeof LISTS)[number][0], ListImport>> = {};
    for (const [key, list] of LISTS) {
      const present = new Set<string>();
      const ids = [...new Set(file[key].map((entry) => entry.videoId))];
      for (const chunk of chunksOf(ids, READ_CHUNK)) {
        const rows = await trx
          .selectFrom('list_entries')
          .select('video_id')
          .where('user_id', '=', userId)
          .where('list', '=', list)
          .where('video_id', 'in', chunk)
          .execute();
        for (const row of rows) present.add(row.video_id);
      }
      const { toAdd, report } = sortEntries(file[key], present, known, unknownIds);
      const idOf = idsFromTimes();
      const rows = [...toAdd].reverse().map((entry) => ({
        id: idOf(entry.addedAt),
        user_id: userId,
        list,
        video_id: entry.videoId,
        created_at: isoOf(entry.addedAt),
      }));
      for (const chunk of chunksOf(rows, INSERT_CHUNK)) {
        await trx.insertInto('list_entries').values(chunk).execute();
      }
      listReports[key] = report;
    }

    const existing = await trx
      .selectFrom('playlists')
      .select(['id', 'title_key'])
      .where('user_id', '=', userId)
      .execute();
    const playlistIdByKey = new Map(existing.map((row) => [row.title_key, row.id]));
    // Playlists are ordered by id too: made oldest first, so the newest of the file is newest.
    const playlistIdOf = idsFromTimes();
    const playlistReports: LibraryImport['playlists'] = [];
    for (const playlist of [...file.playlists].reverse()) {
      const key = playlistTitleKey(playlist.title);
      let playlistId = playlistIdByKey.get(key);
      const created = playlistId === undefined;
      const present = new Set<string>();
      if (playlistId === undefined) {
        playlistId = playlistIdOf(playlist.createdAt);
        await trx
          .insertInto('playlists')
          .values({
            id: playlistId,
            user_id: userId,
            title: playlist.title.trim(),
            title_key: key,
            description: playlist.description?.trim() ?? '',
            visibility: playlist.visibility ?? 'private',
            created_at: isoOf(playlist.createdAt),
          })
          .execute();
        playlistIdByKey.set(key, playlistId);
      } else {
        // Held till the import commits: a reorder or an add of it meanwhile waits its turn.
        if (!(await lockPlaylist(trx, userId, playlistId))) throw new PlaylistGoneDuringImport();
        const rows = await trx
          .selectFrom('playlist_videos')
          .select('video_id')
          .where('playlist_id', '=', playlistId)
          .execute();
        for (const row of rows) present.add(row.video_id);
      }
      const { toAdd, report } = sortEntries(playlist.videos, present, known, unknownIds);
      await appendPlaylistEntries(trx, playlistId, toAdd);
      playlistReports.push({ title: playlist.title.trim(), created, ...report });
    }

    const notes =
      file.notes === undefined
        ? undefined
        : await importNotes(trx, userId, file.notes, known, unknownIds);
    const projects =
      file.projects && (await importProjects(trx, userId, file.projects, unknownIds));

    const empty = { added: 0, duplicates: 0, unknown: 0 };
    return {
      likes: listReports.likes ?? empty,
      watchLater: listReports.watchLater ?? empty,
      history: listReports.history ?? empty,
      playlists: playlistReports.reverse(),
      ...(notes ? { notes } : {}),
      ...(projects ? { projects } : {}),
      unknownVideoIds: [...unknownIds],
    };
  });
}
