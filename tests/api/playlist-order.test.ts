import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import {
  PlaylistResponseSchema,
  PlaylistSummariesResponseSchema,
  PlaylistsResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { PLAYLIST_POSITION_MAX } from '#shared/schemas/playlist-request.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/**
 * Playlists you can reorder (docs/product.md, "Playlists"): a playlist keeps the order its owner gives it. Videos
 * are added at the end or at a position, moved with PATCH /user/playlists/{id}/{videoId}, and
 * two tabs reordering at once never lose or repeat a video.
 */

const PATH = '/api/user/playlists';
/** Seed videos a..f, in the order a playlist is filled with them. */
const VIDEOS = [0, 1, 2, 3, 4, 5].map((i) => seedVideo(i).id);
const [a = '', b = '', c = '', d = '', e = '', f = ''] = VIDEOS;

describe.each(DIALECTS)('a playlist’s order (%s)', (dialect) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    ({ token } = await api.signUp());
  });
  afterAll(() => api.close());

  let made = 0;
  /** A new playlist of this user's holding `videoIds` in that order. */
  async function playlistOf(videoIds: readonly string[], as = token): Promise<string> {
    const title = `Ordered ${++made}`;
    const res = await api.call('POST', PATH, { token: as, body: { playlist: { title } } });
    const { playlists } = await expectJson(res, 201, PlaylistsResponseSchema);
    const id = playlists.find((playlist) => playlist.title === title)?._id;
    if (!id) throw new Error('the playlist was not made');
    for (const videoId of videoIds) {
      const added = await api.call('POST', `${PATH}/${id}`, {
        token: as,
        body: { video: { _id: videoId } },
      });
      expect(added.status).toBe(201);
    }
    return id;
  }

  const move = (playlistId: string, videoId: string, body: unknown, as = token) =>
    api.call('PATCH', `${PATH}/${playlistId}/${videoId}`, { token: as, body });

  /** The playlist's video ids as GET answers them. */
  async function orderOf(playlistId: string): Promise<string[]> {
    const res = await api.call('GET', `${PATH}/${playlistId}`, { token });
    return (await expectJson(res, 200, PlaylistResponseSchema)).playlist.videos.map((v) => v._id);
  }

  /** The same, read a page of `limit` at a time through the cursors. */
  async function pagedOrderOf(playlistId: string, limit: number): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await api.call('GET', `${PATH}/${playlistId}${query}`, { token });
      const body = await expectJson(res, 200, PlaylistResponseSchema);
      ids.push(...body.playlist.videos.map((v) => v._id));
      cursor = body.nextCursor ?? null;
    } while (cursor);
    return ids;
  }

  describe('PATCH /user/playlists/{playlistId}/{videoId} moves a video', () => {
    it.each([
      ['down one place', c, 3, [a, b, d, c, e, f]],
      ['up one place', c, 1, [a, c, b, d, e, f]],
      ['to the top', e, 0, [e, a, b, c, d, f]],
      ['to the bottom', b, 5, [a, c, d, e, f, b]],
      ['to where it is', d, 3, [a, b, c, d, e, f]],
      ['past the end (to the end: the position is clamped)', a, 99, [b, c, d, e, f, a]],
      ['as far as the schema allows (to the end)', a, PLAYLIST_POSITION_MAX, [b, c, d, e, f, a]],
    ])(
      '%s: 200 with the playlist in its new order, which stays',
      async (_label, video, position, expected) => {
        const id = await playlistOf(VIDEOS);
        const res = await move(id, video, { position });
        const body = await expectJson(res, 200, PlaylistResponseSchema);
        expect(body.playlist.videos.map((v) => v._id)).toEqual(expected);
        expect(body.playlist._id).toBe(id);
        expect(await orderOf(id)).toEqual(expected);
      },
    );

    it('keeps every move of a series, read whole and a page at a time', async () => {
      const id = await playlistOf(VIDEOS);
      await move(id, f, { position: 0 });
      await move(id, a, { position: 5 });
      await move(id, c, { position: 1 });
      const expected = [f, c, b, d, e, a];
      expect(await orderOf(id)).toEqual(expected);
      expect(await pagedOrderOf(id, 2)).toEqual(expected);
    });

    it('orders the playlists list and the summaries’ first video by position too', async () => {
      const { token: own } = await api.signUp();
      const id = await playlistOf([a, b, c], own);
      await move(id, c, { position: 0 }, own);
      const all = await expectJson(
        await api.call('GET', PATH, { token: own }),
        200,
        PlaylistsResponseSchema,
      );
      expect(all.playlists[0]?.videos.map((v) => v._id)).toEqual([c, a, b]);
      const summaries = await expectJson(
        await api.call('GET', '/api/user/playlist-summaries', { token: own }),
        200,
        PlaylistSummariesResponseSchema,
      );
      expect(summaries.playlists[0]).toMatchObject({ videoCount: 3, firstVideo: { _id: c } });
    });

    it('answers 404 "not in your playlist" for a video the playlist does not hold', async () => {
      const id = await playlistOf([a, b]);
      await expectError(await move(id, c, { position: 0 }), 404, ServerMessage.notInPlaylist);
      await expectError(
        await move(id, 'no-such-video', { position: 0 }),
        404,
        ServerMessage.notInPlaylist,
      );
      expect(await orderOf(id)).toEqual([a, b]);
    });

    it('answers 404 for an unknown playlist and for another user’s, which stays as it was', async () => {
      await expectError(
        await move('no-such-playlist', a, { position: 0 }),
        404,
        ServerMessage.playlistNotFound,
      );
      const id = await playlistOf([a, b]);
      const { token: stranger } = await api.signUp();
      await expectError(
        await move(id, b, { position: 0 }, stranger),
        404,
        ServerMessage.playlistNotFound,
      );
      expect(await orderOf(id)).toEqual([a, b]);
    });

    it('answers 401 without a token, or with a bad one', async () => {
      const id = await playlistOf([a, b]);
      const none = await api.call('PATCH', `${PATH}/${id}/${b}`, { body: { position: 0 } });
      expect(none.status).toBe(401);
      const bad = await move(id, b, { position: 0 }, 'not-a-token');
      expect(bad.status).toBe(401);
      expect(await orderOf(id)).toEqual([a, b]);
    });

    it.each([
      ['no body field', {}],
      ['a negative position', { position: -1 }],
      ['a fraction', { position: 1.5 }],
      ['text', { position: '1' }],
      ['null', { position: null }],
      ['a position past the bound', { position: PLAYLIST_POSITION_MAX + 1 }],
    ])('answers 400 naming position for %s', async (_label, body) => {
      const id = await playlistOf([a, b]);
      const errors = await expectError(await move(id, b, body), 400);
      expect(errors.join(' ')).toContain('position');
      expect(await orderOf(id)).toEqual([a, b]);
    });

    it('answers 400 for a too long video id in the path', async () => {
      const id = await playlistOf([a]);
      const res = await move(id, 'x'.repeat(201), { position: 0 });
      expect(res.status).toBe(400);
    });
  });

  describe('positions after adds and removals', () => {
    it('adds at the end, after a move too', async () => {
      const id = await playlistOf([a, b, c]);
      await move(id, c, { position: 0 });
      const res = await api.call('POST', `${PATH}/${id}`, { token, body: { video: { _id: d } } });
      const body = await expectJson(res, 201, PlaylistResponseSchema);
      expect(body.playlist.videos.map((v) => v._id)).toEqual([c, a, b, d]);
    });

    it('closes up after a removal, and moves still land where asked', async () => {
      const id = await playlistOf(VIDEOS);
      const removed = await api.call('DELETE', `${PATH}/${id}/${c}`, { token });
      expect(removed.status).toBe(200);
      expect(await orderOf(id)).toEqual([a, b, d, e, f]);
      await move(id, f, { position: 2 });
      expect(await orderOf(id)).toEqual([a, b, f, d, e]);
      await api.call('DELETE', `${PATH}/${id}/${a}`, { token });
      await api.call('POST', `${PATH}/${id}`, { token, body: { video: { _id: a } } });
      expect(await orderOf(id)).toEqual([b, f, d, e, a]);
      expect(await pagedOrderOf(id, 2)).toEqual([b, f, d, e, a]);
    });

    it.each([
      ['the top', 0, [c, a, b, d, e]],
      ['the middle', 2, [a, b, c, d, e]],
      ['the end', 4, [a, b, d, e, c]],
      ['past the end (the end)', 50, [a, b, d, e, c]],
    ])('adds at a position: %s', async (_label, position, expected) => {
      const id = await playlistOf([a, b, d, e]);
      const res = await api.call('POST', `${PATH}/${id}`, {
        token,
        body: { video: { _id: c }, position },
      });
      const body = await expectJson(res, 201, PlaylistResponseSchema);
      expect(body.playlist.videos.map((v) => v._id)).toEqual(expected);
      expect(await orderOf(id)).toEqual(expected);
    });

    it('puts a removed video back exactly where it was (undo)', async () => {
      const id = await playlistOf(VIDEOS);
      const before = await orderOf(id);
      const index = before.indexOf(d);
      await api.call('DELETE', `${PATH}/${id}/${d}`, { token });
      const res = await api.call('POST', `${PATH}/${id}`, {
        token,
        body: { video: { _id: d }, position: index },
      });
      expect(res.status).toBe(201);
      expect(await orderOf(id)).toEqual(before);
    });

    it('refuses a duplicate or an unknown video at a position, moving nothing', async () => {
      const id = await playlistOf([a, b, c]);
      await expectError(
        await api.call('POST', `${PATH}/${id}`, {
          token,
          body: { video: { _id: c }, position: 0 },
        }),
        409,
        ServerMessage.alreadyInPlaylist,
      );
      await expectError(
        await api.call('POST', `${PATH}/${id}`, {
          token,
          body: { video: { _id: 'no-such-video' }, position: 0 },
        }),
        404,
        ServerMessage.videoNotFound,
      );
      expect(await orderOf(id)).toEqual([a, b, c]);
    });

    it.each([
      ['a negative position', -1],
      ['a fraction', 0.5],
      ['text', 'top'],
    ])('answers 400 naming position for an add with %s', async (_label, position) => {
      const id = await playlistOf([a]);
      const res = await api.call('POST', `${PATH}/${id}`, {
        token,
        body: { video: { _id: b }, position },
      });
      const errors = await expectError(res, 400);
      expect(errors.join(' ')).toContain('position');
      expect(await orderOf(id)).toEqual([a]);
    });
  });

  describe('concurrent reorders (two tabs)', () => {
    it('never loses or repeats a video when many moves race', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await playlistOf(VIDEOS);
        // Each "tab" drags every video somewhere, all at once.
        const moves = [...VIDEOS, ...VIDEOS].map((videoId, i) =>
          move(id, videoId, { position: (i * 7 + round) % VIDEOS.length }),
        );
        const answers = await Promise.all(moves);
        for (const res of answers) {
          const body = await expectJson(res, 200, PlaylistResponseSchema);
          const ids = body.playlist.videos.map((v) => v._id);
          expect([...ids].sort()).toEqual([...VIDEOS].sort());
        }
        const final = await orderOf(id);
        expect([...final].sort()).toEqual([...VIDEOS].sort());
        expect(await pagedOrderOf(id, 4)).toEqual(final);
        // One position per video, none shared: each move read the order the last one left.
        const rows = await api.database.db
          .selectFrom('playlist_videos')
          .select('position')
          .where('playlist_id', '=', id)
          .orderBy('position')
          .execute();
        expect(rows.map((row) => row.position)).toEqual(VIDEOS.map((_, i) => i));
      }
    });

    it('never loses or repeats a video when moves race adds and removals', async () => {
      const id = await playlistOf([a, b, c, d]);
      const results = await Promise.all([
        move(id, a, { position: 3 }),
        api.call('POST', `${PATH}/${id}`, { token, body: { video: { _id: e } } }),
        move(id, d, { position: 0 }),
        api.call('POST', `${PATH}/${id}`, { token, body: { video: { _id: f }, position: 1 } }),
        api.call('DELETE', `${PATH}/${id}/${b}`, { token }),
        move(id, c, { position: 1 }),
      ]);
      for (const res of results) expect(res.status).toBeLessThan(300);
      const final = await orderOf(id);
      expect([...final].sort()).toEqual([a, c, d, e, f].sort());
    });
  });
});
