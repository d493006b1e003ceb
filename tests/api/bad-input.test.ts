import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { ServerMessage } from '#shared/messages.ts';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import {
  expectBelow500,
  expectClientError,
  expectError,
  expectJson,
} from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** A catalogue video, for bodies and paths that need a real one. */
const videoA = seedVideo(0).id;

/** Raw request bodies (sent as text with content-type application/json). */
const HOSTILE_RAW_BODIES = [
  '',
  '{',
  '{"video":',
  "{'video': 1}",
  'null',
  'true',
  '0',
  '"just a string"',
  '[]',
  JSON.stringify([{ video: { _id: videoA } }]),
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":1e999999}',
  '\uFEFF{}',
];

/** Bodies that parse as JSON but hold hostile values in every field a route reads. */
const NUL = '\u0000';
const HOSTILE_VALUES: unknown[] = [
  'x'.repeat(5000),
  NUL,
  `a${NUL}b`,
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '\uD800',
  '😀'.repeat(50),
  ' ',
  -1,
  1e308,
  true,
  null,
  [],
  [videoA],
  { $gt: '' },
  { toString: 'x' },
];

function hostileJsonBodies(): unknown[] {
  const bodies: unknown[] = [];
  for (const value of HOSTILE_VALUES) {
    bodies.push(
      { video: { _id: value } },
      { video: value },
      { playlist: { title: value } },
      { playlist: value },
      { todo: { title: value } },
      { todo: value },
      { email: value, password: value, firstName: value, lastName: value },
      {
        email: `x${Math.random().toString(36).slice(2)}@example.com`,
        password: 'long-enough-password',
        firstName: value,
        lastName: value,
      },
      { email: DEMO_CREDENTIALS.email, password: value },
      { encodedToken: value },
    );
  }
  return bodies;
}

