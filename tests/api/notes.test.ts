import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '#server/db/ids.ts';
import { ServerMessage } from '#shared/messages.ts';
import { NOTE_BODY_MAX, NOTE_SECONDS_MAX, NOTES_PER_VIDEO_MAX } from '#shared/note-bounds.ts';
import {
  NoteDeletionResponseSchema,
  NoteResponseSchema,
  NotesResponseSchema,
} from '#shared/schemas/note.schema.ts';
import { UndoResponseSchema } from '#shared/schemas/undo.schema.ts';
import {
  BAD_TOKEN_KINDS,
  badTokensFor,
  countRows,
  expectError,
  expectJson,
} from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const videoA = seedVideo(0).id;
const videoB = seedVideo(1).id;

describe.each(DIALECTS)('notes at a moment (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  const post = (token: string | undefined, body: unknown) =>
    api.call('POST', '/api/user/notes', { ...(token ? { token } : {}), body });
  const patch = (token: string, noteId: string, body: unknown) =>
    api.call('PATCH', `/api/user/notes/${encodeURIComponent(noteId)}`, { token, body });
  const remove = (token: string, noteId: string) =>
    api.call('DELETE', `/api/user/notes/${encodeURIComponent(noteId)}`, { token });
  const listOf = (token: string, query = '') =>
    api.call('GET', `/api/user/notes${query}`, { token });
  const write = async (token: string, videoId: string, seconds: number, body: string) =>
    (await expectJson(await post(token, { videoId, seconds, body }), 201, NoteResponseSchema)).note;
  const notesOn = async (token: string, videoId: string) =>
    (
      await expectJson(
        await listOf(token, `?videoId=${encodeURIComponent(videoId)}`),
        200,
        NotesResponseSchema,
      )
    ).notes;

  it('writes a note, answers it, lists it, changes it and deletes it', async () => {
    const { token } = await api.signUp();
    const note = await write(token, videoA, 85, '  Cut the frame here.\nUse the long ruler.  ');
    expect(note).toEqual({
      _id: expect.stringMatching(/^[0-9a-z]{26}$/),
      videoId: videoA,
      seconds: 85,
      body: 'Cut the frame here.\nUse the long ruler.',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: note.createdAt,
    });
    expect(await notesOn(token, videoA)).toEqual([note]);
    expect(await notesOn(token, videoB)).toEqual([]);

    const edited = await expectJson(
      await patch(token, note._id, { body: 'Cut along the pencil line' }),
      200,
      NoteResponseSchema,
    );
    expect(edited.note).toMatchObject({
      _id: note._id,
      seconds: 85,
      body: 'Cut along the pencil line',
      createdAt: note.createdAt,
    });
    expect(edited.note.updatedAt >= note.updatedAt).toBe(true);
    const moved = await expectJson(
      await patch(token, note._id, { seconds: 90 }),
      200,
      NoteResponseSchema,
    );
    expect(moved.note).toMatchObject({ seconds: 90, body: 'Cut along the pencil line' });
    const both = await expectJson(
      await patch(token, note._id, { seconds: 0, body: 'From the start' }),
      200,
      NoteResponseSchema,
    );
    expect(both.note).toMatchObject({ seconds: 0, body: 'From the start' });
    expect(await notesOn(token, videoA)).toEqual([both.note]);

    const deleted = await expectJson(
      await remove(token, note._id),
      200,
      NoteDeletionResponseSchema,
    );
    expect(deleted.note).toEqual(both.note);
    expect(deleted.undo).toEqual(expect.any(String));
    expect(await notesOn(token, videoA)).toEqual([]);
    await expectError(await remove(token, note._id), 404, ServerMessage.noteNotFound);
    await expectError(await patch(token, note._id, { body: 'x' }), 404, ServerMessage.noteNotFound);
  });

  it("lists a video's notes in time order, then as written", async () => {
    const { token } = await api.signUp();
    const late = await write(token, videoA, 300, 'late');
    const early = await write(token, videoA, 5, 'early');
    const sameFirst = await write(token, videoA, 120, 'same moment, written first');
    const sameSecond = await write(token, videoA, 120, 'same moment, written second');
    await write(token, videoB, 1, 'another video');
    const notes = await notesOn(token, videoA);
    expect(notes.map((n) => n._id)).toEqual([early._id, sameFirst._id, sameSecond._id, late._id]);
    // Moving a note moves it in the order.
    await patch(token, late._id, { seconds: 0 });
    expect((await notesOn(token, videoA))[0]?._id).toBe(late._id);
  });

  it('lists all the notes newest first, paged with limit and cursor', async () => {
    const { token } = await api.signUp();
    const written = [];
    for (const [i, videoId] of [videoA, videoB, videoA, videoB, videoA].entries()) {
      written.push(await write(token, videoId, i * 10, `note ${i}`));
    }
    const newestFirst = written.map((n) => n._id).reverse();
    const whole = await expectJson(await listOf(token), 200, NotesResponseSchema);
    expect(whole.notes.map((n) => n._id)).toEqual(newestFirst);
    expect(whole.nextCursor).toBeUndefined();

    const seen: string[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 5; pages++) {
      const page = await expectJson(await listOf(token, query), 200, NotesResponseSchema);
      expect(page.total).toBe(5);
      seen.push(...page.notes.map((n) => n._id));
      if (!page.nextCursor) break;
      query = `?limit=2&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual(newestFirst);

    await expectError(await listOf(token, '?cursor=bogus'), 400, /^cursor/);
    await expectError(await listOf(token, '?limit=0'), 400, /^limit/);
    const otherList = btoa(JSON.stringify(['playlists', newestFirst[0]])).replace(/=+$/, '');
    await expectError(await listOf(token, `?cursor=${otherList}`), 400, /^cursor/);
    await expectError(
      await listOf(token, `?videoId=${videoA}&limit=2`),
      400,
      ServerMessage.notesOfVideoNotPaged,
    );
  });

  it("keeps users apart: another user's note is 404 to read, change or delete", async () => {
    const a = await api.signUp();
    const b = await api.signUp();
    const note = await write(a.token, videoA, 42, "A's private note");
    expect(await notesOn(b.token, videoA)).toEqual([]);
    const bAll = await expectJson(await listOf(b.token), 200, NotesResponseSchema);
    expect(bAll.notes).toEqual([]);
    await expectError(
      await patch(b.token, note._id, { body: 'taken over' }),
      404,
      ServerMessage.noteNotFound,
    );
    await expectError(await remove(b.token, note._id), 404, ServerMessage.noteNotFound);
    // B's note on the same video and moment stays B's.
    const bNote = await write(b.token, videoA, 42, "B's own");
    expect(await notesOn(a.token, videoA)).toEqual([note]);
    expect(await notesOn(b.token, videoA)).toEqual([bNote]);
    // A's undo token is not B's to use.
    const { undo } = await expectJson(
      await remove(a.token, note._id),
      200,
      NoteDeletionResponseSchema,
    );
    await expectError(
      await api.call('POST', '/api/user/undo', { token: b.token, body: { undo } }),
      400,
      ServerMessage.undoInvalid,
    );
    expect(await notesOn(b.token, videoA)).toEqual([bNote]);
  });

  it(`takes a body of 1 to ${NOTE_BODY_MAX} characters after trimming, and no other`, async () => {
    const { token } = await api.signUp();
    const longest = 'a'.repeat(NOTE_BODY_MAX);
    expect((await write(token, videoA, 1, longest)).body).toBe(longest);
    expect((await write(token, videoA, 1, `  \n${longest}\n `)).body).toBe(longest);
    expect((await write(token, videoA, 1, 'x')).body).toBe('x');
    const before = await countRows(api.database, 'video_notes');
    for (const body of ['a'.repeat(NOTE_BODY_MAX + 1), `${longest}b`]) {
      await expectError(
        await post(token, { videoId: videoA, seconds: 1, body }),
        400,
        `body must be at most ${NOTE_BODY_MAX} characters`,
      );
    }
    for (const body of ['', '   ', '\n\t \n']) {
      await expectError(
        await post(token, { videoId: videoA, seconds: 1, body }),
        400,
        'body must not be empty',
      );
    }
    expect(await countRows(api.database, 'video_notes')).toBe(before);
    const note = await write(token, videoB, 1, 'to edit');
    await expectError(await patch(token, note._id, { body: ' ' }), 400, 'body must not be empty');
    await expectError(
      await patch(token, note._id, { body: 'b'.repeat(NOTE_BODY_MAX + 1) }),
      400,
      `body must be at most ${NOTE_BODY_MAX} characters`,
    );
    expect((await notesOn(token, videoB))[0]?.body).toBe('to edit');
  });

  it('keeps text as written: markup, emoji and line breaks are text', async () => {
    const { token } = await api.signUp();
    const body = '<b>html</b> & <script>alert(1)</script>\n🎨 line two\ttabbed';
    expect((await write(token, videoA, 3, body)).body).toBe(body);
    await expectError(
      await post(token, { videoId: videoA, seconds: 3, body: 'a\u0000b' }),
      400,
      /^body must not contain a NUL character$/,
    );
    await expectError(
      await post(token, { videoId: videoA, seconds: 3, body: 'a\uD800b' }),
      400,
      /^body must be well-formed Unicode/,
    );
  });

  it(`takes seconds from 0 to ${NOTE_SECONDS_MAX}, whole`, async () => {
    const { token } = await api.signUp();
    expect((await write(token, videoA, 0, 'start')).seconds).toBe(0);
    expect((await write(token, videoA, NOTE_SECONDS_MAX, 'end')).seconds).toBe(NOTE_SECONDS_MAX);
    const cases: [unknown, RegExp][] = [
      [-1, /^seconds must be at least 0$/],
      [NOTE_SECONDS_MAX + 1, /^seconds must be at most/],
      [1.5, /^seconds must be a whole number/],
      ['85', /^seconds must be a number$/],
      [null, /^seconds must be a number$/],
      [1e308, /^seconds must/],
    ];
    for (const [seconds, message] of cases) {
      await expectError(await post(token, { videoId: videoA, seconds, body: 'x' }), 400, message);
    }
    await expectError(
      await post(token, { videoId: videoA, body: 'x' }),
      400,
      /^seconds must be a number$/,
    );
    const note = await write(token, videoB, 10, 'x');
    await expectError(await patch(token, note._id, { seconds: -5 }), 400, /^seconds/);
    await expectError(await patch(token, note._id, {}), 400, /body or seconds is required/);
  });

  it('answers 404 for a video the catalogue does not have', async () => {
    const { token } = await api.signUp();
    const before = await countRows(api.database, 'video_notes');
    await expectError(
      await post(token, { videoId: 'no-such-video', seconds: 1, body: 'x' }),
      404,
      ServerMessage.videoNotFound,
    );
    await expectError(
      await listOf(token, '?videoId=no-such-video'),
      404,
      ServerMessage.videoNotFound,
    );
    expect(await countRows(api.database, 'video_notes')).toBe(before);
  });

  it('refuses bad ids and bodies with 400 in the one error shape', async () => {
    const { token } = await api.signUp();
    const bodies: unknown[] = [
      {},
      [],
      'text',
      null,
      { videoId: '', seconds: 1, body: 'x' },
      { videoId: 'v'.repeat(201), seconds: 1, body: 'x' },
      { videoId: 5, seconds: 1, body: 'x' },
      { videoId: videoA, seconds: 1, body: 5 },
      { videoId: videoA, seconds: 1, body: ['x'] },
    ];
    for (const body of bodies) await expectError(await post(token, body), 400);
    await expectError(
      await api.call('POST', '/api/user/notes', { token, body: '{"videoId":' }),
      400,
      ServerMessage.malformedJson,
    );
    await expectError(await patch(token, 'n'.repeat(201), { body: 'x' }), 400, /noteId/);
    await expectError(await remove(token, 'n'.repeat(201)), 400, /noteId/);
    await expectError(await patch(token, 'unknown-id', { body: 'x' }), 404);
    await expectError(await remove(token, 'unknown-id'), 404);
    await expectError(await listOf(token, `?videoId=${'v'.repeat(201)}`), 400, /videoId/);
    await expectError(await listOf(token, '?videoId='), 400, /videoId/);
  });

  it('answers 401 to visitors and to every bad token', async () => {
    const user = await api.signUp();
    const note = await write(user.token, videoA, 1, 'mine');
    await expectError(await api.call('GET', '/api/user/notes'), 401, ServerMessage.invalidToken);
    await expectError(await post(undefined, { videoId: videoA, seconds: 1, body: 'x' }), 401);
    await expectError(await api.call('DELETE', `/api/user/notes/${note._id}`), 401);
    const bad = await badTokensFor(api, user);
    for (const kind of BAD_TOKEN_KINDS) {
      const token = bad[kind];
      await expectError(await listOf(token), 401);
      await expectError(await listOf(token, `?videoId=${videoA}`), 401);
      await expectError(await post(token, { videoId: videoA, seconds: 1, body: 'x' }), 401);
      await expectError(await patch(token, note._id, { body: 'x' }), 401);
      await expectError(await remove(token, note._id), 401);
    }
    await api.call('POST', '/api/auth/logout', { token: user.token });
    await expectError(await listOf(user.token, `?videoId=${videoA}`), 401);
    await expectError(await listOf(user.token), 401);
  });

  it(`keeps at most ${NOTES_PER_VIDEO_MAX} notes per user per video`, async () => {
    const { token, userId } = await api.signUp();
    // Filled directly: writing hundreds of notes one by one proves nothing more.
    const now = nowIso();
    const rows = Array.from({ length: NOTES_PER_VIDEO_MAX - 1 }, (_, i) => ({
      id: newId(),
      user_id: userId,
      video_id: videoA,
      seconds: i,
      body: `note ${i}`,
      created_at: now,
      updated_at: now,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      await api.database.db
        .insertInto('video_notes')
        .values(rows.slice(start, start + 100))
        .execute();
    }
    const last = await write(token, videoA, 1, 'the last one allowed');
    await expectError(
      await post(token, { videoId: videoA, seconds: 1, body: 'one too many' }),
      422,
      ServerMessage.tooManyNotes,
    );
    // Another video, and another user, are not limited by it.
    await write(token, videoB, 1, 'another video');
    const other = await api.signUp();
    await write(other.token, videoA, 1, 'another user');
    expect(await notesOn(token, videoA)).toHaveLength(NOTES_PER_VIDEO_MAX);

    // Undo of a deletion made while full again is refused the same way, and keeps its token.
    const { undo } = await expectJson(
      await remove(token, last._id),
      200,
      NoteDeletionResponseSchema,
    );
    await write(token, videoA, 2, 'filled again');
    const undoAt = () => api.call('POST', '/api/user/undo', { token, body: { undo } });
    await expectError(await undoAt(), 422, ServerMessage.tooManyNotes);
    const [someNote] = await notesOn(token, videoA);
    await remove(token, someNote?._id ?? '');
    await expectJson(await undoAt(), 201, UndoResponseSchema);
  });

  it('undoes a deletion exactly, once', async () => {
    const { token } = await api.signUp();
    const note = await write(token, videoA, 85, 'Glue the corners\nthen wait');
    const other = await write(token, videoA, 20, 'earlier');
    const { undo } = await expectJson(
      await remove(token, note._id),
      200,
      NoteDeletionResponseSchema,
    );
    const undone = await expectJson(
      await api.call('POST', '/api/user/undo', { token, body: { undo } }),
      201,
      UndoResponseSchema,
    );
    expect(undone).toEqual({ restored: 'note', noteId: note._id, videoId: videoA });
    expect(await notesOn(token, videoA)).toEqual([other, note]);
    await expectError(
      await api.call('POST', '/api/user/undo', { token, body: { undo } }),
      409,
      ServerMessage.undoDone,
    );
  });

  it("deletes a user's notes with the account", async () => {
    const { token, userId } = await api.signUp({ password: 'a long password 1' });
    const note = await write(token, videoA, 1, 'goes with the account');
    await remove(token, note._id);
    await write(token, videoB, 2, 'this one too');
    const res = await api.call('DELETE', '/api/auth/account', {
      token,
      body: { password: 'a long password 1' },
    });
    expect(res.status).toBe(200);
    const { db } = api.database;
    const left = await Promise.all([
      db.selectFrom('video_notes').select('id').where('user_id', '=', userId).execute(),
      db.selectFrom('removed_notes').select('id').where('user_id', '=', userId).execute(),
    ]);
    expect(left).toEqual([[], []]);
  });
});
