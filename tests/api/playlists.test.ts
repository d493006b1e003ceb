import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import {
  type Playlist,
  PlaylistResponseSchema,
  PlaylistSummariesResponseSchema,
  PlaylistsResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { type Video, VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const PATH = '/api/user/playlists';
/** Catalogue videos to put in lists: the seed's first few. */
const videoA = seedVideo(0).id;
const videoB = seedVideo(1).id;

describe.each(DIALECTS)('playlists (%s)', (dialect) => {
  let api: TestApi;
  let catalogueVideoA: Video;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    const res = await api.call('GET', `/api/video/${videoA}`);
    catalogueVideoA = (await expectJson(res, 200, VideoResponseSchema)).video;
  });
  afterAll(() => api.close());

  const create = (token: string, title: unknown) =>
    api.call('POST', PATH, { token, body: { playlist: { title } } });

  /** Creates a playlist and answers it (the newest, so first in the answer). */
  async function createOne(token: string, title: string): Promise<Playlist> {
    const { playlists } = await expectJson(
      await create(token, title),
      201,
      PlaylistsResponseSchema,
    );
    const [created] = playlists;
    if (!created) throw new Error('no playlist in the answer');
    return created;
  }

  const addVideo = (token: string, playlistId: string, videoId: string) =>
    api.call('POST', `${PATH}/${playlistId}`, { token, body: { video: { _id: videoId } } });

  describe('create', () => {
    it('answers 201 with playlists whose new item has an _id, the title and no videos', async () => {
      const { token } = await api.signUp();
      const res = await create(token, 'Paper Crafts');
      const { playlists } = await expectJson(res, 201, PlaylistsResponseSchema);
      expect(playlists).toHaveLength(1);
      expect(playlists[0]).toEqual({ _id: expect.any(String), title: 'Paper Crafts', videos: [] });
      expect(playlists[0]?._id).not.toBe('');
      const list = await expectJson(
        await api.call('GET', PATH, { token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(list.playlists).toEqual(playlists);
    });

    it('keeps a description given on create, trimmed, in every answer of the playlist', async () => {
      const { token } = await api.signUp();
      const res = await api.call('POST', PATH, {
        token,
        body: { playlist: { title: 'Lamps', description: '  Things that glow.  ' } },
      });
      const { playlists } = await expectJson(res, 201, PlaylistsResponseSchema);
      const [created] = playlists;
      expect(created).toEqual({
        _id: expect.any(String),
        title: 'Lamps',
        description: 'Things that glow.',
        videos: [],
      });
      if (!created) throw new Error('no playlist in the answer');

      const list = await expectJson(
        await api.call('GET', PATH, { token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(list.playlists).toEqual([created]);
      const one = await expectJson(
        await api.call('GET', `${PATH}/${created._id}`, { token }),
        200,
        PlaylistResponseSchema,
      );
      expect(one.playlist).toEqual(created);
      const summaries = await expectJson(
        await api.call('GET', '/api/user/playlist-summaries', { token }),
        200,
        PlaylistSummariesResponseSchema,
      );
      expect(summaries.playlists).toEqual([
        {
          _id: created._id,
          title: 'Lamps',
          description: 'Things that glow.',
          videoCount: 0,
          firstVideo: null,
        },
      ]);
      // Adding a video answers the playlist with it too.
      const added = await expectJson(
        await addVideo(token, created._id, videoA),
        201,
        PlaylistResponseSchema,
      );
      expect(added.playlist.description).toBe('Things that glow.');
    });

    it('shows a description set later in the list of playlists', async () => {
      const { token } = await api.signUp();
      const created = await createOne(token, 'Lamps');
      await api.call('PATCH', `${PATH}/${created._id}`, {
        token,
        body: { playlist: { description: 'Things that glow.' } },
      });
      const list = await expectJson(
        await api.call('GET', PATH, { token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(list.playlists).toEqual([{ ...created, description: 'Things that glow.' }]);
    });

    it.each([
      ['too long', 'x'.repeat(501), 'playlist.description must be at most 500 characters'],
      ['not text', 7, 'playlist.description must be text'],
    ])(
      'answers 400 for a description %s, as PATCH does, and creates nothing',
      async (_label, description, message) => {
        const { token } = await api.signUp();
        await expectError(
          await api.call('POST', PATH, {
            token,
            body: { playlist: { title: 'Lamps', description } },
          }),
          400,
          message,
        );
        const list = await expectJson(
          await api.call('GET', PATH, { token }),
          200,
          PlaylistsResponseSchema,
        );
        expect(list.playlists).toEqual([]);
      },
    );

    it('lists playlists newest first', async () => {
      const { token } = await api.signUp();
      await createOne(token, 'First');
      const { playlists } = await expectJson(
        await create(token, 'Second'),
        201,
        PlaylistsResponseSchema,
      );
      expect(playlists.map((p) => p.title)).toEqual(['Second', 'First']);
    });

    it.each([
      ['the same title', 'Paintings To Try'],
      ['another case', 'PAINTINGS to try'],
      ['surrounding spaces', '  Paintings To Try  '],
    ])('answers 409 "Playlist Already Exists" for %s', async (_label, again) => {
      const { token } = await api.signUp();
      await createOne(token, 'Paintings To Try');
      await expectError(await create(token, again), 409, 'Playlist Already Exists');
      const { playlists } = await expectJson(
        await api.call('GET', PATH, { token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(playlists).toHaveLength(1);
    });

    it('stores the title trimmed', async () => {
      const { token } = await api.signUp();
      expect((await createOne(token, '  Spaced Out  ')).title).toBe('Spaced Out');
    });

    it.each([
      ['an empty title', ''],
      ['a whitespace title', '   '],
      ['a missing title', undefined],
      ['a numeric title', 42],
      ['an 81-character title', 'x'.repeat(81)],
    ])('answers 400 naming playlist.title for %s', async (_label, title) => {
      const { token } = await api.signUp();
      const errors = await expectError(await create(token, title), 400);
      expect(errors.join(' ')).toContain('playlist.title');
    });

    it('answers 400 naming playlist.title when there is no playlist at all', async () => {
      const { token } = await api.signUp();
      const errors = await expectError(await api.call('POST', PATH, { token, body: {} }), 400);
      expect(errors.join(' ')).toContain('playlist.title');
    });

    it('accepts an 80-character title', async () => {
      const { token } = await api.signUp();
      expect((await createOne(token, 'y'.repeat(80))).title).toBe('y'.repeat(80));
    });
  });

  describe('one playlist', () => {
    it('GET /{id} answers that very playlist, not the first whose id differs', async () => {
      const { token } = await api.signUp();
      const older = await createOne(token, 'Older');
      const newer = await createOne(token, 'Newer');
      const res = await api.call('GET', `${PATH}/${older._id}`, { token });
      expect((await expectJson(res, 200, PlaylistResponseSchema)).playlist).toEqual(older);
      const res2 = await api.call('GET', `${PATH}/${newer._id}`, { token });
      expect((await expectJson(res2, 200, PlaylistResponseSchema)).playlist).toEqual(newer);
    });

    it('adds a video: 201 with the playlist holding it', async () => {
      const { token } = await api.signUp();
      const playlist = await createOne(token, 'Rainy');
      const res = await addVideo(token, playlist._id, videoA);
      const body = await expectJson(res, 201, PlaylistResponseSchema);
      expect(body.playlist).toEqual({
        _id: playlist._id,
        title: 'Rainy',
        videos: [catalogueVideoA],
      });
    });

    it('answers with the catalogue copy of a video sent with a tampered title', async () => {
      const { token } = await api.signUp();
      const playlist = await createOne(token, 'Tamper');
      const res = await api.call('POST', `${PATH}/${playlist._id}`, {
        token,
        body: { video: { _id: videoA, title: 'HACKED' } },
      });
      const body = await expectJson(res, 201, PlaylistResponseSchema);
      expect(body.playlist.videos).toEqual([catalogueVideoA]);
    });

    it('lists a playlist’s videos in the order they were added (each at the end)', async () => {
      const { token } = await api.signUp();
      const playlist = await createOne(token, 'Two');
      await addVideo(token, playlist._id, videoA);
      const body = await expectJson(
        await addVideo(token, playlist._id, videoB),
        201,
        PlaylistResponseSchema,
      );
      expect(body.playlist.videos.map((v) => v._id)).toEqual([videoA, videoB]);
    });

    it('answers 409 "The video is already in your playlist" to a duplicate', async () => {
      const { token } = await api.signUp();
      const playlist = await createOne(token, 'Dupes');
      await addVideo(token, playlist._id, videoA);
      await expectError(
        await addVideo(token, playlist._id, videoA),
        409,
        'The video is already in your playlist',
      );
    });

    it('gives two racing identical adds one 201 and one 409', async () => {
      const { token } = await api.signUp();
      const playlist = await createOne(token, 'Race');
      const results = await Promise.all([1, 2].map(() => addVideo(token, playlist._id, videoA)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.status === 409);
      if (loser) await expectError(loser, 409, ServerMessage.alreadyInPlaylist);
      const res = await api.call('GET', `${PATH}/${playlist._id}`, { token });
      const body = await expectJson(res, 200, PlaylistResponseSchema);
      expect(body.playlist.videos.map((v) => v._id)).toEqual([videoA]);
    });

    it('answers 404 when adding an unknown video', async () => {
      const { token } = await api.signUp();
      const playlist = await createOne(token, 'Unknown');
      await expectError(
        await addVideo(token, playlist._id, 'no-such-video'),
        404,
        ServerMessage.videoNotFound,
      );
    });

    it('answers 400 naming video._id for a bad add body', async () => {
      const { token } = await api.signUp();
      const playlist = await createOne(token, 'Bad body');
      const res = await api.call('POST', `${PATH}/${playlist._id}`, {
        token,
        body: { video: { _id: 7 } },
      });
      const errors = await expectError(res, 400);
      expect(errors.join(' ')).toContain('video._id');
    });

    it('removes a video: 200 with the playlist without it, then 404 the second time', async () => {
      const { token } = await api.signUp();
      const playlist = await createOne(token, 'Remove');
      await addVideo(token, playlist._id, videoA);
      await addVideo(token, playlist._id, videoB);
      const path = `${PATH}/${playlist._id}/${videoA}`;
      const body = await expectJson(
        await api.call('DELETE', path, { token }),
        200,
        PlaylistResponseSchema,
      );
      expect(body.playlist._id).toBe(playlist._id);
      expect(body.playlist.videos.map((v) => v._id)).toEqual([videoB]);
      await expectError(
        await api.call('DELETE', path, { token }),
        404,
        ServerMessage.notInPlaylist,
      );
    });

    it('deletes a playlist with its entries: 200 with the rest, then 404 the second time', async () => {
      const { token } = await api.signUp();
      const kept = await createOne(token, 'Kept');
      const doomed = await createOne(token, 'Doomed');
      await addVideo(token, doomed._id, videoA);
      await addVideo(token, doomed._id, videoB);
      const entries = () =>
        api.database.db
          .selectFrom('playlist_videos')
          .select('id')
          .where('playlist_id', '=', doomed._id)
          .execute();
      expect(await entries()).toHaveLength(2);

      const res = await api.call('DELETE', `${PATH}/${doomed._id}`, { token });
      const { playlists } = await expectJson(res, 200, PlaylistsResponseSchema);
      expect(playlists).toEqual([kept]);
      expect(await entries()).toHaveLength(0);
      await expectError(
        await api.call('DELETE', `${PATH}/${doomed._id}`, { token }),
        404,
        ServerMessage.playlistNotFound,
      );
    });

    it.each([
      ['GET', ''],
      ['DELETE', ''],
      ['POST', ''],
      ['DELETE', `/${videoA}`],
    ])('answers 404 to %s on an unknown playlist id', async (method, suffix) => {
      const { token } = await api.signUp();
      const res = await api.call(method, `${PATH}/01hzzzzzzzzzzzzzzzzzzzzzzz${suffix}`, {
        token,
        ...(method === 'POST' ? { body: { video: { _id: videoA } } } : {}),
      });
      await expectError(res, 404, ServerMessage.playlistNotFound);
    });
  });

  describe('rename and describe (PATCH)', () => {
    const patch = (token: string, playlistId: string, playlist: unknown) =>
      api.call('PATCH', `${PATH}/${playlistId}`, { token, body: { playlist } });

    it('renames a playlist (trimmed) and keeps its videos', async () => {
      const { token } = await api.signUp();
      const created = await createOne(token, 'Old name');
      expect((await addVideo(token, created._id, videoA)).status).toBe(201);
      const { playlist } = await expectJson(
        await patch(token, created._id, { title: '  New name  ' }),
        200,
        PlaylistResponseSchema,
      );
      expect(playlist).toEqual({ _id: created._id, title: 'New name', videos: [catalogueVideoA] });
      const list = await expectJson(
        await api.call('GET', PATH, { token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(list.playlists.map((p) => p.title)).toEqual(['New name']);
    });

    it('sets a description, keeps it through a rename, and takes it away with an empty one', async () => {
      const { token } = await api.signUp();
      const created = await createOne(token, 'Lamps');
      const described = await expectJson(
        await patch(token, created._id, { description: '  Things that glow.  ' }),
        200,
        PlaylistResponseSchema,
      );
      expect(described.playlist).toMatchObject({
        title: 'Lamps',
        description: 'Things that glow.',
      });
      const renamed = await expectJson(
        await patch(token, created._id, { title: 'Lights' }),
        200,
        PlaylistResponseSchema,
      );
      expect(renamed.playlist).toMatchObject({ title: 'Lights', description: 'Things that glow.' });
      const one = await expectJson(
        await api.call('GET', `${PATH}/${created._id}`, { token }),
        200,
        PlaylistResponseSchema,
      );
      expect(one.playlist.description).toBe('Things that glow.');
      const cleared = await expectJson(
        await patch(token, created._id, { description: '' }),
        200,
        PlaylistResponseSchema,
      );
      expect(cleared.playlist).toEqual({ _id: created._id, title: 'Lights', videos: [] });
    });

    it.each([
      ['the same title', 'Paintings'],
      ['another case and spaces', '  PAINTINGS '],
    ])(
      'answers 409 "Playlist Already Exists" for %s of another playlist',
      async (_label, title) => {
        const { token } = await api.signUp();
        await createOne(token, 'Paintings');
        const other = await createOne(token, 'Sketches');
        await expectError(
          await patch(token, other._id, { title }),
          409,
          ServerMessage.playlistExists,
        );
        const list = await expectJson(
          await api.call('GET', PATH, { token }),
          200,
          PlaylistsResponseSchema,
        );
        expect(list.playlists.map((p) => p.title)).toEqual(['Sketches', 'Paintings']);
      },
    );

    it('lets a playlist keep its own title in another case', async () => {
      const { token } = await api.signUp();
      const created = await createOne(token, 'paper crafts');
      const { playlist } = await expectJson(
        await patch(token, created._id, { title: 'Paper Crafts' }),
        200,
        PlaylistResponseSchema,
      );
      expect(playlist.title).toBe('Paper Crafts');
    });

    it.each([
      ['no field', {}, 'playlist.title, playlist.description or playlist.visibility is required'],
      ['an empty title', { title: '   ' }, 'playlist.title must not be empty'],
      ['a long title', { title: 'x'.repeat(81) }, 'playlist.title must be at most 80 characters'],
      [
        'a long description',
        { description: 'x'.repeat(501) },
        'playlist.description must be at most 500 characters',
      ],
      ['a title of the wrong type', { title: 7 }, 'playlist.title must be text'],
    ])('answers 400 for %s, and changes nothing', async (_label, playlist, message) => {
      const { token } = await api.signUp();
      const created = await createOne(token, 'Kept');
      await expectError(await patch(token, created._id, playlist), 400, message);
      const one = await expectJson(
        await api.call('GET', `${PATH}/${created._id}`, { token }),
        200,
        PlaylistResponseSchema,
      );
      expect(one.playlist).toEqual({ _id: created._id, title: 'Kept', videos: [] });
    });

    it('answers 404 for another user’s playlist and leaves it as it was, and 401 without a token', async () => {
      const owner = await api.signUp();
      const other = await api.signUp();
      const created = await createOne(owner.token, 'Mine');
      await expectError(
        await patch(other.token, created._id, { title: 'Taken' }),
        404,
        ServerMessage.playlistNotFound,
      );
      await expectError(
        await api.call('PATCH', `${PATH}/${created._id}`, { body: { playlist: { title: 'X' } } }),
        401,
        ServerMessage.invalidToken,
      );
      const list = await expectJson(
        await api.call('GET', PATH, { token: owner.token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(list.playlists.map((p) => p.title)).toEqual(['Mine']);
    });
  });
});
