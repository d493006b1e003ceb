import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSlug } from '#shared/creator-slug.ts';
import { FOLLOWS_MAX } from '#shared/follow-bounds.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
} from '#shared/schemas/category.schema.ts';
import { CreatorPageSchema } from '#shared/schemas/creator.schema.ts';
import { FollowingPageSchema, FollowsResponseSchema } from '#shared/schemas/follow.schema.ts';
import { type Video, VideoResponseSchema, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

// Creator pages, follows and the Following page (docs/product.md, "Creator pages" and
// "Following"). The suite adds two creators of its own, "Lumen Weaver" and "Ochre & Twine", and
// a category of its own ("Weaving"), each with videos whose dates it knows.
describe.each(DIALECTS)('creators and follows (%s)', (dialect) => {
  let api: TestApi;
  let curator: { token: string };
  let weaving: string;
  const lumen = creatorSlug('Lumen Weaver');
  const ochre = creatorSlug('Ochre & Twine');

  async function add(body: Record<string, unknown>): Promise<Video> {
    const res = await api.call('POST', '/api/curation/videos', {
      token: curator.token,
      body: newVideoBody(body),
    });
    return (await expectJson(res, 201, VideoResponseSchema)).video;
  }

  async function follow(token: string, kind: string, target: string, status = 201) {
    const res = await api.call('PUT', `/api/user/follows/${kind}/${encodeURIComponent(target)}`, {
      token,
    });
    return (await expectJson(res, status, FollowsResponseSchema)).follows;
  }

  async function followingPages(token: string, limit: number, between?: () => Promise<void>) {
    const pages = [];
    let cursor: string | null | undefined;
    do {
      const query = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await api.call('GET', `/api/user/following${query}`, { token });
      const page = await expectJson(res, 200, FollowingPageSchema);
      pages.push(page);
      cursor = page.nextCursor;
      if (between && pages.length === 1) await between();
    } while (cursor);
    return pages;
  }

  beforeAll(async () => {
    api = await createTestApi(dialect);
    curator = await signUpCurator(api);
    const res = await api.call('POST', '/api/curation/categories', {
      token: curator.token,
      body: { name: 'Weaving' },
    });
    weaving = (await expectJson(res, 201, CategoryResponseSchema)).category._id;
    for (let i = 1; i <= 5; i++) {
      await add({ creator: 'Lumen Weaver', publishedAt: `2021-0${i}-01`, title: `Lumen ${i}` });
    }
    await add({ creator: 'Ochre & Twine', publishedAt: '2022-01-01', title: 'Ochre 1' });
    await add({ creator: 'Ochre & Twine', publishedAt: '2022-02-01', category: weaving });
  });
  afterAll(() => api.close());

  it('answers a creator page newest first, by keyset pages, and 404 for an unknown slug', async () => {
    expect(lumen).toBe('lumen-weaver');
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await api.call('GET', `/api/creators/${lumen}${query}`);
      const page = await expectJson(res, 200, CreatorPageSchema);
      expect(page.creator).toEqual({ slug: lumen, name: 'Lumen Weaver' });
      titles.push(...page.videos.map((v) => v.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toEqual(['Lumen 5', 'Lumen 4', 'Lumen 3', 'Lumen 2', 'Lumen 1']);

    await expectError(
      await api.call('GET', '/api/creators/nobody-at-all'),
      404,
      ServerMessage.creatorNotFound,
    );
    // Another creator's cursor is refused.
    const first = await api.call('GET', `/api/creators/${lumen}?limit=1`);
    const { nextCursor } = await expectJson(first, 200, CreatorPageSchema);
    const res = await api.call('GET', `/api/creators/${ochre}?cursor=${nextCursor}`);
    expect(res.status).toBe(400);
  });

  it('lists the seed creators under their slugs', async () => {
    const res = await api.call('GET', `/api/creators/${creatorSlug('Thread & Hoop')}`);
    const page = await expectJson(res, 200, CreatorPageSchema);
    expect(page.creator.name).toBe('Thread & Hoop');
    expect(page.videos.length).toBeGreaterThan(0);
  });

  it('follows and unfollows idempotently; unknown targets are 404', async () => {
    const { token } = await api.signUp();
    expect(await follow(token, 'creator', lumen)).toEqual([
      { kind: 'creator', target: lumen, createdAt: expect.any(String) },
    ]);
    expect(await follow(token, 'creator', lumen, 200)).toHaveLength(1);
    // A category by name is stored by its id.
    const follows = await follow(token, 'category', 'Weaving');
    expect(follows.map((f) => [f.kind, f.target])).toEqual([
      ['creator', lumen],
      ['category', weaving],
    ]);
    await expectError(
      await api.call('PUT', '/api/user/follows/creator/nobody-at-all', { token }),
      404,
      ServerMessage.creatorNotFound,
    );
    await expectError(
      await api.call('PUT', '/api/user/follows/category/no-such-category', { token }),
      404,
      ServerMessage.categoryNotFound,
    );
    const badKind = await api.call('PUT', `/api/user/follows/channel/${lumen}`, { token });
    expect(badKind.status).toBe(400);
    expect((await api.call('PUT', `/api/user/follows/creator/${lumen}`)).status).toBe(401);

    for (let i = 0; i < 2; i++) {
      const res = await api.call('DELETE', `/api/user/follows/creator/${lumen}`, { token });
      const after = (await expectJson(res, 200, FollowsResponseSchema)).follows;
      expect(after.map((f) => f.target)).toEqual([weaving]);
    }
    const list = await api.call('GET', '/api/user/follows', { token });
    expect((await expectJson(list, 200, FollowsResponseSchema)).follows).toHaveLength(1);
  });

  it(`refuses more than ${FOLLOWS_MAX} follows with a 422`, async () => {
    const { token, userId } = await api.signUp();
    const now = new Date().toISOString();
    const rows = Array.from({ length: FOLLOWS_MAX }, (_, i) => ({
      user_id: userId,
      kind: 'category' as const,
      target: `gone-category-${i}`,
      created_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await api.database.db
        .insertInto('follows')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    await expectError(
      await api.call('PUT', `/api/user/follows/creator/${lumen}`, { token }),
      422,
      ServerMessage.tooManyFollows,
    );
    // Unfollowing one makes room.
    await api.call('DELETE', '/api/user/follows/category/gone-category-0', { token });
    await follow(token, 'creator', lumen);
  });

  it('pages Following by keyset, with no gaps or repeats when videos come in between', async () => {
    const { token } = await api.signUp();
    await follow(token, 'creator', lumen);
    await follow(token, 'creator', ochre);
    await follow(token, 'category', weaving);
    const before = (await followingPages(token, 100))[0];
    // Ochre's Weaving video is in by its creator and its category: once.
    expect(before?.videos.map((v) => v.video.title)).toEqual([
      expect.any(String),
      'Ochre 1',
      'Lumen 5',
      'Lumen 4',
      'Lumen 3',
      'Lumen 2',
      'Lumen 1',
    ]);
    expect(before?.follows).toBe(3);

    const added: Video[] = [];
    const pages = await followingPages(token, 2, async () => {
      // One newer than every page (it belongs before the cursor), one in the middle.
      added.push(await add({ creator: 'Lumen Weaver', publishedAt: '2023-01-01' }));
      added.push(await add({ creator: 'Lumen Weaver', publishedAt: '2021-03-15' }));
    });
    const ids = pages.flatMap((p) => p.videos.map((v) => v.video._id));
    const expected = before?.videos.map((v) => v.video._id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id !== added[1]?._id)).toEqual(expected);
    // The one dated after the cursor shows on a later page; the newer one, on the next visit.
    expect(ids).toContain(added[1]?._id);
    expect(ids).not.toContain(added[0]?._id);
    const again = (await followingPages(token, 100))[0];
    expect(again?.videos[0]?.video._id).toBe(added[0]?._id);
  });

  it('gives the catalogue’s own order whether the followed videos are many or few among the newest', async () => {
    // A seed category is a large share of the newest videos, Lumen's are few and old: pages of
    // two come from the first read of the catalogue's next entries at first, then, past the
    // category's videos, from the per-follow reads. Every page joined is the catalogue filtered.
    const { token } = await api.signUp();
    const categories = await expectJson(
      await api.call('GET', '/api/categories'),
      200,
      CategoriesResponseSchema,
    );
    const dense = categories.categories.find((c) => c.categoryName !== 'Weaving');
    if (!dense) throw new Error('the seed has no category');
    await follow(token, 'category', dense._id);
    await follow(token, 'creator', lumen);
    const catalogue: Video[] = [];
    let cursor: string | null = null;
    do {
      const res = await api.call(
        'GET',
        `/api/videos?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = await expectJson(res, 200, VideosPageSchema);
      catalogue.push(...page.videos);
      cursor = page.nextCursor;
    } while (cursor);
    const expected = catalogue
      .filter((v) => v.categoryName === dense.categoryName || v.creator === 'Lumen Weaver')
      .map((v) => v._id);
    expect(expected.length).toBeGreaterThan(5);
    for (const limit of [1, 2, 5, 100]) {
      const ids = (await followingPages(token, limit)).flatMap((p) =>
        p.videos.map((v) => v.video._id),
      );
      expect(ids, `pages of ${limit}`).toEqual(expected);
    }
  });

  it('leaves retired videos out of creator pages and Following', async () => {
    const { token } = await api.signUp();
    const video = await add({ creator: 'Retiring Rita', publishedAt: '2024-01-01' });
    await add({ creator: 'Retiring Rita', publishedAt: '2020-01-01', title: 'Rita stays' });
    await follow(token, 'creator', 'retiring-rita');
    const res = await api.call('POST', `/api/curation/videos/${video._id}/retire`, {
      token: curator.token,
    });
    expect(res.status).toBe(200);
    const page = await expectJson(
      await api.call('GET', '/api/creators/retiring-rita'),
      200,
      CreatorPageSchema,
    );
    expect(page.videos.map((v) => v.title)).toEqual(['Rita stays']);
    const following = (await followingPages(token, 10))[0];
    expect(following?.videos.map((v) => v.video.title)).toEqual(['Rita stays']);
  });

  it('marks videos new since the visit before, and shows a curator’s new video at once', async () => {
    const { token } = await api.signUp();
    await follow(token, 'creator', ochre);
    await pause();
    // The first visit: what came before the first follow is not new.
    const first = (await followingPages(token, 10))[0];
    expect(first?.videos.length).toBeGreaterThan(0);
    expect(first?.videos.every((v) => !v.isNew)).toBe(true);

    // The creator page's answer is cached now; the catalogue's version moves with the add.
    await api.call('GET', `/api/creators/${ochre}?limit=100`);
    await pause();
    const fresh = await add({ creator: 'Ochre & Twine', publishedAt: '2019-05-05' });
    // At once, on Following and on the creator page.
    const pages = await followingPages(token, 1);
    const seen = pages.flatMap((p) => p.videos);
    expect(seen.find((v) => v.video._id === fresh._id)?.isNew).toBe(true);
    // Every page of the visit tells "new" against the same moment; the older ones are not new.
    expect(seen.filter((v) => v.isNew).map((v) => v.video._id)).toEqual([fresh._id]);
    const creator = await api.call('GET', `/api/creators/${ochre}?limit=100`);
    const ids = (await expectJson(creator, 200, CreatorPageSchema)).videos.map((v) => v._id);
    expect(ids).toContain(fresh._id);

    // The next visit: seen already, no longer new.
    await pause();
    const later = (await followingPages(token, 10))[0];
    expect(later?.videos.some((v) => v.isNew)).toBe(false);
  });

  it('keeps each user’s follows and visits apart', async () => {
    const a = await api.signUp();
    const b = await api.signUp();
    await follow(a.token, 'creator', lumen);
    const ofB = await api.call('GET', '/api/user/follows', { token: b.token });
    expect((await expectJson(ofB, 200, FollowsResponseSchema)).follows).toEqual([]);
    const feedB = (await followingPages(b.token, 10))[0];
    expect(feedB).toMatchObject({ videos: [], follows: 0, nextCursor: null });
    // B unfollowing what A follows leaves A's follow alone.
    await api.call('DELETE', `/api/user/follows/creator/${lumen}`, { token: b.token });
    const ofA = await api.call('GET', '/api/user/follows', { token: a.token });
    expect((await expectJson(ofA, 200, FollowsResponseSchema)).follows).toHaveLength(1);
  });

  it('keeps a video’s creator page when a curator renames its creator', async () => {
    const video = await add({ creator: 'Old Name Crafts', publishedAt: '2018-01-01' });
    const res = await api.call('PATCH', `/api/curation/videos/${video._id}`, {
      token: curator.token,
      body: { creator: 'Nouveau Élan' },
    });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/api/creators/old-name-crafts')).status).toBe(404);
    const page = await expectJson(
      await api.call('GET', '/api/creators/nouveau-elan'),
      200,
      CreatorPageSchema,
    );
    expect(page.creator.name).toBe('Nouveau Élan');
  });
});
