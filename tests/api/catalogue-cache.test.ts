import type { KyselyPlugin, QueryId } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeCategory, makeTestVideo } from '#server/db/factories.ts';
import { CACHED_ANSWER_TTL_MS } from '#server/http/response-cache.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { zlibCompress } from '#server/node/zlib-compressor.ts';
import { ServerMessage } from '#shared/messages.ts';
import { LikesResponseSchema } from '#shared/schemas/list.schema.ts';
import {
  PlaylistResponseSchema,
  PlaylistsResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { prefixedSeedVideo, seedCategory, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, TEST_TOKENS, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

type App = ReturnType<typeof createApp>;

/** A clock the tests move by hand; the app tells ages and ages its cache by it. */
function manualClock() {
  let ms = Date.now();
  return { now: () => new Date(ms), advance: (by: number) => (ms += by), ms: () => ms };
}

/** The tables each query the database runs reads or writes, in order. */
function queryLog(): { plugin: KyselyPlugin; tables: string[][] } {
  const tables: string[][] = [];
  const namesIn = (node: unknown, found: Set<string>): Set<string> => {
    if (Array.isArray(node)) for (const item of node) namesIn(item, found);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.kind === 'TableNode') {
        const { identifier } = record.table as { identifier: { name: string } };
        found.add(identifier.name);
      }
      for (const value of Object.values(record)) namesIn(value, found);
    }
    return found;
  };
  // Counted when a result comes back, not when a query is built: a query compiled once and
  // executed many times (the catalogue version's) counts at every execution.
  const tablesOf = new WeakMap<QueryId, string[]>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      tablesOf.set(queryId, [...namesIn(node, new Set())]);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      tables.push(tablesOf.get(queryId) ?? ['(unknown)']);
      return result;
    },
  };
  return { plugin, tables };
}

async function answer(app: App, url: string, headers: Record<string, string> = {}) {
  const res = await app.request(url, { headers });
  return { res, etag: res.headers.get('etag'), text: await res.text() };
}

