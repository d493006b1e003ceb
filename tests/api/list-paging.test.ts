import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApp } from '#server/app.ts';
import { makeTestVideo } from '#server/db/factories.ts';
import { newId, nowIso } from '#server/db/ids.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { ServerMessage } from '#shared/messages.ts';
import { LIST_NAMES, type ListName, ListPageSchemas } from '#shared/schemas/list.schema.ts';
import { LIST_CAP } from '#shared/schemas/page.schema.ts';
import {
  PlaylistResponseSchema,
  PlaylistsResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedCategory } from '../support/seed-facts.ts';
import { createTestApi, TEST_TOKENS, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** How many entries each small list gets: enough for several pages of PAGE. */
const ENTRIES = 7;
const PAGE = 3;

interface Page {
  items: string[];
  nextCursor: string | null | undefined;
  total: number | undefined;
}

/** Counts the queries a Kysely handle sends (each result that comes back is one round trip). */
function queryCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      return args.node;
    },
    async transformResult(args) {
      this.count += 1;
      return args.result;
    },
  };
}

describe.each(DIALECTS)('paging the library lists (%s)', (dialect) => {
  let api: TestApi;
  /** Catalogue videos made for these tests, oldest first. */
  let videoIds: string[];

  /** Inserts `count` catalogue videos straight into the table, in batches. */
  async function insertVideos(count: number): Promise<string[]> {
    const rows = Array.from({ length: count }, () => makeTestVideo(seedCategory(0).id));
    for (let i = 0; i < rows.length; i += 200) {
      await api.database.db
        .insertInto('videos')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    api = await createTestApi(dialect);
    videoIds = await insertVideos(ENTRIES);
  });
  afterAll(() => api.close());

  const listPath = (list: ListName) => `/api/user/${list}`;

  async function readListPage(token: string, list: ListName, query: string): Promise<Page> {
    const res = await api.call('GET', `${listPath(list)}${query}`, { token });
    const body = (await expectJson(
      res,
      200,
      z.strictObject(ListPageSchemas[list].shape),
    )) as Record<string, unknown> & { nextCursor?: string | null; total?: number };
    return {
      items: (body[list] as Video[]).map((v) => v._id),
      nextCursor: body.nextCursor,
      total: body.total,
    };
  }

  /** Follows nextCursor from the first page of `limit` to the end, answering every page. */
  async function allPages(read: (query: string) => Promise<Page>, limit: number): Promise<Page[]> {
    const pages: Page[] = [];
    let query = `?limit=${limit}`;
    for (let guard = 0; guard < 50; guard += 1) {
      const page = await read(query);
      pages.push(page);
      if (!page.nextCursor) return pages;
      query = `?limit=${limit}&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    throw new Error('paging did not end');
  }

  async function fillList(token: string, list: ListName, ids: string[]): Promise<void> {
    for (const id of ids) {
      const res = await api.call('POST', listPath(list), { token, body: { video: { _id: id } } });
      expect(res.status).toBe(201);
    }
  }

  describe.each(LIST_NAMES)('/api/user/%s', (list) => {
    it(`pages with limit=${PAGE}: every entry once, newest first, nextCursor null at the end`, async () => {
      const { token } = await api.signUp();
      await fillList(token, list, videoIds);
      const pages = await allPages((q) => readListPage(token, list, q), PAGE);
      expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
      expect(pages.flatMap((p) => p.items)).toEqual([...videoIds].reverse());
      expect(pages.at(-1)?.nextCursor).toBeNull();
      for (const page of pages) expect(page.total).toBe(ENTRIES);
    });

    it('keeps the whole-list shape without paging parameters', async () => {
      const { token } = await api.signUp();
      await fillList(token, list, videoIds.slice(0, 2));
      const res = await api.call('GET', listPath(list), { token });
      const body = await expectJson(res, 200, ListPageSchemas[list]);
      expect(Object.keys(body)).toEqual([list]);
    });

    it('tells whether one video is in the list: [video] or [], whoever else holds it', async () => {
      const alice = await api.signUp();
      const bob = await api.signUp();
      const [first, second] = videoIds;
      const holds = async (token: string, id: string | undefined) => {
        const res = await api.call('GET', `${listPath(list)}/${id}`, { token });
        const body = await expectJson(res, 200, z.strictObject(ListPageSchemas[list].shape));
        return (body as unknown as Record<string, Video[]>)[list] ?? [];
      };
      expect(await holds(alice.token, first)).toEqual([]);
      await fillList(alice.token, list, [first ?? '']);
      const [held] = await holds(alice.token, first);
      const whole = await api.call('GET', listPath(list), { token: alice.token });
      const [listed] = ((await whole.json()) as Record<string, Video[]>)[list] ?? [];
      expect(held).toEqual(listed);
      expect(await holds(alice.token, second)).toEqual([]);
      expect(await holds(bob.token, first)).toEqual([]);
      expect(await holds(alice.token, 'no-such-video')).toEqual([]);
      await api.call('DELETE', `${listPath(list)}/${first}`, { token: alice.token });
      expect(await holds(alice.token, first)).toEqual([]);
    });

    it('asks for a token, and a sound id, before telling whether a video is in the list', async () => {
      const [first] = videoIds;
      await expectError(await api.call('GET', `${listPath(list)}/${first}`), 401);
      const { token } = await api.signUp();
      await expectError(
        await api.call('GET', `${listPath(list)}/${'x'.repeat(201)}`, { token }),
        400,
        /videoId/,
      );
    });

    it('answers an empty first page with nextCursor null and total 0', async () => {
      const { token } = await api.signUp();
      expect(await readListPage(token, list, '?limit=5')).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
      });
    });

    it("refuses another list's cursor with 400 naming cursor", async () => {
      const { token } = await api.signUp();
      const other = LIST_NAMES.find((name) => name !== list) ?? 'likes';
      await fillList(token, other, videoIds.slice(0, 3));
      const { nextCursor } = await readListPage(token, other, '?limit=1');
      expect(nextCursor).toBeTruthy();
      const res = await api.call(
        'GET',
        `${listPath(list)}?limit=1&cursor=${encodeURIComponent(nextCursor ?? '')}`,
        { token },
      );
      await expectError(res, 400, /^cursor/);
    });

    it("gives another user's cursor only the caller's own entries", async () => {
      const alice = await api.signUp();
      const bob = await api.signUp();
      await fillList(alice.token, list, videoIds.slice(0, 4));
      await fillList(bob.token, list, videoIds.slice(4));
      const { nextCursor } = await readListPage(alice.token, list, '?limit=1');
      const bobsIds = new Set(videoIds.slice(4));
      const page = await readListPage(
        bob.token,
        list,
        `?limit=10&cursor=${encodeURIComponent(nextCursor ?? '')}`,
      );
      for (const id of page.items) expect(bobsIds.has(id)).toBe(true);
      expect(page.total).toBe(bobsIds.size);
    });
  });

  describe('playlists', () => {
    async function createPlaylists(token: string, count: number): Promise<string[]> {
      let ids: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const res = await api.call('POST', '/api/user/playlists', {
          token,
          body: { playlist: { title: `Paged ${i}` } },
        });
        ids = (await expectJson(res, 201, PlaylistsResponseSchema)).playlists.map((p) => p._id);
      }
      return ids;
    }

    async function readPlaylistsPage(token: string, query: string): Promise<Page> {
      const res = await api.call('GET', `/api/user/playlists${query}`, { token });
      const body = await expectJson(res, 200, z.strictObject(PlaylistsResponseSchema.shape));
      return {
        items: body.playlists.map((p) => p._id),
        nextCursor: body.nextCursor,
        total: body.total,
      };
    }

    async function readPlaylistPage(token: string, id: string, query: string): Promise<Page> {
      const res = await api.call('GET', `/api/user/playlists/${id}${query}`, { token });
      const body = await expectJson(res, 200, z.strictObject(PlaylistResponseSchema.shape));
      return {
        items: body.playlist.videos.map((v) => v._id),
        nextCursor: body.nextCursor,
        total: body.total,
      };
    }

    it('pages the playlists, newest first, each with its videos', async () => {
      const { token } = await api.signUp();
      const newestFirst = await createPlaylists(token, 5);
      const [newest] = newestFirst;
      await api.call('POST', `/api/user/playlists/${newest}`, {
        token,
        body: { video: { _id: videoIds[0] } },
      });
      const pages = await allPages((q) => readPlaylistsPage(token, q), 2);
      expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
      expect(pages.flatMap((p) => p.items)).toEqual(newestFirst);
      const first = await api.call('GET', '/api/user/playlists?limit=1', { token });
      const body = await expectJson(first, 200, PlaylistsResponseSchema);
      expect(body.playlists[0]?.videos.map((v) => v._id)).toEqual([videoIds[0]]);
      expect(body.total).toBe(5);
    });

    it("pages one playlist's videos in its order (each added at the end)", async () => {
      const { token } = await api.signUp();
      const [id = ''] = await createPlaylists(token, 1);
      for (const videoId of videoIds) {
        await api.call('POST', `/api/user/playlists/${id}`, {
          token,
          body: { video: { _id: videoId } },
        });
      }
      const pages = await allPages((q) => readPlaylistPage(token, id, q), PAGE);
      expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
      expect(pages.flatMap((p) => p.items)).toEqual(videoIds);
      expect(pages[0]?.total).toBe(ENTRIES);
      const whole = await api.call('GET', `/api/user/playlists/${id}`, { token });
      expect(Object.keys(await whole.json())).toEqual(['playlist']);
    });

    it("refuses one playlist's cursor on another, and the playlists' cursor on a playlist", async () => {
      const { token } = await api.signUp();
      const [a = '', b = ''] = await createPlaylists(token, 3);
      for (const videoId of videoIds.slice(0, 3)) {
        await api.call('POST', `/api/user/playlists/${a}`, {
          token,
          body: { video: { _id: videoId } },
        });
      }
      const fromA = (await readPlaylistPage(token, a, '?limit=1')).nextCursor ?? '';
      const fromList = (await readPlaylistsPage(token, '?limit=1')).nextCursor ?? '';
      for (const cursor of [fromA, fromList]) {
        const res = await api.call(
          'GET',
          `/api/user/playlists/${b}?limit=1&cursor=${encodeURIComponent(cursor)}`,
          { token },
        );
        await expectError(res, 400, /^cursor/);
      }
      const res = await api.call(
        'GET',
        `/api/user/playlists?limit=1&cursor=${encodeURIComponent(fromA)}`,
        { token },
      );
      await expectError(res, 400, /^cursor/);
    });

    it("answers 404 for another user's playlist, paged or not", async () => {
      const alice = await api.signUp();
      const bob = await api.signUp();
      const [id] = await createPlaylists(alice.token, 1);
      for (const query of ['', '?limit=1']) {
        const res = await api.call('GET', `/api/user/playlists/${id}${query}`, {
          token: bob.token,
        });
        await expectError(res, 404, ServerMessage.playlistNotFound);
      }
    });
  });

  describe.each([
    ['limit=0', /^limit/],
    ['limit=-3', /^limit/],
    ['limit=abc', /^limit/],
    ['limit=1.5', /^limit/],
    [`limit=${LIST_CAP + 1}`, /^limit/],
    ['limit=', /^limit/],
    ['cursor=not-a-cursor', /^cursor/],
    ['cursor=', /^cursor/],
    [`cursor=${btoa('["likes",5]')}`, /^cursor/],
    [`cursor=${'A'.repeat(300)}`, /^cursor/],
  ])('a bad %s', (query, message) => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await api.signUp());
    });
    it.each([...LIST_NAMES.map((list) => `/api/user/${list}`), '/api/user/playlists'])(
      'answers 400 on %s',
      async (path) => {
        await expectError(await api.call('GET', `${path}?${query}`, { token }), 400, message);
      },
    );
  });

  describe('one query per signed-in read once its videos are cached', () => {
    it.each([
      ['likes', '/api/user/likes'],
      ['watchlater paged', '/api/user/watchlater?limit=2'],
      ['history', '/api/user/history'],
      ['playlists', '/api/user/playlists'],
      ['playlists paged', '/api/user/playlists?limit=1'],
      ['one playlist', '/api/user/playlists/{id}'],
      ['one playlist paged', '/api/user/playlists/{id}?limit=2'],
    ])('GET %s is one database round trip', async (_label, template) => {
      const { token } = await api.signUp();
      for (const title of ['One', 'Two']) {
        await api.call('POST', '/api/user/playlists', { token, body: { playlist: { title } } });
      }
      const lists = await expectJson(
        await api.call('GET', '/api/user/playlists', { token }),
        200,
        PlaylistsResponseSchema,
      );
      const id = lists.playlists[0]?._id ?? '';
      for (const videoId of videoIds.slice(0, 3)) {
        await api.call('POST', `/api/user/playlists/${id}`, {
          token,
          body: { video: { _id: videoId } },
        });
        await api.call('POST', '/api/user/likes', { token, body: { video: { _id: videoId } } });
      }
      const counter = queryCounter();
      const counted = createApp({
        db: api.database.db.withPlugin(counter),
        passwords: argon2Hasher,
        tokens: TEST_TOKENS,
      });
      const read = () =>
        counted.request(template.replace('{id}', id), { headers: { authorization: token } });
      // The first read may also read the videos whose JSON the app does not hold yet.
      const first = await read();
      expect(first.status, await first.text()).toBe(200);
      expect(counter.count).toBeLessThanOrEqual(2);
      counter.count = 0;
      const res = await read();
      expect(res.status, await res.text()).toBe(200);
      expect(counter.count).toBe(1);
    });
  });

  describe('orphaned tokens', () => {
    it.each([
      ...LIST_NAMES.flatMap((list) => [`/api/user/${list}`, `/api/user/${list}?limit=2`]),
      '/api/user/playlists',
      '/api/user/playlists?limit=2',
      '/api/user/playlists/{id}',
      '/api/user/playlists/{id}?limit=2',
    ])('GET %s answers 401 once the user is gone', async (template) => {
      const user = await api.signUp();
      const res = await api.call('POST', '/api/user/playlists', {
        token: user.token,
        body: { playlist: { title: 'Soon orphaned' } },
      });
      const id = (await expectJson(res, 201, PlaylistsResponseSchema)).playlists[0]?._id ?? '';
      await api.database.db.deleteFrom('users').where('id', '=', user.userId).execute();
      const answer = await api.call('GET', template.replace('{id}', id), { token: user.token });
      await expectError(answer, 401, ServerMessage.invalidToken);
    });
  });

  describe(`the cap of ${LIST_CAP}`, () => {
    let token: string;
    let userId: string;
    /** LIST_CAP + 1 catalogue videos, oldest first. */
    let many: string[];
    let playlistId: string;

    beforeAll(async () => {
      ({ token, userId } = await api.signUp());
      many = await insertVideos(LIST_CAP + 1);
      const likes = many.map((videoId) => ({
        id: newId(),
        user_id: userId,
        list: 'likes' as const,
        video_id: videoId,
        created_at: nowIso(),
      }));
      const playlists = many.map((_, i) => ({
        id: newId(),
        user_id: userId,
        title: `Capped ${i}`,
        title_key: `capped ${i}`,
        description: '',
        created_at: nowIso(),
      }));
      playlistId = playlists.at(-1)?.id ?? '';
      const entries = many.map((videoId, position) => ({
        id: newId(),
        playlist_id: playlistId,
        video_id: videoId,
        created_at: nowIso(),
        position,
      }));
      for (let i = 0; i < many.length; i += 200) {
        await api.database.db
          .insertInto('list_entries')
          .values(likes.slice(i, i + 200))
          .execute();
        await api.database.db
          .insertInto('playlists')
          .values(playlists.slice(i, i + 200))
          .execute();
      }
      // Every playlist is in before the last one's videos go in.
      for (let i = 0; i < many.length; i += 200) {
        await api.database.db
          .insertInto('playlist_videos')
          .values(entries.slice(i, i + 200))
          .execute();
      }
    });

    it('a whole list stops at the cap, and its nextCursor leads to the rest', async () => {
      const whole = await readListPage(token, 'likes', '');
      expect(whole.items).toHaveLength(LIST_CAP);
      expect(whole.items[0]).toBe(many.at(-1));
      expect(whole.total).toBe(LIST_CAP + 1);
      expect(whole.nextCursor).toBeTruthy();
      const rest = await readListPage(
        token,
        'likes',
        `?cursor=${encodeURIComponent(whole.nextCursor ?? '')}`,
      );
      expect(rest).toEqual({ items: [many[0]], nextCursor: null, total: LIST_CAP + 1 });
    });

    it('tells that a video past the cap is in the list', async () => {
      const whole = await readListPage(token, 'likes', '');
      expect(whole.items).not.toContain(many[0]);
      const res = await api.call('GET', `/api/user/likes/${many[0]}`, { token });
      const body = await expectJson(res, 200, z.strictObject(ListPageSchemas.likes.shape));
      expect(body.likes.map((video) => video._id)).toEqual([many[0]]);
    });

    it('a DELETE and a POST answer the list up to the cap too', async () => {
      const res = await api.call('DELETE', `/api/user/likes/${many[0]}`, { token });
      const body = await expectJson(res, 200, ListPageSchemas.likes);
      // Exactly the cap: nothing more, so the spec's shape, with no nextCursor at all.
      expect(Object.keys(body)).toEqual(['likes']);
      expect(body.likes).toHaveLength(LIST_CAP);
      const add = await api.call('POST', '/api/user/likes', {
        token,
        body: { video: { _id: many[0] } },
      });
      const added = await expectJson(add, 201, ListPageSchemas.likes);
      expect(added.likes).toHaveLength(LIST_CAP);
      expect(added.likes[0]?._id).toBe(many[0]);
      expect(added.nextCursor).toBeTruthy();
    });

    it('the playlists stop at the cap, each with at most the cap of videos', async () => {
      const res = await api.call('GET', '/api/user/playlists', { token });
      const body = await expectJson(res, 200, PlaylistsResponseSchema);
      expect(body.playlists).toHaveLength(LIST_CAP);
      expect(body.total).toBe(LIST_CAP + 1);
      expect(body.nextCursor).toBeTruthy();
      const full = body.playlists.find((p) => p._id === playlistId);
      expect(full?.videos).toHaveLength(LIST_CAP);
      expect(full?.videos[0]?._id).toBe(many[0]);
    });

    it("one playlist's videos stop at the cap, with a cursor to the rest", async () => {
      const res = await api.call('GET', `/api/user/playlists/${playlistId}`, { token });
      const body = await expectJson(res, 200, PlaylistResponseSchema);
      expect(body.playlist.videos).toHaveLength(LIST_CAP);
      expect(body.total).toBe(LIST_CAP + 1);
      const rest = await api.call(
        'GET',
        `/api/user/playlists/${playlistId}?cursor=${encodeURIComponent(body.nextCursor ?? '')}`,
        { token },
      );
      const restBody = await expectJson(rest, 200, PlaylistResponseSchema);
      expect(restBody.playlist.videos.map((v) => v._id)).toEqual([many.at(-1)]);
      expect(restBody.nextCursor).toBeNull();
    });
  });
});
