import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo, withCraftFacts } from '#server/db/factories.ts';
import { insertCraftedVideos } from '#server/db/repositories/video.repository.ts';
import { seedSteps } from '#server/db/seed-catalogue.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { VideoDetailsResponseSchema } from '#shared/schemas/video-details.schema.ts';
import { parseSteps } from '#shared/steps/parse-steps.ts';
import { generateVideos, Random } from '../../scripts/large-catalogue/large-catalogue.ts';
import { expectJson } from '../support/api-assertions.ts';
import { seedCategory, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// Steps (docs/decisions/0009): the one-video answer carries the video's steps, from data for the demo
// videos and read from the description's timestamps for any other; catalogue pages do not.

const FACTS = { difficulty: 'beginner', projectMinutes: 30, materials: [] } as const;
const TIMESTAMPED = [
  'A frame from a cereal box, start to finish.',
  '',
  '0:00 Intro',
  '3:10 Decorate the border',
  'Step 2 – 1:25 Cut the window',
].join('\n');

describe.each(DIALECTS)('video steps (%s)', (dialect) => {
  let api: TestApi;
  const withSteps = makeTestVideo(seedCategory(0).id, { description: TIMESTAMPED });
  const without = makeTestVideo(seedCategory(1).id, { description: 'No times here, 5:00 or so.' });

  beforeAll(async () => {
    api = await createTestApi(dialect);
    await insertCraftedVideos(api.database.db, [
      withCraftFacts(withSteps, { ...FACTS, materials: [] }),
      withCraftFacts(without, { ...FACTS, materials: [] }),
    ]);
  });
  afterAll(() => api.close());

  const getVideo = async (idOrLink: string) =>
    (
      await expectJson(
        await api.call('GET', `/api/video/${encodeURIComponent(idOrLink)}`),
        200,
        VideoDetailsResponseSchema,
      )
    ).video;

  it('a demo video has its steps from data, earliest first', async () => {
    const frame = seedVideo(3);
    expect(frame.id).toBe('cardboard-photo-frame');
    const video = await getVideo(frame.id);
    expect(video.description).toBe(frame.description);
    expect(video.steps[0]).toEqual({ seconds: 0, title: 'Intro and materials' });
    expect(video.steps[2]).toEqual({ seconds: 135, title: 'Cutting the window' });
    expect(video.steps).toHaveLength(seedSteps[frame.id]?.length ?? -1);
    // By its link too, with or without the v= prefix.
    expect((await getVideo(frame.videoLink)).steps).toEqual(video.steps);
  });

  it('every demo video has at least two steps, in order', async () => {
    for (let i = 0; i < 12; i++) {
      const { steps } = await getVideo(seedVideo(i).id);
      expect(steps.length).toBeGreaterThanOrEqual(2);
      const seconds = steps.map((s) => s.seconds);
      expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    }
  });

  it('another video has the steps its description lists, sorted by time', async () => {
    const video = await getVideo(withSteps.id);
    expect(video.steps).toEqual([
      { seconds: 0, title: 'Intro' },
      { seconds: 85, title: 'Cut the window' },
      { seconds: 190, title: 'Decorate the border' },
    ]);
  });

  it('a video whose description has no timestamps has no steps', async () => {
    expect((await getVideo(without.id)).steps).toEqual([]);
  });

  it('catalogue pages do not carry steps', async () => {
    const res = await api.call('GET', '/api/videos?limit=100');
    const raw: unknown = await res.clone().json();
    expect(JSON.stringify(raw)).not.toContain('"steps"');
    const page = await expectJson(res, 200, VideosPageSchema);
    expect(page.videos.length).toBeGreaterThanOrEqual(14);
  });

  it('a changed description changes the steps the next answer carries (the cache follows)', async () => {
    const path = `/api/video/${withSteps.id}`;
    const before = await api.call('GET', path);
    const etag = before.headers.get('etag');
    expect(etag).not.toBeNull();
    await api.database.db
      .updateTable('videos')
      .set({ description: '0:00 Start\n0:42 Fold the corners' })
      .where('id', '=', withSteps.id)
      .execute();
    const after = await api.call('GET', path, { headers: { 'if-none-match': etag ?? '' } });
    const { video } = await expectJson(after, 200, VideoDetailsResponseSchema);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(video.steps).toEqual([
      { seconds: 0, title: 'Start' },
      { seconds: 42, title: 'Fold the corners' },
    ]);
  });
});

describe('generated catalogue', () => {
  it('gives most generated videos timestamp lines that read as steps, and some none', () => {
    const videos = [...generateVideos(300, new Random(7))].map((rows) => rows.video);
    const steps = videos.map((video) => parseSteps(video.description));
    const listed = steps.filter((s) => s.length > 0);
    expect(listed.length).toBeGreaterThan(150);
    expect(listed.length).toBeLessThan(300);
    for (const s of listed) {
      expect(s.length).toBeGreaterThanOrEqual(3);
      expect(s[0]).toEqual({ seconds: 0, title: 'Intro' });
    }
  });
});
