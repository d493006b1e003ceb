import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoriesResponseSchema } from '#shared/schemas/category.schema.ts';
import { expectJson } from '../support/api-assertions.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('API_DELAY_MS (%s)', (dialect) => {
  let delayed: TestApi;
  beforeAll(async () => {
    delayed = await createTestApi(dialect, { apiDelayMs: 200 });
  });
  afterAll(() => delayed.close());

  it('holds every /api answer back by the configured delay', async () => {
    const started = performance.now();
    const res = await delayed.call('GET', '/api/categories');
    const elapsed = performance.now() - started;
    const { categories } = await expectJson(res, 200, CategoriesResponseSchema);
    expect(categories).toHaveLength(3);
    expect(elapsed).toBeGreaterThanOrEqual(190);
  });
});
