import type { Kysely, Transaction } from 'kysely';
import * as z from 'zod/mini';
import { NOTES_PER_VIDEO_MAX } from '#shared/note-bounds.ts';
import type { Note } from '#shared/schemas/note.schema.ts';
import { addOutcomeOf } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import { type Owner, ownerIs, type PageOf, type PageWindow, pageOf } from '../page.ts';
import type { Database, VideoNoteTable } from '../schema.ts';
import { isRetired } from './video.repository.ts';
import { refused, type WriteResult } from './write-refusal.ts';

/*
 * Notes at a moment (docs/product.md, "Video page"): a user's private notes on a video, each at a moment of it. Every
 * read and write names the user: another user's note is never found (the routes answer 404, as
 * for a note that does not exist).
 */

type NoteRow = Pick<
  VideoNoteTable,
  'id' | 'video_id' | 'seconds' | 'body' | 'created_at' | 'updated_at'
>;

const NOTE_COLUMNS = ['id', 'video_id', 'seconds', 'body', 'created_at', 'updated_at'] as const;

function noteOf(row: NoteRow): Note {
  return {
    _id: row.id,
    videoId: row.video_id,
    seconds: Number(row.seconds),
    body: row.body,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Holds the user's row till the transaction ends (a write that changes nothing), so that two
 * writes of one user's notes take turns on both PostgreSQL (row lock) and SQLite (write lock),
 * and a count read after it cannot go stale before the insert (as the sandbox's todos do).
 */
async function lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

async function notesOnVideo(
  trx: Transaction<Database>,
  userId: string,
  videoId: string,
): Promise<number> {
  const { count } = await trx
    .selectFrom('video_notes')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The owner's notes on a video in time order (by moment, then as written), whole: a video holds
 * at most NOTES_PER_VIDEO_MAX. One query, which also checks the owner and the video:
 * 'no-such-owner' when the token's user is gone or signed out, 'no-such-video' when the
 * catalogue has no such video.
 */
export async function notesOfVideo(
  db: Kysely<Database>,
  owner: Owner,
  videoId: string,
): Promise<Note[] | 'no-such-owner' | 'no-such-video'> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('videos as v', (join) => join.on('v.id', '=', videoId))
    .leftJoin('video_notes as n', (join) =>
      join.onRef('n.user_id', '=', 'users.id').onRef('n.video_id', '=', 'v.id'),
    )
    .select([
      'v.id as known_video',
      'n.id',
      'n.video_id',
      'n.seconds',
      'n.body',
      'n.created_at',
      'n.updated_at',
    ])
    .where(ownerIs(owner))
    .orderBy('n.seconds')
    .orderBy('n.id')
    .execute();
  const [first] = rows;
  if (!first) return 'no-such-owner';
  if (first.known_video === null) return 'no-such-video';
  return rows.flatMap(({ id, video_id, seconds, body, created_at, updated_at }) =>
    id === null ||
    video_id === null ||
    seconds === null ||
    body === null ||
    created_at === null ||
    updated_at === null
      ? []
      : [noteOf({ id, video_id, seconds, body, created_at, updated_at })],
  );
}

/**
 * A page of all the owner's notes, newest first (by when each was written: ids are ULIDs), with
 * how many there are in all; undefined when the token's user is gone or signed out.
 */
export async function notesPage(
  db: Kysely<Database>,
  owner: Owner,
  window: PageWindow,
): Promise<PageOf<Note> | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('users.id')
      .where(ownerIs(owner))
      .executeTakeFirst();
    if (!user) return undefined;
    let query = trx
      .selectFrom('video_notes')
      .select(NOTE_COLUMNS)
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(window.limit + 1);
    if (window.after !== undefined) query = query.where('id', '<', window.after);
    const rows = await query.execute();
    const { count } = await trx
      .selectFrom('video_notes')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    return pageOf(
      rows.map((row) => ({ item: noteOf(row), id: row.id })),
      window.limit,
      Number(count),
    );
  });
}

/**
 * Writes a note on a video for the user, unless the video is retired (its old notes stay, but
 * it is not in the catalogue to write a new one on), they already keep NOTES_PER_VIDEO_MAX on
 * it (`notes-full`), or the catalogue has no such video (its foreign key).
 */
export async function createNote(
  db: Kysely<Database>,
  userId: string,
  input: { videoId: string; seconds: number; body: string },
): Promise<WriteResult<'video-retired' | 'notes-full' | 'video-missing', { note: Note }>> {
  if (await isRetired(db, input.videoId)) return refused('video-retired');
  const now = nowIso();
  const note: Note = {
    _id: newId(),
    videoId: input.videoId,
    seconds: input.seconds,
    body: input.body,
    createdAt: now,
    updatedAt: now,
  };
  let full = false;
  const outcome = await addOutcomeOf(
    db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      if ((await notesOnVideo(trx, userId, input.videoId)) >= NOTES_PER_VIDEO_MAX) {
        full = true;
        return;
      }
      await trx
        .insertInto('video_notes')
        .values({
          id: note._id,
          user_id: userId,
          video_id: note.videoId,
          seconds: note.seconds,
          body: note.body,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }),
  );
  if (outcome === 'no-such-video') return refused('video-missing');
  if (full) return refused('notes-full');
  return { ok: true, note };
}

