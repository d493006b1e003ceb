import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestVideo } from '#server/db/factories.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { zlibCompress } from '#server/node/zlib-compressor.ts';
import type { ThumbnailOptions } from '#server/thumbnails/thumbnail-store.ts';
import { ServerMessage } from '#shared/messages.ts';
import { youtubeIdOf } from '#shared/video-link.ts';
import { expectError } from '../support/api-assertions.ts';
import { prefixedSeedVideo, seedCategory, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, TEST_TOKENS, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** What the stand-in for YouTube's image host does with a request. */
type Behaviour = 'image' | 'missing' | 'error' | 'hold';

/** YouTube's image host, played on 127.0.0.1: it records what it is asked and answers as told. */
async function fakeImageHost() {
  const requests: string[] = [];
  const held: ServerResponse[] = [];
  let behaviour: Behaviour = 'image';
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '');
    if (behaviour === 'hold') {
      held.push(res);
      return;
    }
    if (behaviour === 'error') {
      res.writeHead(503).end('unavailable');
      return;
    }
    if (behaviour === 'missing') {
      res.writeHead(404, { 'content-type': 'image/jpeg' }).end(Buffer.from('grey placeholder'));
      return;
    }
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpegOf(req.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    held,
    set(next: Behaviour) {
      behaviour = next;
    },
    /** Answers every held request with its image. */
    release() {
      for (const res of held.splice(0)) {
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpegOf(res.req.url ?? ''));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The bytes the fake host answers for a path: a JPEG's first bytes, then the path. */
function jpegOf(path: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(path)]);
}

function youtubePathOf(videoLink: string): string {
  return `/vi/${youtubeIdOf(videoLink)}/hqdefault.jpg`;
}

/** Waits (without a fixed sleep) until `check` holds, for at most ~5 s. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe.each(DIALECTS)('GET /thumbnails/{videoId} (%s)', (dialect) => {
  let api: TestApi;
  let host: Awaited<ReturnType<typeof fakeImageHost>>;
  let clockMs = Date.now();
  const now = () => new Date(clockMs);

  /** An app of its own (its own thumbnail cache) over the suite's database. */
  function appWith(options: Partial<ThumbnailOptions> = {}) {
    return createApp({
      db: api.database.db,
      passwords: argon2Hasher,
      tokens: TEST_TOKENS,
      compress: zlibCompress,
      now,
      thumbnails: { upstream: host.origin, ...options },
    });
  }

  beforeAll(async () => {
    api = await createTestApi(dialect);
    host = await fakeImageHost();
  });
  afterAll(async () => {
    await host.close();
    await api.close();
  });
  beforeEach(() => {
    host.release();
    host.set('image');
    host.requests.length = 0;
  });

  it("answers the video's YouTube image from our own origin, fetched once", async () => {
    const app = appWith();
    const video = seedVideo(0);
    const res = await app.request(`/thumbnails/${video.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(jpegOf(youtubePathOf(video.videoLink)));
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await app.request(`/thumbnails/${video.id}`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(host.requests).toEqual([youtubePathOf(video.videoLink)]);
  });

  it('finds a video by its videoLink too, with or without the v= prefix', async () => {
    const app = appWith();
    const res = await app.request(`/thumbnails/${prefixedSeedVideo.videoLink}`);
    expect(res.status).toBe(200);
    expect(host.requests).toEqual([youtubePathOf(prefixedSeedVideo.videoLink)]);
  });

  it.each([
    ['an unknown id', 'no-such-video'],
    ['an id longer than any', 'x'.repeat(201)],
  ])('answers 404 in the error shape for %s, asking no one', async (_, id) => {
    const res = await appWith().request(`/thumbnails/${id}`);
    await expectError(res, 404, ServerMessage.videoNotFound);
    expect(host.requests).toEqual([]);
  });

  it("answers CraftReel's artwork when YouTube has no image for the video", async () => {
    host.set('missing');
    const app = appWith();
    const video = seedVideo(1);
    const res = await app.request(`/thumbnails/${video.id}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`>${video.title[0]?.toUpperCase()}</text>`);
  });

  it('draws the artwork without letting a title write markup', async () => {
    const category = seedCategory(0).id;
    const video = makeTestVideo(category, { title: '<script>alert(1)</script> & co' });
    await api.database.db.insertInto('videos').values(video).execute();
    const res = await appWith({ upstream: null }).request(`/thumbnails/${video.id}`);
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('>&lt;</text>');
    expect(svg).not.toContain('<script');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it('sends the artwork compressed when the client accepts it', async () => {
    const res = await appWith({ upstream: null }).request(`/thumbnails/${seedVideo(2).id}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('never asks anyone when fetching is off (upstream null)', async () => {
    const res = await appWith({ upstream: null }).request(`/thumbnails/${seedVideo(3).id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(host.requests).toEqual([]);
  });

  it('answers the artwork when the upstream fails, and does not ask it again for a while', async () => {
    const retryAfterMs = 60_000;
    const app = appWith({ retryAfterMs });
    host.set('error');
    const first = await app.request(`/thumbnails/${seedVideo(4).id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(host.requests).toHaveLength(1);

    // Another video while the upstream is taken to be down: artwork at once, nobody asked.
    host.set('image');
    const second = await app.request(`/thumbnails/${seedVideo(5).id}`);
    expect(second.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(host.requests).toHaveLength(1);

    // Once the while has passed, the upstream is asked again, and its image is kept.
    clockMs += retryAfterMs + 1;
    const later = await app.request(`/thumbnails/${seedVideo(4).id}`);
    expect(later.headers.get('content-type')).toBe('image/jpeg');
    expect(host.requests).toHaveLength(2);
  });

  it('gives up on an upstream that does not answer in time', async () => {
    host.set('hold');
    const app = appWith({ timeoutMs: 200 });
    const res = await app.request(`/thumbnails/${seedVideo(6).id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    // Taken to be down now: the next thumbnail does not wait on it.
    const next = await app.request(`/thumbnails/${seedVideo(7).id}`);
    expect(next.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(host.requests).toHaveLength(1);
    host.release();
  });

  it('shares one upstream fetch between requests for the same thumbnail', async () => {
    host.set('hold');
    const app = appWith();
    const video = seedVideo(8);
    const answers = Array.from({ length: 5 }, () =>
      Promise.resolve(app.request(`/thumbnails/${video.id}`)),
    );
    await until(() => host.held.length === 1);
    host.release();
    for (const res of await Promise.all(answers)) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(host.requests).toEqual([youtubePathOf(video.videoLink)]);
  });

  it('fetches at most maxConcurrentFetches images at once', async () => {
    host.set('hold');
    const app = appWith({ maxConcurrentFetches: 3 });
    const videos = Array.from({ length: 8 }, (_, index) => seedVideo(index));
    const answers = videos.map((video) => Promise.resolve(app.request(`/thumbnails/${video.id}`)));
    await until(() => host.held.length === 3);
    // However long it waits, no fourth fetch starts while three are under way.
    await new Promise((r) => setTimeout(r, 100));
    expect(host.held).toHaveLength(3);
    while (host.requests.length < videos.length || host.held.length > 0) {
      host.release();
      await new Promise((r) => setTimeout(r, 10));
    }
    for (const res of await Promise.all(answers)) {
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(host.requests).toHaveLength(videos.length);
  });
});
