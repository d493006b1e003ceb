import { describe, expect, it } from 'vitest';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { countRows, expectJson } from '../support/api-assertions.ts';
import { createTestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('migrations (%s)', (dialect) => {
  // Regression: on PostgreSQL, Kysely's migrator once found another schema's bookkeeping tables
  // and skipped creating its own, so a second database beside a live one failed to migrate.
  it('migrates and seeds a second database while another one is live', async () => {
    const first = await createTestApi(dialect);
    try {
      const second = await createTestApi(dialect);
      try {
        for (const api of [first, second]) {
          const res = await api.call('GET', '/api/videos');
          expect((await expectJson(res, 200, VideosPageSchema)).videos).toHaveLength(12);
        }
        await second.signUp();
        expect(await countRows(first.database, 'users')).toBe(1);
        expect(await countRows(second.database, 'users')).toBe(2);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
