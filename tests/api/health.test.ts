import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimits } from '#server/http/rate-limits.ts';
import { ServerMessage } from '#shared/messages.ts';
import { HealthResponseSchema } from '#shared/schemas/health.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('operations (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    const one = { points: 1, seconds: 60 };
    api = await createTestApi(dialect, {
      version: '9.9.9',
      rateLimits: memoryRateLimits({
        loginPerEmail: one,
        loginPerAddress: one,
        signupPerAddress: one,
        apiPerAddress: one,
      }),
    });
  });
  afterAll(() => api.close());

  it('answers GET /api/health with the database up and the version, never rate-limited', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await api.call('GET', '/api/health');
      expect(await expectJson(res, 200, HealthResponseSchema)).toEqual({
        status: 'ok',
        database: 'up',
        version: '9.9.9',
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers a non-GET outside /api with a JSON 404, not a text one', async () => {
    for (const method of ['POST', 'DELETE', 'PUT']) {
      const res = await api.call(method, '/anything/here');
      await expectError(res, 404, ServerMessage.pageNotFound);
    }
  });
});

describe('health with the database gone', () => {
  it('answers 503 with the database down', async () => {
    const api = await createTestApi('sqlite', { version: '1.0.0' });
    await api.close();
    const res = await api.call('GET', '/api/health');
    expect(await expectJson(res, 503, HealthResponseSchema)).toEqual({
      status: 'unavailable',
      database: 'down',
      version: '1.0.0',
    });
  });
});