/** Changes the text and/or moment of one of the user's notes; undefined when there is no such note of theirs. */
export async function updateNote(
  db: Kysely<Database>,
  userId: string,
  noteId: string,
  change: { body?: string | undefined; seconds?: number | undefined },
): Promise<Note | undefined> {
  const row = await db
    .updateTable('video_notes')
    .set({
      ...(change.body === undefined ? {} : { body: change.body }),
      ...(change.seconds === undefined ? {} : { seconds: change.seconds }),
      updated_at: nowIso(),
    })
    .where('id', '=', noteId)
    .where('user_id', '=', userId)
    .returning(NOTE_COLUMNS)
    .executeTakeFirst();
  return row ? noteOf(row) : undefined;
}

/** A deleted note as its snapshot keeps it (removed_notes.snapshot). */
const NoteSnapshot = z.object({
  id: z.string(),
  videoId: z.string(),
  seconds: z.number(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type NoteSnapshot = z.infer<typeof NoteSnapshot>;

/**
 * Deletes one of the user's notes and keeps a snapshot of it for the undo window, in one
 * transaction; the user's snapshots older than `keepSince` are cleared on the way. Answers the
 * note as it was and the snapshot's id, or undefined when there is no such note of theirs.
 */
export async function deleteNoteKeepingSnapshot(
  db: Kysely<Database>,
  userId: string,
  noteId: string,
  keepSince: Date,
): Promise<{ note: Note; snapshotId: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('video_notes')
      .where('id', '=', noteId)
      .where('user_id', '=', userId)
      .returning(NOTE_COLUMNS)
      .executeTakeFirst();
    if (!row) return undefined;
    const note = noteOf(row);
    const snapshot: NoteSnapshot = {
      id: note._id,
      videoId: note.videoId,
      seconds: note.seconds,
      body: note.body,
      createdAt: note.createdAt,
      updatedAt: note.updatedAt,
    };
    await trx
      .deleteFrom('removed_notes')
      .where('user_id', '=', userId)
      .where('removed_at', '<', keepSince.toISOString())
      .execute();
    const snapshotId = newId();
    await trx
      .insertInto('removed_notes')
      .values({
        id: snapshotId,
        user_id: userId,
        snapshot: JSON.stringify(snapshot),
        removed_at: nowIso(),
      })
      .execute();
    return { note, snapshotId };
  });
}

export type RestoreNoteOutcome =
  | { restored: true; note: Note }
  | { restored: false; why: 'gone' | 'full' | 'no-such-video' };

/**
 * Puts a deleted note back from its snapshot, exactly (its id, moment, text and times), in one
 * transaction. 'gone' when there is no such snapshot of the user's (undone already, or
 * cleared); 'full' when the user has written NOTES_PER_VIDEO_MAX notes on the video since, and
 * 'no-such-video' when the video has left the catalogue (the snapshot stays for either).
 */
export async function restoreNote(
  db: Kysely<Database>,
  userId: string,
  snapshotId: string,
): Promise<RestoreNoteOutcome> {
  let why: 'gone' | 'full' | undefined;
  let restored: Note | undefined;
  const outcome = await addOutcomeOf(
    db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      const row = await trx
        .selectFrom('removed_notes')
        .select('snapshot')
        .where('id', '=', snapshotId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) {
        why = 'gone';
        return;
      }
      const snapshot = NoteSnapshot.parse(JSON.parse(row.snapshot));
      if ((await notesOnVideo(trx, userId, snapshot.videoId)) >= NOTES_PER_VIDEO_MAX) {
        why = 'full';
        return;
      }
      await trx
        .insertInto('video_notes')
        .values({
          id: snapshot.id,
          user_id: userId,
          video_id: snapshot.videoId,
          seconds: snapshot.seconds,
          body: snapshot.body,
          created_at: snapshot.createdAt,
          updated_at: snapshot.updatedAt,
        })
        .execute();
      await trx.deleteFrom('removed_notes').where('id', '=', snapshotId).execute();
      restored = {
        _id: snapshot.id,
        videoId: snapshot.videoId,
        seconds: snapshot.seconds,
        body: snapshot.body,
        createdAt: snapshot.createdAt,
        updatedAt: snapshot.updatedAt,
      };
    }),
  );
  if (outcome === 'no-such-video') return { restored: false, why: 'no-such-video' };
  // The note's id is the snapshot's: a unique violation is the same undo done meanwhile.
  if (outcome === 'duplicate') return { restored: false, why: 'gone' };
  if (why || !restored) return { restored: false, why: why ?? 'gone' };
  return { restored: true, note: restored };
}
