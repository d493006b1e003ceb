import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  curatedImportRows,
  writeCuratedImport,
} from '#server/db/repositories/curation-video.repository.ts';
import { readAndCheckImport } from '#server/import/curated-import.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { expectJson } from '../support/api-assertions.ts';
import { youtubeIdFor } from '../support/curators.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';

// On PostgreSQL the imports stay on the app's own handle (import/imports.ts, inConnectionImports):
// the pool gives an import's transaction a connection of its own, and other requests read on.
// Here a curator's file is written as the import writes it, its transaction held open.

describe('a curator import on PostgreSQL', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('postgres');
  });
  afterAll(() => api.close());

  const search = async (words: string) =>
    (
      await expectJson(
        await api.call('GET', `/api/videos?search=${encodeURIComponent(words)}&limit=100`),
        200,
        VideosPageSchema,
      )
    ).videos;

  it('does not hold catalogue reads up while its transaction is open', async () => {
    const lines = Array.from(
      { length: 300 },
      (_, i) => `https://youtu.be/${youtubeIdFor(i)},Pooled lantern ${i},Pool Lab,craft-ideas`,
    );
    const checked = await readAndCheckImport(api.database.db, {
      type: 'csv',
      text: ['url,title,creator,category', ...lines].join('\n'),
    });
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    const rows = await curatedImportRows(
      { _id: 'test', email: 'test@example.com' },
      checked.videos,
      checked.categoryIds,
    );
    let seenDuring: unknown[] | undefined;
    await api.database.db.transaction().execute(async (trx) => {
      await writeCuratedImport(trx, rows);
      // Every row written, not committed: another request's read answers, without them.
      seenDuring = await search('pooled lantern');
      // The catalogue's first page too (its cache reads the catalogue version the import bumps).
      expect((await api.call('GET', '/api/videos')).status).toBe(200);
    });
    expect(seenDuring).toEqual([]);
    expect(await search('pooled lantern')).toHaveLength(100);
  });
});
