import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CuratedVideosPageSchema } from '#shared/schemas/curation.schema.ts';
import { type Video, VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('curators: finding videos by title or creator (%s)', (dialect) => {
  let api: TestApi;
  let curator: { token: string };
  let quilt: Video;
  let byQuilter: Video;
  let wildcard: Video;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    curator = await signUpCurator(api);
    const add = async (body: Record<string, unknown>) =>
      (
        await expectJson(
          await api.call('POST', '/api/curation/videos', { token: curator.token, body }),
          201,
          VideoResponseSchema,
        )
      ).video;
    quilt = await add(newVideoBody({ title: 'Zigzag QUILT border', creator: 'Sew Studio' }));
    byQuilter = await add(newVideoBody({ title: 'Pot holder', creator: 'The zigzag quilter' }));
    wildcard = await add(newVideoBody({ title: 'Zigzag 100%_wool scarf', creator: 'Knit' }));
  });
  afterAll(() => api.close());

  const find = async (query: string) =>
    (
      await expectJson(
        await api.call('GET', `/api/curation/videos?${query}`, { token: curator.token }),
        200,
        CuratedVideosPageSchema,
      )
    ).videos.map((video) => video._id);

  it('keeps the videos whose title or creator holds q, any case, newest first', async () => {
    expect(await find('q=zigzag%20quil')).toEqual([byQuilter._id, quilt._id]);
    expect(await find('q=%20Quilt%20')).toEqual([byQuilter._id, quilt._id]);
  });

  it('reads % and _ as themselves, not as wildcards', async () => {
    expect(await find(`q=${encodeURIComponent('100%_w')}`)).toEqual([wildcard._id]);
    expect(await find(`q=${encodeURIComponent('zigzag_')}`)).toEqual([]);
  });

  it('combines with the status and pages with the cursor', async () => {
    await expectJson(
      await api.call('POST', `/api/curation/videos/${quilt._id}/retire`, { token: curator.token }),
      200,
      VideoResponseSchema,
    );
    expect(await find('q=zigzag&status=retired')).toEqual([quilt._id]);
    expect(await find('q=zigzag&status=active')).toEqual([wildcard._id, byQuilter._id]);
    const first = await expectJson(
      await api.call('GET', '/api/curation/videos?q=zigzag&limit=2', { token: curator.token }),
      200,
      CuratedVideosPageSchema,
    );
    expect(first.videos.map((video) => video._id)).toEqual([wildcard._id, byQuilter._id]);
    const cursor = encodeURIComponent(first.nextCursor ?? '');
    expect(await find(`q=zigzag&limit=2&cursor=${cursor}`)).toEqual([quilt._id]);
  });

  it('refuses a q longer than 100 characters', async () => {
    const response = await api.call('GET', `/api/curation/videos?q=${'a'.repeat(101)}`, {
      token: curator.token,
    });
    await expectError(response, 400, 'q must be at most 100 characters');
  });
});
