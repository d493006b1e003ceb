import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** Every call of docs/product.md, "API", as method and OpenAPI path. */
const SPEC_ROUTES = [
  ['post', '/api/auth/signup'],
  ['post', '/api/auth/login'],
  ['post', '/api/auth/verify'],
  ['get', '/api/videos'],
  ['get', '/api/video/{videoId}'],
  ['get', '/api/categories'],
  ['get', '/api/categories/{categoryId}'],
  ['get', '/api/user/likes'],
  ['post', '/api/user/likes'],
  ['delete', '/api/user/likes/{videoId}'],
  ['get', '/api/user/watchlater'],
  ['post', '/api/user/watchlater'],
  ['delete', '/api/user/watchlater/{videoId}'],
  ['get', '/api/user/playlists'],
  ['post', '/api/user/playlists'],
  ['delete', '/api/user/playlists/{playlistId}'],
  ['get', '/api/user/playlists/{playlistId}'],
  ['post', '/api/user/playlists/{playlistId}'],
  ['delete', '/api/user/playlists/{playlistId}/{videoId}'],
  ['get', '/api/user/history'],
  ['post', '/api/user/history'],
  ['delete', '/api/user/history/{videoId}'],
  ['delete', '/api/user/history/all'],
  ['get', '/api/user/library'],
  ['post', '/api/user/library'],
] as const;

/** The request tester's sandbox: not in the spec, documented all the same. */
const SANDBOX_ROUTES = [
  ['get', '/api/test-todos'],
  ['post', '/api/test-todos'],
  ['delete', '/api/test-todos/{todoId}'],
] as const;

const OperationSchema = z.looseObject({
  responses: z.record(z.string(), z.unknown()),
  security: z.array(z.unknown()).optional(),
  parameters: z.array(z.unknown()).optional(),
  requestBody: z.unknown().optional(),
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
});
const DocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
});

