import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVideos } from '#server/db/seed-catalogue.ts';
import { formatViews } from '#shared/format/views.ts';
import { VideoResponseSchema, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { expectJson } from '../support/api-assertions.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// A client says views in its own language from `viewCount`; `views` stays the English text.
describe.each(DIALECTS)('views as a number (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  it('gives every catalogue video its views as the number stored, beside the English text', async () => {
    const { videos } = await expectJson(
      await api.call('GET', '/api/videos'),
      200,
      VideosPageSchema,
    );
    expect(videos).toHaveLength(seedVideos.length);
    for (const video of videos) {
      const seeded = seedVideos.find((seed) => seed.id === video._id);
      expect(video.viewCount, video._id).toBe(seeded?.viewCount);
      expect(video.views, video._id).toBe(formatViews(video.viewCount, 'en'));
    }
  });

  it('answers the English text whatever language the client asks for', async () => {
    const [first] = seedVideos;
    if (!first) throw new Error('the seed has no videos');
    const res = await api.call('GET', `/api/video/${first.id}`, {
      headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' },
    });
    const { video } = await expectJson(res, 200, VideoResponseSchema);
    expect(video.viewCount).toBe(first.viewCount);
    expect(video.views).toMatch(/^\d+(\.\d)?[KMB]?$/);
    expect(video.created).toMatch(/ ago$/);
  });
});
