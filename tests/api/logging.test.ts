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
      expect(entry).toEqual({ method, path, status, ms: expect.any(Number) });
      expect(Number.isFinite(entry.ms)).toBe(true);
      expect(entry.ms).toBeGreaterThanOrEqual(0);
    });
  });

  it('logs the path without the query string', async () => {
    entries.length = 0;
    await api.call('GET', '/api/videos?limit=2&search=paint');
    expect(entries).toEqual([
      { method: 'GET', path: '/api/videos', status: 200, ms: expect.any(Number) },
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
      { method: 'POST', path: '/api/user/likes', status: 201, ms: expect.any(Number) },
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
      { method: 'GET', path: '/api/categories', status: 500, ms: expect.any(Number) },
    ]);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.error).toBeInstanceOf(Error);
    expect(failures[0]?.context).toEqual({ method: 'GET', path: '/api/categories' });
  });
});
