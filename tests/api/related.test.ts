import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import { CategoryResponseSchema } from '#shared/schemas/category.schema.ts';
import {
  RELATED_MAX,
  type RelatedVideo,
  RelatedVideosResponseSchema,
} from '#shared/schemas/related.schema.ts';
import { type Video, VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// "Up next" (docs/product.md, "Video page"): GET /api/video/{videoId}/related. The suite adds a
// category of its own with a watched video (S) and videos related to it in known ways; the
// demo catalogue fills the rest of the answer.
describe.each(DIALECTS)('related videos (%s)', (dialect) => {
  let api: TestApi;
  let curator: { token: string };
  let category: string;
  const made: Record<string, Video> = {};

  async function add(name: string, body: Record<string, unknown>): Promise<Video> {
    const res = await api.call('POST', '/api/curation/videos', {
      token: curator.token,
      body: newVideoBody({ title: `Lantern ${name}`, category, ...body }),
    });
    const { video } = await expectJson(res, 201, VideoResponseSchema);
    made[name] = video;
    return video;
  }

  async function related(videoId: string, options: { query?: string; token?: string } = {}) {
    const res = await api.call('GET', `/api/video/${videoId}/related${options.query ?? ''}`, {
      token: options.token,
    });
    return (await expectJson(res, 200, RelatedVideosResponseSchema)).related;
  }
  const idsOf = (items: RelatedVideo[]) => items.map((item) => item.video._id);
  const id = (name: string) => made[name]?._id ?? `missing ${name}`;

  beforeAll(async () => {
    api = await createTestApi(dialect);
    curator = await signUpCurator(api);
    const res = await api.call('POST', '/api/curation/categories', {
      token: curator.token,
      body: { name: 'Lanterns' },
    });
    category = (await expectJson(res, 201, CategoryResponseSchema)).category._id;
    await add('S', {
      difficulty: 'intermediate',
      publishedAt: '2024-01-01',
      materials: [
        { name: 'Moon paper', quantity: '2 sheets' },
        { name: 'Star wire' },
        { name: 'Lantern glue' },
      ],
    });
    // Same category, nothing in common, newest of all.
    await add('A', { difficulty: 'beginner', publishedAt: '2025-06-01', materials: [] });
    // Same category, two materials in common.
    await add('B', {
      difficulty: 'advanced',
      publishedAt: '2020-01-01',
      materials: [{ name: 'Lantern glue' }, { name: 'Star wires' }],
    });
    // Same category, one material in common (a plural of the same key).
    await add('C', {
      difficulty: 'intermediate',
      publishedAt: '2021-01-01',
      materials: [{ name: 'Moon papers' }, { name: 'Tissue' }],
    });
    // Another category, all three in common.
    await add('D', {
      category: 'craft-ideas',
      difficulty: 'beginner',
      publishedAt: '2019-01-01',
      materials: [{ name: 'Lantern glue' }, { name: 'Moon paper' }, { name: 'Star wire' }],
    });
    // Another category, nothing in common, the same difficulty, older than every demo video.
    await add('E', {
      category: 'craft-ideas',
      difficulty: 'intermediate',
      publishedAt: '2005-02-01',
      materials: [{ name: 'Paper' }],
    });
    // Would rank first, but retired.
    await add('R', {
      difficulty: 'intermediate',
      publishedAt: '2024-02-01',
      materials: [{ name: 'Moon paper' }, { name: 'Star wire' }, { name: 'Lantern glue' }],
    });
    const retired = await api.call('POST', `/api/curation/videos/${id('R')}/retire`, {
      token: curator.token,
    });
    expect(retired.status).toBe(200);
  });
  afterAll(() => api.close());

  it('ranks by category, then shared materials, then difficulty, then newest, with reasons', async () => {
    const items = await related(id('S'));
    expect(items).toHaveLength(RELATED_MAX);
    expect(idsOf(items).slice(0, 9)).toEqual([
      id('B'),
      id('C'),
      id('A'),
      id('D'),
      // The demo's intermediate projects, newest first, then E, the oldest.
      'cardboard-box-organizers',
      'cardboard-mini-basket',
      'walking-in-the-rain',
      'acrylic-techniques-nine-tricks',
      id('E'),
    ]);
    expect(items.slice(0, 5).map((item) => item.reason)).toEqual([
      { kind: 'material', material: 'Star wire' },
      // Named as the watched video names it, not as C does ("Moon papers").
      { kind: 'material', material: 'Moon paper' },
      { kind: 'category' },
      { kind: 'material', material: 'Moon paper' },
      { kind: 'difficulty' },
    ]);
    // Then the projects a step easier or harder, newest first.
    expect(idsOf(items).slice(9)).toEqual([
      'cardboard-photo-frame',
      'shoe-box-reuse',
      'best-out-of-waste-ideas',
    ]);
    for (const item of items.slice(5)) expect(item.reason).toEqual({ kind: 'difficulty' });
    for (const item of items) expect(item.watched).toBe(false);
  });

  it('answers the same for the videoLink as for the _id', async () => {
    const byLink = await related(encodeURIComponent(made.S?.videoLink ?? ''));
    expect(idsOf(byLink)).toEqual(idsOf(await related(id('S'))));
  });

  it('never answers the video itself nor a retired video', async () => {
    for (const videoId of [id('S'), id('B'), id('D'), 'cardboard-mini-basket']) {
      const ids = idsOf(await related(videoId));
      expect(ids).not.toContain(videoId);
      expect(ids).not.toContain(id('R'));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('says "recent" for a video related in none of the ways', async () => {
    // An advanced painting: beginner projects of other categories sharing nothing are far.
    const items = await related('realistic-acrylic-sunset');
    const recent = items.filter((item) => item.reason.kind === 'recent');
    expect(recent.length).toBeGreaterThan(0);
    for (const { video } of recent) {
      expect(video.difficulty).toBe('beginner');
      expect(video.categoryName).not.toBe('Paintings');
    }
    // The category's other paintings come first.
    expect(items.slice(0, 3).map((item) => item.video.categoryName)).toEqual([
      'Paintings',
      'Paintings',
      'Paintings',
    ]);
  });

  it("puts a signed-in user's watched videos last, marked, and leaves them out with hideWatched=1", async () => {
    const { token } = await api.signUp();
    for (const name of ['B', 'A']) {
      expect((await api.call('PUT', `/api/user/history/${id(name)}`, { token })).status).toBe(200);
    }
    const items = await related(id('S'), { token });
    expect(idsOf(items).slice(0, 3)).toEqual([id('C'), id('D'), 'cardboard-box-organizers']);
    expect(idsOf(items).slice(-2)).toEqual([id('B'), id('A')]);
    expect(items.map((item) => item.watched)).toEqual([...Array(10).fill(false), true, true]);

    const hidden = await related(id('S'), { token, query: '?hideWatched=1' });
    expect(hidden).toHaveLength(RELATED_MAX);
    expect(idsOf(hidden)).not.toContain(id('A'));
    expect(idsOf(hidden)).not.toContain(id('B'));
    expect(hidden.every((item) => !item.watched)).toBe(true);
    expect(idsOf(hidden).slice(0, 2)).toEqual([id('C'), id('D')]);

    // hideWatched=0, and a visitor's hideWatched=1, change nothing.
    expect(idsOf(await related(id('S'), { token, query: '?hideWatched=0' }))).toEqual(idsOf(items));
    expect(idsOf(await related(id('S'), { query: '?hideWatched=1' }))).toEqual(
      idsOf(await related(id('S'))),
    );
  });

  it("serves a visitor's answer from the catalogue's cache, follows a curator's change at once, and makes a signed-in user's fresh", async () => {
    const path = `/api/video/${id('S')}/related`;
    const first = await api.call('GET', path);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('vary') ?? '').toMatch(/authorization/i);
    const again = await api.call('GET', path, { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);

    // A signed-in user's answer is theirs: a video watched a moment ago goes last at once.
    const { token } = await api.signUp();
    const before = await related(id('S'), { token });
    expect(idsOf(before)[0]).toBe(id('B'));
    expect((await api.call('PUT', `/api/user/history/${id('B')}`, { token })).status).toBe(200);
    const mine = await api.call('GET', path, { token });
    expect(mine.headers.get('vary') ?? '').toMatch(/authorization/i);
    const after = (await expectJson(mine, 200, RelatedVideosResponseSchema)).related;
    expect(idsOf(after).at(-1)).toBe(id('B'));
    // The visitor's answer is untouched by it, and still current.
    expect((await api.call('GET', path, { headers: { 'if-none-match': tag ?? '' } })).status).toBe(
      304,
    );

    // A curator's new video that ranks first reaches the visitor's next answer.
    await add('F', {
      difficulty: 'intermediate',
      publishedAt: '2024-03-01',
      materials: [{ name: 'Moon paper' }, { name: 'Star wire' }, { name: 'Lantern glue' }],
    });
    const changed = await api.call('GET', path, { headers: { 'if-none-match': tag ?? '' } });
    expect(changed.status).toBe(200);
    const items = (await expectJson(changed, 200, RelatedVideosResponseSchema)).related;
    expect(idsOf(items)[0]).toBe(id('F'));
    expect(changed.headers.get('etag')).not.toBe(tag);
    const retired = await api.call('POST', `/api/curation/videos/${id('F')}/retire`, {
      token: curator.token,
    });
    expect(retired.status).toBe(200);
    expect(idsOf(await related(id('S')))).not.toContain(id('F'));
  });

  it('answers 404 in the error shape for an unknown or a retired video', async () => {
    for (const videoId of ['no-such-video', id('R')]) {
      await expectError(
        await api.call('GET', `/api/video/${videoId}/related`),
        404,
        ServerMessage.videoNotFound,
      );
    }
  });

  it('answers 400 in the error shape for a bad query, and 401 for a bad token', async () => {
    for (const query of ['?hideWatched=yes', '?hideWatched=', '?hideWatched=2']) {
      await expectError(
        await api.call('GET', `/api/video/${id('S')}/related${query}`),
        400,
        /hideWatched/,
      );
    }
    const res = await api.call('GET', `/api/video/${id('S')}/related`, { token: 'not-a-token' });
    expect(res.status).toBe(401);
  });
});