describe.each(DIALECTS)('GET /api/openapi.json (%s)', (dialect) => {
  let api: TestApi;
  let doc: z.infer<typeof DocumentSchema>;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    const res = await api.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    doc = DocumentSchema.parse(await res.json());
  });
  afterAll(() => api.close());

  it('is an OpenAPI 3.1.0 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('CraftReel API');
  });

  it.each(SPEC_ROUTES)('documents %s %s', (method, path) => {
    expect(Object.keys(doc.paths)).toContain(path);
    expect(Object.keys(doc.paths[path] ?? {})).toContain(method);
  });

  it('asks for the token on every /api/user route, and on no other', () => {
    for (const [method, path] of SPEC_ROUTES) {
      const operation = doc.paths[path]?.[method];
      if (path.startsWith('/api/user/')) expect(operation?.security, path).toEqual([{ token: [] }]);
      else expect(operation?.security, path).toBeUndefined();
    }
  });

  it('documents a 401 for every /api/user route', () => {
    for (const [method, path] of SPEC_ROUTES) {
      if (!path.startsWith('/api/user/')) continue;
      expect(Object.keys(doc.paths[path]?.[method]?.responses ?? {}), path).toContain('401');
    }
  });

  it('documents the ETag and the 304 of every catalogue read', () => {
    const reads = SPEC_ROUTES.filter(
      ([method, path]) => method === 'get' && /^\/api\/(videos?|categories)\b/.test(path),
    );
    expect(reads).toHaveLength(4);
    for (const [method, path] of reads) {
      const responses = doc.paths[path]?.[method]?.responses ?? {};
      expect(Object.keys(responses), path).toContain('304');
      expect(responses['200'], path).toMatchObject({ headers: { ETag: expect.anything() } });
    }
  });

  it('documents GET /api/materials as a catalogue read, with its ETag and 304', () => {
    const responses = doc.paths['/api/materials']?.get?.responses ?? {};
    expect(Object.keys(responses)).toContain('304');
    expect(responses['200']).toMatchObject({ headers: { ETag: expect.anything() } });
  });

  it('documents the catalogue feed as Atom, with its ETag, 304 and the five filters', () => {
    const feed = doc.paths['/api/feeds/videos.atom']?.get;
    expect(feed?.tags).toEqual(['feeds']);
    expect(Object.keys(feed?.responses ?? {})).toEqual(['200', '304', '400']);
    expect(feed?.responses['200']).toMatchObject({
      content: { 'application/atom+xml': { schema: { type: 'string' } } },
      headers: { ETag: expect.anything() },
    });
    expect(feed?.parameters?.map((p) => (p as { name: string }).name)).toEqual([
      'category',
      'search',
      'difficulty',
      'time',
      'material',
    ]);
  });

  it.each([
    ['/api/feeds/playlists/{playlistId}.atom', 'playlistId'],
    ['/api/feeds/creators/{slug}.atom', 'slug'],
  ])('documents the feed %s as Atom, with a 404', (path, name) => {
    const feed = doc.paths[path]?.get;
    expect(feed?.tags).toEqual(['feeds']);
    expect(Object.keys(feed?.responses ?? {})).toEqual(['200', '304', '400', '404']);
    expect(feed?.parameters).toEqual([
      expect.objectContaining({ name, in: 'path', required: true }),
    ]);
  });

  it.each(SANDBOX_ROUTES)('documents the sandbox route %s %s, tagged sandbox', (method, path) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation?.tags).toEqual(['sandbox']);
    expect(operation?.summary).toMatch(/sandbox for the request tester/i);
    expect(Object.keys(operation?.responses ?? {})).toContain('401');
  });

  // The shared schemas are zod/mini; http/openapi-schema.ts lets the generator read them.
  it("documents the shared schemas' descriptions, bounds and defaults", () => {
    const videos = doc.paths['/api/videos']?.get;
    expect(videos?.parameters).toEqual([
      expect.objectContaining({
        name: 'category',
        in: 'query',
        description: "A category's _id or categoryName",
        schema: expect.objectContaining({ type: 'string', minLength: 1, maxLength: 100 }),
      }),
      expect.objectContaining({
        name: 'search',
        description: expect.stringMatching(/^Words to find, ignoring case./),
        schema: expect.objectContaining({ maxLength: 100 }),
      }),
      expect.objectContaining({
        name: 'difficulty',
        schema: expect.objectContaining({ enum: ['beginner', 'intermediate', 'advanced'] }),
      }),
      expect.objectContaining({
        name: 'time',
        description: expect.stringMatching(/30-60 is 30 to 60 minutes \(both included\)/),
        schema: expect.objectContaining({ enum: ['under-30', '30-60', 'over-60'] }),
      }),
      expect.objectContaining({
        name: 'material',
        description: expect.stringMatching(/whole words/),
        schema: expect.objectContaining({ type: 'string', maxLength: 80 }),
      }),
      expect.objectContaining({
        name: 'limit',
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 48 },
      }),
      expect.objectContaining({
        name: 'cursor',
        description: 'nextCursor of the previous page',
        schema: expect.objectContaining({ maxLength: 200 }),
      }),
    ]);
    expect(videos?.responses['200']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            properties: {
              videos: {
                items: {
                  properties: {
                    publishedAt: { description: expect.stringMatching(/^When the video was/) },
                  },
                },
              },
            },
          },
        },
      },
    });
    expect(doc.paths['/api/auth/signup']?.post?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: {
            properties: {
              email: { type: 'string', maxLength: 254 },
              password: { type: 'string', minLength: 8, maxLength: 128 },
              firstName: { type: 'string', minLength: 1, maxLength: 60 },
            },
            required: ['email', 'password', 'firstName', 'lastName'],
          },
        },
      },
    });
    expect(doc.paths['/api/user/playlists']?.get?.responses['200']).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { total: { type: 'integer', minimum: 0 } } },
        },
      },
    });
  });

  it('asks for the token on sandbox writes, and makes it optional on the sandbox read', () => {
    expect(doc.paths['/api/test-todos']?.get?.security).toEqual([{ token: [] }, {}]);
    expect(doc.paths['/api/test-todos']?.post?.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/test-todos/{todoId}']?.delete?.security).toEqual([{ token: [] }]);
  });
});
