import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestLog } from '#server/app.ts';
import { ServerMessage } from '#shared/messages.ts';
import { expectError } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('request logs (%s)', (dialect) => {
  let api: TestApi;
  const entries: RequestLog[] = [];
  const errors: unknown[] = [];
  beforeAll(async () => {
    api = await createTestApi(dialect, {
      logger: { request: (entry) => entries.push(entry), error: (error) => errors.push(error) },
    });
  });
  afterAll(() => api.close());

  it('logs one entry per request with method, path, status and a numeric ms', async () => {
    entries.length = 0;
    const calls: Array<[string, string, number, { body?: unknown; token?: string }?]> = [
      ['GET', '/api/videos', 200],
      ['GET', '/api/video/no-such-video', 404],
      ['GET', '/api/user/likes', 401],
      ['POST', '/api/auth/login', 400, { body: {} }],
      ['DELETE', '/api/nowhere', 404],
    ];
    for (const [method, path, status, options] of calls) {
      const res = await api.call(method, path, options);
      expect(res.status, `${method} ${path}`).toBe(status);
    }
    expect(entries).toHaveLength(calls.length);
    entries.forEach((entry, i) => {
      const [method, path, status] = calls[i] ?? [];
      expect(entry).toEqual({
        id: expect.any(String),
        method,
        path,
        status,
        ms: expect.any(Number),
      });
      expect(Number.isFinite(entry.ms)).toBe(true);
      expect(entry.ms).toBeGreaterThanOrEqual(0);
    });
  });

  it('logs the path without the query string', async () => {
    entries.length = 0;
    await api.call('GET', '/api/videos?limit=2&search=paint');
    expect(entries).toEqual([
      {
        id: expect.any(String),
        method: 'GET',
        path: '/api/videos',
        status: 200,
        ms: expect.any(Number),
      },
    ]);
  });

  it('logs a created answer of an authenticated call', async () => {
    const { token } = await api.signUp();
    entries.length = 0;
    await api.call('POST', '/api/user/likes', {
      token,
      body: { video: { _id: seedVideo(0).id } },
    });
    expect(entries).toEqual([
      {
        id: expect.any(String),
        method: 'POST',
        path: '/api/user/likes',
        status: 201,
        ms: expect.any(Number),
      },
    ]);
  });

  it('reports no unhandled errors for ordinary traffic', () => {
    expect(errors).toEqual([]);
  });

  it('logs a failure as a 500 entry plus one error, and answers without internals', async () => {
    const logged: RequestLog[] = [];
    const failures: Array<{ error: unknown; context: unknown }> = [];
    const broken = await createTestApi(dialect, {
      logger: {
        request: (entry) => logged.push(entry),
        error: (error, context) => failures.push({ error, context }),
      },
    });
    await broken.close(); // the database is gone: every query now fails
    const res = await broken.call('GET', '/api/categories');
    await expectError(res, 500, ServerMessage.internal);
    expect(logged).toEqual([
      {
        id: expect.any(String),
        method: 'GET',
        path: '/api/categories',
        status: 500,
        ms: expect.any(Number),
      },
    ]);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.error).toBeInstanceOf(Error);
    expect(failures[0]?.context).toEqual({ method: 'GET', path: '/api/categories' });
  });
});

describe('request ids', () => {
  let api: TestApi;
  const entries: RequestLog[] = [];
  beforeAll(async () => {
    api = await createTestApi('sqlite', {
      logger: { request: (entry) => entries.push(entry), error: () => {} },
    });
  });
  afterAll(() => api.close());

  it('answers each request its id in X-Request-Id, the one its log line carries', async () => {
    entries.length = 0;
    const first = await api.call('GET', '/api/categories');
    const second = await api.call('GET', '/api/no-such-route');
    const ids = [first, second].map((res) => res.headers.get('x-request-id'));
    expect(ids[0]).toMatch(/^[\w-]{8,}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(entries.map((entry) => entry.id)).toEqual(ids);
  });

  it("keeps a caller's own sane X-Request-Id, and replaces one that is not", async () => {
    const kept = await api.call('GET', '/api/categories', {
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234');
    const odd = await api.call('GET', '/api/categories', {
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});