describe.each(DIALECTS)('bad input (%s)', (dialect) => {
  let api: TestApi;
  let token: string;
  let playlistId: string;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    ({ token } = await api.signUp());
    const res = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'Target' } },
    });
    const { playlists } = await expectJson(res, 201, PlaylistsResponseSchema);
    playlistId = playlists[0]?._id ?? '';
  });
  afterAll(() => api.close());

  const postRoutes = () => [
    '/api/auth/signup',
    '/api/auth/login',
    '/api/auth/verify',
    '/api/user/likes',
    '/api/user/watchlater',
    '/api/user/history',
    '/api/user/playlists',
    `/api/user/playlists/${playlistId}`,
    '/api/test-todos',
  ];

  it('answers 400 { errors } to a malformed JSON body', async () => {
    const res = await api.call('POST', '/api/user/likes', { token, body: '{"video": {' });
    await expectError(res, 400, ServerMessage.malformedJson);
  });

  it('answers 400 to a malformed JSON body on signup, and creates no user', async () => {
    const res = await api.call('POST', '/api/auth/signup', { body: '{"email": "a@b.c", ' });
    await expectError(res, 400, ServerMessage.malformedJson);
  });

  it('answers 413 to a body over 100 KB, and stores nothing', async () => {
    const res = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'Big' }, padding: 'x'.repeat(101 * 1024) },
    });
    await expectError(res, 413, ServerMessage.bodyTooLarge);
    const list = await expectJson(
      await api.call('GET', '/api/user/playlists', { token }),
      200,
      PlaylistsResponseSchema,
    );
    expect(list.playlists.map((p) => p.title)).toEqual(['Target']);
  });

  it('accepts a body just under 100 KB', async () => {
    const res = await api.call('POST', '/api/auth/verify', {
      body: { encodedToken: token, padding: 'x'.repeat(99 * 1024) },
    });
    expect(res.status).toBe(200);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 (never 500, never a write) to content-type %s',
    async (type) => {
      const res = await api.call('POST', '/api/user/likes', {
        token,
        body: JSON.stringify({ video: { _id: videoA } }),
        headers: { 'content-type': type },
      });
      await expectError(res, 415, ServerMessage.notJson);
      const likes = await api.call('GET', '/api/user/likes', { token });
      expect(await likes.json()).toEqual({ likes: [] });
    },
  );

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"video"'],
  ])('answers 400 to a JSON body that is %s', async (_label, body) => {
    for (const path of [
      '/api/user/likes',
      '/api/user/playlists',
      '/api/auth/signup',
      '/api/test-todos',
    ]) {
      const res = await api.call('POST', path, { token, body });
      await expectError(res, 400, /^body: /);
    }
  });

  it.each([
    ['GET', '/api/video/{id}'],
    ['GET', '/api/categories/{id}'],
    ['GET', '/api/user/playlists/{id}'],
    ['DELETE', '/api/user/playlists/{id}'],
    ['DELETE', '/api/user/likes/{id}'],
    ['DELETE', '/api/user/history/{id}'],
    ['DELETE', `/api/user/playlists/{id}/${videoA}`],
    ['POST', '/api/user/playlists/{id}'],
    ['DELETE', '/api/test-todos/{id}'],
  ])('answers 400 or 404 to %s %s with a 500-character id', async (method, template) => {
    const res = await api.call(method, template.replace('{id}', 'a'.repeat(500)), {
      token,
      ...(method === 'POST' ? { body: { video: { _id: videoA } } } : {}),
    });
    expect([400, 404]).toContain(res.status);
    await expectClientError(res);
  });

  it.each(['/api/nothing-here', '/api/user/nothing-here', '/api/videos/extra/segments'])(
    'answers 404 JSON with errors for the unknown route %s',
    async (path) => {
      const res = await api.call('GET', path, { token });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      await expectError(res, 404, ServerMessage.routeNotFound);
    },
  );

  it('answers every hostile raw body on every POST route below 500, leaking nothing', async () => {
    for (const path of postRoutes()) {
      for (const body of HOSTILE_RAW_BODIES) {
        const res = await api.call('POST', path, { token, body });
        await expectBelow500(res, `${path} ${body.slice(0, 40)}`);
      }
    }
  });

  it('answers every hostile JSON value on every POST route below 500, leaking nothing', async () => {
    for (const path of postRoutes()) {
      for (const body of hostileJsonBodies()) {
        const res = await api.call('POST', path, { token, body });
        await expectBelow500(res, `${path} ${JSON.stringify(body).slice(0, 80)}`);
      }
    }
  });

  it('answers hostile path ids and query strings below 500, leaking nothing', async () => {
    const ids = ['%00', 'a%00b', '%E0%A4%A', '%', '..%2F..%2Fetc', "'%20OR%201=1", '%F0%9F%98%80'];
    const paths = ids.flatMap((id) => [
      `/api/video/${id}`,
      `/api/categories/${id}`,
      `/api/user/playlists/${id}`,
      `/api/user/likes/${id}`,
      `/api/user/playlists/${playlistId}/${id}`,
      `/api/test-todos/${id}`,
      `/api/videos?search=${id}`,
      `/api/videos?category=${id}`,
      `/api/videos?cursor=${id}`,
      `/api/videos?limit=${id}`,
    ]);
    const nulCursor = btoa(JSON.stringify(['\u0000', '\u0000']));
    paths.push(`/api/videos?cursor=${encodeURIComponent(nulCursor)}`);
    paths.push(`/api/videos?cursor=${encodeURIComponent(btoa('{"a":1}'))}`);
    for (const path of paths) {
      const writable = path.includes('/user/') || path.startsWith('/api/test-todos/');
      for (const method of writable ? ['GET', 'DELETE'] : ['GET']) {
        await expectBelow500(await api.call(method, path, { token }), `${method} ${path}`);
      }
    }
  });

  it('still holds the user and their playlist after all of the above', async () => {
    const res = await api.call('GET', '/api/user/playlists', { token });
    const { playlists } = await expectJson(res, 200, PlaylistsResponseSchema);
    expect(playlists.map((p) => p.title)).toContain('Target');
    const login = await api.call('POST', '/api/auth/login', { body: DEMO_CREDENTIALS });
    expect(login.status).toBe(200);
  });
});
