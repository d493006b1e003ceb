import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  MadeCountsSchema,
  MadeGalleryPageSchema,
  MadePhotoResponseSchema,
  MadePostResponseSchema,
  ModerationItemSchema,
  ModerationPageSchema,
} from '#shared/schemas/made-post.schema.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { freePort, start, waitForApi } from '../support/server-process.ts';
import { TEST_POSTGRES_URL } from '../support/test-database.ts';

// "Made it" posts with two real server processes on one PostgreSQL (docs/product.md, "Made it
// posts"): a photo uploaded through A is served by B (the photo store is the database's); a post
// made through A shows in B's gallery; reported through B, it waits in A's queue; hidden through
// A, it is gone from B's gallery and its own page at once (nothing of them is cached in a process).

const schema = `made_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
const servers: Array<ReturnType<typeof start>> = [];
let a = '';
let b = '';

async function startServer(databaseUrl: string, jwtSecret: string): Promise<string> {
  const port = await freePort();
  const server = start({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    RATE_LIMITS: 'off',
  });
  servers.push(server);
  const url = `http://127.0.0.1:${port}`;
  await waitForApi(url, server.output);
  return url;
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const secret = randomBytes(48).toString('base64url');
  // One at a time: the first migrates and seeds, the second finds it done.
  a = await startServer(url.toString(), secret);
  b = await startServer(url.toString(), secret);
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await admin.query(`drop schema "${schema}" cascade`);
  await admin.end();
});

let users = 0;
async function signUp(server: string): Promise<{ token: string; email: string }> {
  users += 1;
  const email = `maker-${users}-${Date.now()}@example.com`;
  const res = await fetch(`${server}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'maker password', firstName: 'Ma', lastName: 'Ker' }),
  });
  expect(res.status).toBe(201);
  const { encodedToken } = (await res.json()) as { encodedToken: string };
  return { token: encodedToken, email };
}

async function call(
  server: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function galleryOf(server: string, videoId: string): Promise<string[]> {
  const res = await call(server, 'GET', `/api/videos/${videoId}/made`);
  expect(res.status, await res.clone().text()).toBe(200);
  return MadeGalleryPageSchema.parse(await res.json()).posts.map((post) => post._id);
}

async function makersOn(server: string, videoId: string): Promise<number> {
  const res = await call(server, 'GET', `/api/made/counts?videoIds=${videoId}`);
  expect(res.status).toBe(200);
  return MadeCountsSchema.parse(await res.json()).counts[videoId] ?? 0;
}

describe('"Made it" posts through one server process, read through another', () => {
  it('serves A’s photo from B, shows A’s post in B’s gallery, and a hide through A at once', async () => {
    const maker = await signUp(a);
    const videos = VideosPageSchema.parse(await (await call(b, 'GET', '/api/videos')).json());
    const video = videos.videos[0];
    if (!video) throw new Error('the seeded catalogue is empty');

    // A photo uploaded through A, its bytes as the body.
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#c63' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${a}/api/user/photos`, {
      method: 'POST',
      headers: { authorization: maker.token, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(jpeg),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { photo } = MadePhotoResponseSchema.parse(await uploaded.json());
    expect(photo.variants.length).toBeGreaterThan(0);
    for (const variant of photo.variants) {
      const served = await fetch(`${b}${variant.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(bytes).metadata()).width).toBe(variant.width);
    }

    // A post made through A is in B's gallery.
    const made = await call(a, 'POST', '/api/user/made', maker.token, {
      videoId: video._id,
      photoIds: [photo._id],
      caption: 'A paper lantern for the porch',
      minutes: 40,
      felt: 'easier',
      visibility: 'public',
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { post } = MadePostResponseSchema.parse(await made.json());
    expect(await galleryOf(b, video._id)).toContain(post._id);
    expect(await makersOn(b, video._id)).toBe(1);

    // Reported through B, it waits in the queue A answers.
    const reporter = await signUp(b);
    const reported = await call(b, 'POST', `/api/made/${post._id}/reports`, reporter.token, {
      reason: 'spam',
    });
    expect(reported.status, await reported.clone().text()).toBe(201);
    const curator = await signUp(a);
    await admin.query(`update "${schema}".users set role = 'curator' where email = $1`, [
      curator.email,
    ]);
    const queue = await call(a, 'GET', '/api/curation/moderation', curator.token);
    expect(queue.status).toBe(200);
    const items = ModerationPageSchema.parse(await queue.json()).items;
    expect(items.find((item) => item.post._id === post._id)?.reports.spam).toBe(1);

    // Hidden through A: gone from B's gallery and its own page at once; its maker still sees it.
    const hidden = await call(
      a,
      'POST',
      `/api/curation/moderation/${post._id}/hide`,
      curator.token,
    );
    expect(hidden.status, await hidden.clone().text()).toBe(200);
    const { item } = z.object({ item: ModerationItemSchema }).parse(await hidden.json());
    expect(item.post.hidden).toBe(true);
    expect(await galleryOf(b, video._id)).not.toContain(post._id);
    expect(await makersOn(b, video._id)).toBe(0);
    expect((await call(b, 'GET', `/api/made/${post._id}`)).status).toBe(404);
    const own = await call(b, 'GET', `/api/made/${post._id}`, maker.token);
    expect(own.status).toBe(200);
    expect(MadePostResponseSchema.parse(await own.json()).post.hidden).toBe(true);

    // Restored through A: back in B's gallery at once.
    const restored = await call(
      a,
      'POST',
      `/api/curation/moderation/${post._id}/restore`,
      curator.token,
    );
    expect(restored.status).toBe(200);
    expect(await galleryOf(b, video._id)).toContain(post._id);
  }, 30_000);
});
