import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
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
import { twoServerProcesses } from '../support/two-server-processes.ts';

// "Made it" posts with two real server processes on one PostgreSQL (docs/product.md, "Made it
// posts"): a photo uploaded through A is served by B (the photo store is the database's); a post
// made through A shows in B's gallery; reported through B, it waits in A's queue; hidden through
// A, it is gone from B's gallery and its own page at once (nothing of them is cached in a process).

const { schema, admin, urls } = twoServerProcesses('made');

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
    const maker = await signUp(urls.a);
    const videos = VideosPageSchema.parse(await (await call(urls.b, 'GET', '/api/videos')).json());
    const video = videos.videos[0];
    if (!video) throw new Error('the seeded catalogue is empty');

    // A photo uploaded through A, its bytes as the body.
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#c63' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${urls.a}/api/user/photos`, {
      method: 'POST',
      headers: { authorization: maker.token, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(jpeg),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { photo } = MadePhotoResponseSchema.parse(await uploaded.json());
    expect(photo.variants.length).toBeGreaterThan(0);
    for (const variant of photo.variants) {
      const served = await fetch(`${urls.b}${variant.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(bytes).metadata()).width).toBe(variant.width);
    }

    // A post made through A is in B's gallery.
    const made = await call(urls.a, 'POST', '/api/user/made', maker.token, {
      videoId: video._id,
      photoIds: [photo._id],
      caption: 'A paper lantern for the porch',
      minutes: 40,
      felt: 'easier',
      visibility: 'public',
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { post } = MadePostResponseSchema.parse(await made.json());
    expect(await galleryOf(urls.b, video._id)).toContain(post._id);
    expect(await makersOn(urls.b, video._id)).toBe(1);

    // Reported through B, it waits in the queue A answers.
    const reporter = await signUp(urls.b);
    const reported = await call(urls.b, 'POST', `/api/made/${post._id}/reports`, reporter.token, {
      reason: 'spam',
    });
    expect(reported.status, await reported.clone().text()).toBe(201);
    const curator = await signUp(urls.a);
    await admin.query(`update "${schema}".users set role = 'curator' where email = $1`, [
      curator.email,
    ]);
    const queue = await call(urls.a, 'GET', '/api/curation/moderation', curator.token);
    expect(queue.status).toBe(200);
    const items = ModerationPageSchema.parse(await queue.json()).items;
    expect(items.find((item) => item.post._id === post._id)?.reports.spam).toBe(1);

    // Hidden through A: gone from B's gallery and its own page at once; its maker still sees it.
    const hidden = await call(
      urls.a,
      'POST',
      `/api/curation/moderation/${post._id}/hide`,
      curator.token,
    );
    expect(hidden.status, await hidden.clone().text()).toBe(200);
    const { item } = z.object({ item: ModerationItemSchema }).parse(await hidden.json());
    expect(item.post.hidden).toBe(true);
    expect(await galleryOf(urls.b, video._id)).not.toContain(post._id);
    expect(await makersOn(urls.b, video._id)).toBe(0);
    expect((await call(urls.b, 'GET', `/api/made/${post._id}`)).status).toBe(404);
    const own = await call(urls.b, 'GET', `/api/made/${post._id}`, maker.token);
    expect(own.status).toBe(200);
    expect(MadePostResponseSchema.parse(await own.json()).post.hidden).toBe(true);

    // Restored through A: back in B's gallery at once.
    const restored = await call(
      urls.a,
      'POST',
      `/api/curation/moderation/${post._id}/restore`,
      curator.token,
    );
    expect(restored.status).toBe(200);
    expect(await galleryOf(urls.b, video._id)).toContain(post._id);
  }, 30_000);
});