describe.each(DIALECTS)('catalogue response cache (%s)', (dialect) => {
  const clock = manualClock();
  let api: TestApi;
  /** A second app over the same database: another process, with a cache of its own. */
  let other: App;
  beforeAll(async () => {
    api = await createTestApi(dialect, { now: clock.now });
    other = createApp({
      db: api.database.db,
      passwords: argon2Hasher,
      tokens: TEST_TOKENS,
      now: clock.now,
    });
  });
  afterAll(() => api.close());

  const category = seedCategory(0).id;
  const CATALOGUE_URLS = [
    '/api/videos',
    '/api/videos?limit=5',
    `/api/videos?limit=2&category=${category}`,
    `/api/video/${seedVideo(0).id}`,
    `/api/video/${prefixedSeedVideo.videoLink}`,
    '/api/categories',
    `/api/categories/${category}`,
  ];

  it.each(CATALOGUE_URLS)(
    'answers a repeat of %s with the same bytes and strong ETag',
    async (url) => {
      const first = await answer(api.app, url);
      const second = await answer(api.app, url);
      expect(first.res.status).toBe(200);
      expect(first.etag).toMatch(/^"[\w-]{20,}"$/);
      expect(second.etag).toBe(first.etag);
      expect(second.text).toBe(first.text);
      expect(second.res.headers.get('cache-control')).toBe('no-cache');
      expect(second.res.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it('keys the answer by its query, whatever the order of the parameters', async () => {
    const a = await answer(api.app, `/api/videos?limit=3&category=${category}`);
    const b = await answer(api.app, `/api/videos?category=${category}&limit=3`);
    const c = await answer(api.app, `/api/videos?limit=4&category=${category}`);
    expect(b.text).toBe(a.text);
    expect(c.text).not.toBe(a.text);
  });

  describe('If-None-Match', () => {
    it.each(CATALOGUE_URLS)('answers 304 with no body for the current tag of %s', async (url) => {
      const { etag } = await answer(api.app, url);
      expect(etag).not.toBeNull();
      const tag = etag ?? '';
      for (const header of [tag, `W/${tag}`, `"something-else", ${tag}`, '*']) {
        const revalidated = await answer(api.app, url, { 'if-none-match': header });
        expect(revalidated.res.status, header).toBe(304);
        expect(revalidated.text).toBe('');
        expect(revalidated.etag).toBe(tag);
        expect(revalidated.res.headers.get('cache-control')).toBe('no-cache');
      }
    });

    it('answers 200 with the body for a stale tag', async () => {
      const fresh = await answer(api.app, '/api/categories');
      const stale = await answer(api.app, '/api/categories', {
        'if-none-match': '"an-old-tag", W/"another"',
      });
      expect(stale.res.status).toBe(200);
      expect(stale.text).toBe(fresh.text);
    });
  });

  describe('errors', () => {
    it('answers an unknown video 404 in the one error shape, cached, never 304', async () => {
      const first = await api.app.request('/api/video/no-such-video');
      const tag = first.headers.get('etag');
      await expectError(first, 404, ServerMessage.videoNotFound);
      const again = await api.app.request('/api/video/no-such-video', {
        headers: { 'if-none-match': tag ?? '*' },
      });
      expect(again.headers.get('etag')).toBe(tag);
      await expectError(again, 404, ServerMessage.videoNotFound);
    });

    it('answers a cursor it never gave out 400 in the one error shape, not cached', async () => {
      for (let i = 0; i < 2; i++) {
        const res = await api.app.request('/api/videos?cursor=bogus');
        expect(res.headers.get('etag')).toBeNull();
        await expectError(res, 400, /^cursor: /);
      }
    });
  });

  describe('a change made straight in the database', () => {
    /** Warms both apps' caches for the urls, makes the change, answers both apps' next answers. */
    async function across(urls: string[], change: () => Promise<unknown>) {
      const before = await Promise.all(
        [api.app, other].flatMap((app) => urls.map((url) => answer(app, url))),
      );
      for (const { res } of before) expect(res.status).toBeLessThan(500);
      await change();
      const after = await Promise.all(
        [api.app, other].flatMap((app) => urls.map((url) => answer(app, url))),
      );
      after.forEach((now, i) => {
        expect(now.text, `answer ${i}`).not.toBe(before[i]?.text);
        expect(now.etag, `etag ${i}`).not.toBe(before[i]?.etag);
      });
      return after.map((a) => a.text);
    }

    it('an inserted video shows in both apps at once', async () => {
      const video = makeTestVideo(category, { publishedAt: new Date(clock.ms()).toISOString() });
      const texts = await across(['/api/videos', `/api/video/${video.id}`], () =>
        api.database.db.insertInto('videos').values(video).execute(),
      );
      for (const text of texts) expect(text).toContain(video.title);
    });

    it('an updated video shows in both apps at once', async () => {
      const { id } = seedVideo(1);
      const title = `Renamed ${Date.now()}`;
      const texts = await across(['/api/videos', `/api/video/${id}`], () =>
        api.database.db.updateTable('videos').set({ title }).where('id', '=', id).execute(),
      );
      for (const text of texts) expect(text).toContain(title);
    });

    it('a deleted video is gone from both apps at once', async () => {
      const video = makeTestVideo(category);
      await api.database.db.insertInto('videos').values(video).execute();
      await across(['/api/videos', `/api/video/${video.id}`], () =>
        api.database.db.deleteFrom('videos').where('id', '=', video.id).execute(),
      );
      for (const app of [api.app, other]) {
        await expectError(await app.request(`/api/video/${video.id}`), 404);
      }
    });

    it('an inserted, renamed and deleted category shows in both apps at once', async () => {
      const row = makeCategory({ name: `Origami ${Date.now()}`, description: 'Folded paper' }, 9);
      const inserted = await across(['/api/categories', `/api/categories/${row.id}`], () =>
        api.database.db.insertInto('categories').values(row).execute(),
      );
      for (const text of inserted) expect(text).toContain(row.category_name);

      const video = makeTestVideo(row.id);
      await api.database.db.insertInto('videos').values(video).execute();
      const renamed = await across(['/api/categories', `/api/video/${video.id}`], () =>
        api.database.db
          .updateTable('categories')
          .set({ category_name: 'Kirigami' })
          .where('id', '=', row.id)
          .execute(),
      );
      for (const text of renamed) expect(text).toContain('Kirigami');

      await api.database.db.deleteFrom('videos').where('id', '=', video.id).execute();
      const deleted = await across(['/api/categories'], () =>
        api.database.db.deleteFrom('categories').where('id', '=', row.id).execute(),
      );
      for (const text of deleted) expect(text).not.toContain('Kirigami');
    });
  });

  it(`never serves a created text older than ${CACHED_ANSWER_TTL_MS / 1000} s`, async () => {
    const publishedAt = new Date(clock.ms() - 50_000).toISOString();
    const video = makeTestVideo(category, { publishedAt });
    await api.database.db.insertInto('videos').values(video).execute();
    const url = `/api/video/${video.id}`;
    const read = async () =>
      (await expectJson(await api.app.request(url), 200, VideoResponseSchema)).video;

    const first = await read();
    expect(first).toMatchObject({ created: 'just now', publishedAt });
    clock.advance(CACHED_ANSWER_TTL_MS / 2); // 80 s old: the cached "just now" may stand
    expect((await read()).created).toBe('just now');
    clock.advance(CACHED_ANSWER_TTL_MS / 2 + 1); // the entry has outlived its bound
    expect(await read()).toMatchObject({ created: '1 minute ago', publishedAt });
  });

  describe('work done per request', () => {
    let log: ReturnType<typeof queryLog>;
    let compressions: number;
    let app: App;
    beforeAll(() => {
      log = queryLog();
      compressions = 0;
      app = createApp({
        db: api.database.db.withPlugin(log.plugin),
        passwords: argon2Hasher,
        tokens: TEST_TOKENS,
        now: clock.now,
        compress: (bytes, coding) => {
          compressions += 1;
          return zlibCompress(bytes, coding);
        },
      });
    });

    /** The queries and compressions one request costs. */
    async function cost(url: string, headers: Record<string, string>) {
      const [queries, compressed] = [log.tables.length, compressions];
      const result = await answer(app, url, headers);
      return {
        ...result,
        tables: log.tables.slice(queries),
        compressions: compressions - compressed,
      };
    }

    it('renders and compresses a miss once; a repeat or a 304 reads only the version', async () => {
      const url = '/api/videos?limit=11';
      const br = { 'accept-encoding': 'br' };
      const miss = await cost(url, br);
      expect(miss.res.status).toBe(200);
      expect(miss.tables).toEqual([['catalogue_state'], ['videos', 'categories']]);
      expect(miss.compressions).toBe(2); // brotli and gzip, kept for every later request

      const repeat = await cost(url, br);
      expect(repeat.tables).toEqual([['catalogue_state']]);
      expect(repeat.compressions).toBe(0);

      const notModified = await cost(url, { ...br, 'if-none-match': miss.etag ?? '' });
      expect(notModified.res.status).toBe(304);
      expect(notModified.tables).toEqual([['catalogue_state']]);
      expect(notModified.compressions).toBe(0);
    });

    it('lets a burst of requests share one version read and one rendering', async () => {
      const url = '/api/videos?limit=7';
      const before = log.tables.length;
      const answers = await Promise.all(Array.from({ length: 20 }, () => answer(app, url)));
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(log.tables.slice(before)).toEqual([['catalogue_state'], ['videos', 'categories']]);
    });
  });

  describe("the videos' JSON in the library lists", () => {
    async function likesOf(app: App, token: string) {
      const res = await app.request('/api/user/likes', { headers: { authorization: token } });
      return (await expectJson(res, 200, LikesResponseSchema)).likes;
    }

    it('answers a change to a liked video at once, through either app', async () => {
      const video = makeTestVideo(category, { title: 'Paper boats' });
      await api.database.db.insertInto('videos').values(video).execute();
      const { token } = await api.signUp();
      await api.call('POST', '/api/user/likes', { token, body: { video: { _id: video.id } } });
      for (const app of [api.app, other]) {
        expect((await likesOf(app, token)).map((v) => v.title)).toEqual(['Paper boats']);
      }
      await api.database.db
        .updateTable('videos')
        .set({ title: 'Paper cranes', view_count: 1_500_000 })
        .where('id', '=', video.id)
        .execute();
      for (const app of [api.app, other]) {
        expect(await likesOf(app, token)).toMatchObject([{ title: 'Paper cranes', views: '1.5M' }]);
      }
    });

    it('answers a change to a video in a playlist at once, in both playlist reads', async () => {
      const video = makeTestVideo(category, { title: 'Clay pots' });
      await api.database.db.insertInto('videos').values(video).execute();
      const { token } = await api.signUp();
      const created = await api.call('POST', '/api/user/playlists', {
        token,
        body: { playlist: { title: 'Pottery' } },
      });
      const playlistId =
        (await expectJson(created, 201, PlaylistsResponseSchema)).playlists[0]?._id ?? '';
      await api.call('POST', `/api/user/playlists/${playlistId}`, {
        token,
        body: { video: { _id: video.id } },
      });
      const titles = async (app: App) => {
        const headers = { authorization: token };
        const all = await app.request('/api/user/playlists', { headers });
        const one = await app.request(`/api/user/playlists/${playlistId}`, { headers });
        return [
          (await expectJson(all, 200, PlaylistsResponseSchema)).playlists[0]?.videos[0]?.title,
          (await expectJson(one, 200, PlaylistResponseSchema)).playlist.videos[0]?.title,
        ];
      };
      for (const app of [api.app, other])
        expect(await titles(app)).toEqual(['Clay pots', 'Clay pots']);
      await api.database.db
        .updateTable('videos')
        .set({ title: 'Clay bowls' })
        .where('id', '=', video.id)
        .execute();
      for (const app of [api.app, other]) {
        expect(await titles(app)).toEqual(['Clay bowls', 'Clay bowls']);
      }
    });

    it(`never lists a created text older than ${CACHED_ANSWER_TTL_MS / 1000} s`, async () => {
      const publishedAt = new Date(clock.ms() - 50_000).toISOString();
      const video = makeTestVideo(category, { publishedAt });
      await api.database.db.insertInto('videos').values(video).execute();
      const { token } = await api.signUp();
      await api.call('POST', '/api/user/likes', { token, body: { video: { _id: video.id } } });
      expect(await likesOf(api.app, token)).toMatchObject([{ created: 'just now', publishedAt }]);
      clock.advance(CACHED_ANSWER_TTL_MS / 2);
      expect(await likesOf(api.app, token)).toMatchObject([{ created: 'just now' }]);
      clock.advance(CACHED_ANSWER_TTL_MS / 2 + 1);
      expect(await likesOf(api.app, token)).toMatchObject([{ created: '1 minute ago' }]);
    });
  });
});
