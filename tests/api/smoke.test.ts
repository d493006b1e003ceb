import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('smoke (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  it('lists the seeded catalogue', async () => {
    const res = await api.call('GET', '/api/videos');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { videos: unknown[] };
    expect(body.videos).toHaveLength(12);
  });

  it('gives one 201 and one 409 to two racing identical likes', async () => {
    const { token } = await api.signUp();
    const results = await Promise.all(
      [1, 2].map(() =>
        api.call('POST', '/api/user/likes', {
          token,
          body: { video: { _id: 'walking-in-the-rain' } },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
