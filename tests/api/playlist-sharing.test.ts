import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPlaylistsOf } from '#server/db/repositories/playlist-sharing.repository.ts';
import { ServerMessage } from '#shared/messages.ts';
import { type LibraryFile, LibraryFileSchema } from '#shared/schemas/library.schema.ts';
import {
  type Playlist,
  PlaylistResponseSchema,
  PlaylistsResponseSchema,
  type PlaylistVisibility,
  SharedPlaylistResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { type Video, VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// Playlists others can open (docs/product.md, "Playlists", Sharing): visibility, the public
// read GET /api/playlists/{playlistId}, a user's public playlists and Save a copy.
const MINE = '/api/user/playlists';
const SHARED = '/api/playlists';
const video = (index: number) => seedVideo(index).id;

describe.each(DIALECTS)('playlist sharing (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  let made = 0;
  /** A playlist of `token`'s user with a title, description, visibility and videos in order. */
  async function playlistOf(
    token: string,
    options: {
      title?: string;
      description?: string;
      visibility?: PlaylistVisibility;
      videos?: string[];
    } = {},
  ): Promise<Playlist> {
    made += 1;
    const title = options.title ?? `Shared ${made}`;
    const res = await api.call('POST', MINE, {
      token,
      body: { playlist: { title, description: options.description } },
    });
    const created = (await expectJson(res, 201, PlaylistsResponseSchema)).playlists[0];
    if (!created) throw new Error('no playlist in the answer');
    for (const videoId of options.videos ?? []) {
      const added = await api.call('POST', `${MINE}/${created._id}`, {
        token,
        body: { video: { _id: videoId } },
      });
      expect(added.status).toBe(201);
    }
    if (options.visibility) await setVisibility(token, created._id, options.visibility);
    return created;
  }
  async function setVisibility(token: string, playlistId: string, visibility: string) {
    const res = await api.call('PATCH', `${MINE}/${playlistId}`, {
      token,
      body: { playlist: { visibility } },
    });
    return (await expectJson(res, 200, PlaylistResponseSchema)).playlist;
  }
  const read = (playlistId: string, options: { token?: string; query?: string } = {}) =>
    api.call('GET', `${SHARED}/${playlistId}${options.query ?? ''}`, {
      token: options.token,
      // The same request id for every read: an answer names its request.
      headers: { 'x-request-id': 'sharing-test' },
    });
  async function readOk(playlistId: string, token?: string) {
    return expectJson(await read(playlistId, { token }), 200, SharedPlaylistResponseSchema);
  }
  /** Status, headers and body of an answer, as bytes: what tells two answers apart. */
  async function whole(res: Response) {
    return {
      status: res.status,
      headers: [...res.headers.entries()],
      body: new Uint8Array(await res.arrayBuffer()),
    };
  }

  describe('visibility', () => {
    it('is private for a new playlist, and the owner sets it with PATCH', async () => {
      const { token } = await api.signUp();
      const playlist = await playlistOf(token);
      // Private is the start, and the owner's answers leave it out (their shape as before).
      expect(playlist.visibility).toBeUndefined();
      expect((await setVisibility(token, playlist._id, 'unlisted')).visibility).toBe('unlisted');
      expect((await setVisibility(token, playlist._id, 'public')).visibility).toBe('public');
      const { playlists } = await expectJson(
        await api.call('GET', MINE, { token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(playlists[0]?.visibility).toBe('public');
      expect((await setVisibility(token, playlist._id, 'private')).visibility).toBeUndefined();
    });

    it.each([
      ['an unknown word', 'secret'],
      ['another case', 'Public'],
      ['a number', 1],
      ['null', null],
    ])('refuses %s with 400 in the error shape', async (_, visibility) => {
      const { token } = await api.signUp();
      const playlist = await playlistOf(token);
      const res = await api.call('PATCH', `${MINE}/${playlist._id}`, {
        token,
        body: { playlist: { visibility } },
      });
      await expectError(res, 400, 'playlist.visibility must be one of private, unlisted, public');
      expect((await readOk(playlist._id, token)).playlist.visibility).toBe('private');
    });

    it("leaves another user's playlist alone: 404 as a missing one", async () => {
      const owner = await api.signUp();
      const other = await api.signUp();
      const playlist = await playlistOf(owner.token);
      const res = await api.call('PATCH', `${MINE}/${playlist._id}`, {
        token: other.token,
        body: { playlist: { visibility: 'public' } },
      });
      await expectError(res, 404, ServerMessage.playlistNotFound);
      expect((await readOk(playlist._id, owner.token)).playlist.visibility).toBe('private');
    });
  });

  describe('GET /api/playlists/{playlistId}', () => {
    it('answers an unlisted playlist to a visitor: title, description, owner, videos in order', async () => {
      const owner = await api.signUp({ firstName: 'Asha', lastName: 'Rao' });
      const playlist = await playlistOf(owner.token, {
        title: 'Paper lanterns',
        description: 'For the festival.',
        videos: [video(2), video(0), video(1)],
        visibility: 'unlisted',
      });
      const res = await read(playlist._id);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      const answer = await expectJson(res, 200, SharedPlaylistResponseSchema);
      expect(answer.yours).toBe(false);
      expect(answer.playlist).toMatchObject({
        _id: playlist._id,
        title: 'Paper lanterns',
        description: 'For the festival.',
        visibility: 'unlisted',
        owner: { displayName: 'Asha Rao', handle: null },
      });
      expect(answer.playlist.videos.map((v) => v._id)).toEqual([video(2), video(0), video(1)]);
      // Another user reads it the same way.
      const other = await api.signUp();
      expect((await readOk(playlist._id, other.token)).playlist.title).toBe('Paper lanterns');
    });

    it('answers a public playlist without noindex', async () => {
      const owner = await api.signUp();
      const playlist = await playlistOf(owner.token, { visibility: 'public' });
      const res = await read(playlist._id);
      expect(res.headers.get('x-robots-tag')).toBeNull();
      expect((await expectJson(res, 200, SharedPlaylistResponseSchema)).playlist.visibility).toBe(
        'public',
      );
    });

    it('answers a private playlist to anyone but its owner exactly as a missing one', async () => {
      const owner = await api.signUp();
      const other = await api.signUp();
      const playlist = await playlistOf(owner.token, { videos: [video(0)] });
      const missing = '01jzzzzzzzzzzzzzzzzzzzzzzz';
      for (const token of [undefined, other.token]) {
        const hidden = await whole(await read(playlist._id, { token }));
        const absent = await whole(await read(missing, { token }));
        expect(hidden.status).toBe(404);
        expect(hidden).toEqual(absent);
        expect(JSON.parse(new TextDecoder().decode(hidden.body))).toEqual({
          errors: [ServerMessage.playlistNotFound],
          codes: [expect.any(String)],
        });
      }
      // Its owner reads it, and is told it is theirs.
      const mine = await readOk(playlist._id, owner.token);
      expect(mine.yours).toBe(true);
      expect(mine.playlist.visibility).toBe('private');
      expect(mine.playlist.videos.map((v) => v._id)).toEqual([video(0)]);
    });

    it('goes private again at once when its owner says so', async () => {
      const owner = await api.signUp();
      const playlist = await playlistOf(owner.token, { visibility: 'public' });
      expect((await read(playlist._id)).status).toBe(200);
      await setVisibility(owner.token, playlist._id, 'private');
      await expectError(await read(playlist._id), 404, ServerMessage.playlistNotFound);
    });

    it("shows the owner's later edits at once, through its ETag too", async () => {
      const owner = await api.signUp();
      const playlist = await playlistOf(owner.token, {
        title: 'Before',
        videos: [video(0)],
        visibility: 'unlisted',
      });
      const first = await read(playlist._id);
      const tag = first.headers.get('etag');
      expect(tag).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const again = await api.call('GET', `${SHARED}/${playlist._id}`, {
        headers: { 'if-none-match': tag ?? '' },
      });
      expect(again.status).toBe(304);
      await api.call('PATCH', `${MINE}/${playlist._id}`, {
        token: owner.token,
        body: { playlist: { title: 'After', description: 'Edited.' } },
      });
      await api.call('POST', `${MINE}/${playlist._id}`, {
        token: owner.token,
        body: { video: { _id: video(1) }, position: 0 },
      });
      const edited = await api.call('GET', `${SHARED}/${playlist._id}`, {
        headers: { 'if-none-match': tag ?? '' },
      });
      const answer = await expectJson(edited, 200, SharedPlaylistResponseSchema);
      expect(answer.playlist.title).toBe('After');
      expect(answer.playlist.description).toBe('Edited.');
      expect(answer.playlist.videos.map((v) => v._id)).toEqual([video(1), video(0)]);
    });

    it('pages the videos with the cursor it gives', async () => {
      const owner = await api.signUp();
      const ids = [video(0), video(1), video(2)];
      const playlist = await playlistOf(owner.token, { videos: ids, visibility: 'unlisted' });
      const first = await expectJson(
        await read(playlist._id, { query: '?limit=2' }),
        200,
        SharedPlaylistResponseSchema,
      );
      expect(first.total).toBe(3);
      expect(first.playlist.videos.map((v) => v._id)).toEqual(ids.slice(0, 2));
      const cursor = first.nextCursor ?? '';
      const second = await expectJson(
        await read(playlist._id, { query: `?limit=2&cursor=${encodeURIComponent(cursor)}` }),
        200,
        SharedPlaylistResponseSchema,
      );
      expect(second.playlist.videos.map((v) => v._id)).toEqual(ids.slice(2));
      expect(second.nextCursor).toBeNull();
    });

    it('refuses a bad token with 401, even for a public playlist', async () => {
      const owner = await api.signUp();
      const playlist = await playlistOf(owner.token, { visibility: 'public' });
      await expectError(await read(playlist._id, { token: 'garbage' }), 401);
    });
  });

  describe('publicPlaylistsOf', () => {
    it("lists only a user's public playlists, newest first, with counts and first thumbnails", async () => {
      const owner = await api.signUp();
      const older = await playlistOf(owner.token, {
        title: 'Older public',
        videos: [video(3), video(1)],
        visibility: 'public',
      });
      await playlistOf(owner.token, { title: 'Unlisted', visibility: 'unlisted' });
      await playlistOf(owner.token, { title: 'Private' });
      const newer = await playlistOf(owner.token, {
        title: 'Newer public',
        description: 'Described.',
        visibility: 'public',
      });
      // Another user's public playlist is theirs alone.
      const other = await api.signUp();
      await playlistOf(other.token, { visibility: 'public' });
      expect(await publicPlaylistsOf(api.database.db, owner.userId)).toEqual([
        {
          _id: newer._id,
          title: 'Newer public',
          description: 'Described.',
          videoCount: 0,
          thumbnail: null,
        },
        {
          _id: older._id,
          title: 'Older public',
          videoCount: 2,
          thumbnail: thumbnailPathOf(video(3)),
        },
      ]);
    });
  });

  describe('Save a copy', () => {
    const copy = (token: string, playlistId: string) =>
      api.call('POST', `${MINE}/${playlistId}/copy`, { token });

    it("makes the user's own private playlist with the title, description and videos in order", async () => {
      const owner = await api.signUp();
      const source = await playlistOf(owner.token, {
        title: 'Origami birds',
        description: 'Cranes first.',
        videos: [video(2), video(0), video(1)],
        visibility: 'unlisted',
      });
      const reader = await api.signUp();
      const { playlist } = await expectJson(
        await copy(reader.token, source._id),
        201,
        PlaylistResponseSchema,
      );
      expect(playlist._id).not.toBe(source._id);
      expect(playlist).toMatchObject({ title: 'Origami birds', description: 'Cranes first.' });
      expect(playlist.visibility).toBeUndefined();
      expect(playlist.videos.map((v) => v._id)).toEqual([video(2), video(0), video(1)]);
      // It is the reader's: in their playlists, private to anyone else.
      const { playlists } = await expectJson(
        await api.call('GET', MINE, { token: reader.token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(playlists.map((p) => p._id)).toEqual([playlist._id]);
      await expectError(await read(playlist._id), 404, ServerMessage.playlistNotFound);
      await expectError(
        await read(playlist._id, { token: owner.token }),
        404,
        ServerMessage.playlistNotFound,
      );
      // The source is as it was.
      const after = await readOk(source._id);
      expect(after.playlist.videos.map((v) => v._id)).toEqual([video(2), video(0), video(1)]);
    });

    it('takes the first free numbered title when the user has the title already', async () => {
      const owner = await api.signUp();
      const source = await playlistOf(owner.token, { title: 'Kites', visibility: 'public' });
      const reader = await api.signUp();
      await playlistOf(reader.token, { title: 'kites' });
      await playlistOf(reader.token, { title: 'Kites (3)' });
      const titles: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { playlist } = await expectJson(
          await copy(reader.token, source._id),
          201,
          PlaylistResponseSchema,
        );
        titles.push(playlist.title);
      }
      expect(titles).toEqual(['Kites (2)', 'Kites (4)', 'Kites (5)']);
    });

    it('keeps a numbered title within 80 characters', async () => {
      const owner = await api.signUp();
      const long = 'L'.repeat(80);
      const source = await playlistOf(owner.token, { title: long, visibility: 'public' });
      const { playlist } = await expectJson(
        await copy(owner.token, source._id),
        201,
        PlaylistResponseSchema,
      );
      expect(playlist.title).toBe(`${'L'.repeat(76)} (2)`);
    });

    it("answers another user's private playlist, and a missing one, with the same 404", async () => {
      const owner = await api.signUp();
      const source = await playlistOf(owner.token, { videos: [video(0)] });
      const reader = await api.signUp();
      await expectError(await copy(reader.token, source._id), 404, ServerMessage.playlistNotFound);
      await expectError(
        await copy(reader.token, '01jzzzzzzzzzzzzzzzzzzzzzzz'),
        404,
        ServerMessage.playlistNotFound,
      );
      const { playlists } = await expectJson(
        await api.call('GET', MINE, { token: reader.token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(playlists).toEqual([]);
    });

    it('needs a sign-in', async () => {
      const owner = await api.signUp();
      const source = await playlistOf(owner.token, { visibility: 'public' });
      await expectError(await api.call('POST', `${MINE}/${source._id}/copy`), 401);
    });

    it('leaves out videos no longer in the catalogue', async () => {
      const curator = await signUpCurator(api);
      const res = await api.call('POST', '/api/curation/videos', {
        token: curator.token,
        body: newVideoBody({ title: `Retired kite ${Date.now()}` }),
      });
      const retired: Video = (await expectJson(res, 201, VideoResponseSchema)).video;
      const owner = await api.signUp();
      const source = await playlistOf(owner.token, {
        videos: [video(0), retired._id, video(1)],
        visibility: 'unlisted',
      });
      const retire = await api.call('POST', `/api/curation/videos/${retired._id}/retire`, {
        token: curator.token,
      });
      expect(retire.status).toBe(200);
      const reader = await api.signUp();
      const { playlist } = await expectJson(
        await copy(reader.token, source._id),
        201,
        PlaylistResponseSchema,
      );
      expect(playlist.videos.map((v) => v._id)).toEqual([video(0), video(1)]);
    });
  });

  describe('library file and undo', () => {
    it('keeps visibility through export and import; a playlist without one comes in private', async () => {
      const owner = await api.signUp();
      await playlistOf(owner.token, { title: 'Out public', visibility: 'public' });
      await playlistOf(owner.token, { title: 'Out unlisted', visibility: 'unlisted' });
      await playlistOf(owner.token, { title: 'Out private' });
      const exported = await api.call('GET', '/api/user/library', { token: owner.token });
      const file: LibraryFile = await expectJson(exported, 200, LibraryFileSchema);
      const byTitle = new Map(file.playlists.map((p) => [p.title, p.visibility]));
      expect(byTitle.get('Out public')).toBe('public');
      expect(byTitle.get('Out unlisted')).toBe('unlisted');
      expect(byTitle.get('Out private')).toBeUndefined();

      const other = await api.signUp();
      const imported = await api.call('POST', '/api/user/library', {
        token: other.token,
        body: file,
      });
      expect(imported.status).toBe(200);
      const { playlists } = await expectJson(
        await api.call('GET', MINE, { token: other.token }),
        200,
        PlaylistsResponseSchema,
      );
      const visibilityOf = new Map(playlists.map((p) => [p.title, p.visibility ?? 'private']));
      expect(Object.fromEntries(visibilityOf)).toEqual({
        'Out public': 'public',
        'Out unlisted': 'unlisted',
        'Out private': 'private',
      });
    });

    it('refuses a file with an unknown visibility, naming it', async () => {
      const { token } = await api.signUp();
      const res = await api.call('POST', '/api/user/library', {
        token,
        body: {
          format: 'craftreel-library',
          version: 1,
          exportedAt: '2026-11-20T10:00:00.000Z',
          likes: [],
          watchLater: [],
          history: [],
          playlists: [
            {
              title: 'Odd',
              visibility: 'everyone',
              createdAt: '2026-11-20T09:00:00.000Z',
              videos: [],
            },
          ],
        },
      });
      const errors = await expectError(res, 400);
      expect(errors.join(' ')).toMatch(/visibility/);
    });

    it('puts a deleted playlist back with its visibility on Undo', async () => {
      const owner = await api.signUp();
      const playlist = await playlistOf(owner.token, { visibility: 'unlisted' });
      const removed = await api.call('DELETE', `${MINE}/${playlist._id}`, { token: owner.token });
      const { undo } = (await removed.json()) as { undo: string };
      await expectError(await read(playlist._id), 404, ServerMessage.playlistNotFound);
      const undone = await api.call('POST', '/api/user/undo', {
        token: owner.token,
        body: { undo },
      });
      expect(undone.status).toBe(201);
      expect((await readOk(playlist._id)).playlist.visibility).toBe('unlisted');
    });
  });
});
