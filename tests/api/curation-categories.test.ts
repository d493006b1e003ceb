import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/db/seed.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { categoryNotEmptyMessage, ServerMessage } from '#shared/messages.ts';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
} from '#shared/schemas/category.schema.ts';
import {
  AuditPageSchema,
  CategoryNotEmptySchema,
  CuratedVideosPageSchema,
} from '#shared/schemas/curation.schema.ts';
import { VideoResponseSchema, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { expectBelow500, expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { seedVideo, seedVideoCountsByCategoryName } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('curators: categories (%s)', (dialect) => {
  let api: TestApi;
  let curator: { token: string; userId: string; email: string };
  beforeAll(async () => {
    api = await createTestApi(dialect);
    curator = await signUpCurator(api);
  });
  afterAll(() => api.close());

  const call = (method: string, path: string, body?: unknown) =>
    api.call(method, `/api/curation${path}`, { token: curator.token, body });
  const categories = async () =>
    (await expectJson(await api.call('GET', '/api/categories'), 200, CategoriesResponseSchema))
      .categories;
  const audit = async (query: string) =>
    (
      await expectJson(
        await api.call('GET', `/api/curation/audit?${query}`, { token: curator.token }),
        200,
        AuditPageSchema,
      )
    ).entries;

  it('adds a category at the end of the order, with its label and description, for everyone to see', async () => {
    const etag = (await api.call('GET', '/api/categories')).headers.get('etag') ?? '';
    const { category } = await expectJson(
      await call('POST', '/categories', {
        name: 'Knitting',
        label: 'Knits',
        description: 'Needles, yarn and patience.',
      }),
      201,
      CategoryResponseSchema,
    );
    expect(category).toMatchObject({
      categoryName: 'Knitting',
      label: 'Knits',
      description: 'Needles, yarn and patience.',
    });
    const all = await categories();
    expect(all.at(-1)).toEqual(category);
    const again = await api.call('GET', '/api/categories', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(200);
    const one = await expectJson(
      await api.call('GET', `/api/categories/${category._id}`),
      200,
      CategoryResponseSchema,
    );
    expect(one.category).toEqual(category);
    // A video can go in it, by id or by name.
    const video = await expectJson(
      await call('POST', '/videos', newVideoBody({ category: 'knitting' })),
      201,
      VideoResponseSchema,
    );
    expect(video.video.categoryName).toBe('Knitting');
    const [entry] = await audit(`action=category.add&targetId=${category._id}`);
    expect(entry).toMatchObject({
      target: { kind: 'category', _id: category._id },
      before: null,
      after: { categoryName: 'Knitting', label: 'Knits' },
    });
  });

  it('takes the name as the label when none is given, and refuses a name taken in any case (409)', async () => {
    const { category } = await expectJson(
      await call('POST', '/categories', { name: 'Pottery' }),
      201,
      CategoryResponseSchema,
    );
    expect(category).toMatchObject({ label: 'Pottery', description: '' });
    await expectError(
      await call('POST', '/categories', { name: 'pottery' }),
      409,
      ServerMessage.categoryNameTaken,
    );
    await expectError(
      await call('PATCH', `/categories/${category._id}`, { name: 'PAINTINGS' }),
      409,
      ServerMessage.categoryNameTaken,
    );
  });

  it('renames, relabels and describes a category; the catalogue answers follow; the audit has before and after', async () => {
    const { category } = await expectJson(
      await call('PATCH', '/categories/paintings', {
        name: 'Painting',
        label: 'Paint',
        description: 'Brushes.',
      }),
      200,
      CategoryResponseSchema,
    );
    expect(category).toEqual({
      _id: 'paintings',
      categoryName: 'Painting',
      label: 'Paint',
      description: 'Brushes.',
    });
    const listed = await api.call('GET', '/api/videos?category=Painting');
    const body = (await listed.json()) as { videos: Array<{ categoryName: string }> };
    expect(body.videos.length).toBe(seedVideoCountsByCategoryName().Paintings);
    expect(body.videos.every((v) => v.categoryName === 'Painting')).toBe(true);
    const [entry] = await audit('action=category.edit&targetId=paintings');
    expect(entry?.before).toMatchObject({ categoryName: 'Paintings', label: 'Paintings' });
    expect(entry?.after).toMatchObject({ categoryName: 'Painting', label: 'Paint' });
    // Unchanged: no entry.
    const count = (await audit('action=category.edit')).length;
    await call('PATCH', '/categories/paintings', { label: 'Paint' });
    expect(await audit('action=category.edit')).toHaveLength(count);
  });

  it('refuses to delete a category that holds videos (409, with the count), retired ones included', async () => {
    const { category } = await expectJson(
      await call('POST', '/categories', { name: `Mosaics ${Date.now()}` }),
      201,
      CategoryResponseSchema,
    );
    const added = await expectJson(
      await call('POST', '/videos', newVideoBody({ category: category._id })),
      201,
      VideoResponseSchema,
    );
    await call('POST', `/videos/${added.video._id}/retire`);
    const res = await call('DELETE', `/categories/${category._id}`);
    const body = CategoryNotEmptySchema.parse(JSON.parse(await res.clone().text()));
    expect(body.videos).toBe(1);
    await expectError(res, 409, categoryNotEmptyMessage(1));

    const seeded = await call('DELETE', '/categories/craft-ideas');
    expect(CategoryNotEmptySchema.parse(await seeded.json()).videos).toBeGreaterThanOrEqual(
      seedVideoCountsByCategoryName()['Craft Ideas'] ?? 1,
    );

    // Moved out, it can go.
    await call('PATCH', `/videos/${added.video._id}`, { category: 'paintings' });
    const deleted = await expectJson(
      await call('DELETE', `/categories/${category._id}`),
      200,
      CategoriesResponseSchema,
    );
    expect(deleted.categories.map((c) => c._id)).not.toContain(category._id);
    await expectError(
      await api.call('GET', `/api/categories/${category._id}`),
      404,
      ServerMessage.categoryNotFound,
    );
    await expectError(
      await call('DELETE', `/categories/${category._id}`),
      404,
      ServerMessage.categoryNotFound,
    );
    const [entry] = await audit(`action=category.delete&targetId=${category._id}`);
    expect(entry).toMatchObject({ before: { categoryName: category.categoryName }, after: null });
  });

  it('puts the categories in a new order, which GET /categories answers in', async () => {
    const ids = (await categories()).map((c) => c._id);
    const reversed = [...ids].reverse();
    const { categories: answered } = await expectJson(
      await call('PUT', '/categories/order', { categoryIds: reversed }),
      200,
      CategoriesResponseSchema,
    );
    expect(answered.map((c) => c._id)).toEqual(reversed);
    expect((await categories()).map((c) => c._id)).toEqual(reversed);
    const [entry] = await audit('action=category.reorder');
    expect(entry).toMatchObject({
      target: { kind: 'category', _id: 'order' },
      before: { order: ids },
      after: { order: reversed },
    });
    // Not today's categories: 409; a bad body: 400.
    await expectError(
      await call('PUT', '/categories/order', { categoryIds: reversed.slice(1) }),
      409,
      ServerMessage.categoryOrderMismatch,
    );
    await expectError(
      await call('PUT', '/categories/order', { categoryIds: [...reversed.slice(1), reversed[1]] }),
      409,
    );
    for (const body of [{}, { categoryIds: [] }, { categoryIds: 'x' }, { categoryIds: [1] }]) {
      await expectError(await call('PUT', '/categories/order', body), 400);
    }
    await call('PUT', '/categories/order', { categoryIds: ids });
  });

  it('answers bad category input with 400s, never a 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(61) },
      { name: 'Ok', label: 'x'.repeat(31) },
      { name: 'Ok', description: 'x'.repeat(501) },
      { name: 5 },
      { name: 'nul\u0000' },
      [],
      'text',
    ];
    for (const body of bodies) {
      const res = await call('POST', '/categories', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      await expectBelow500(res, JSON.stringify(body));
    }
    for (const body of [{}, { name: '' }, { label: '' }]) {
      await expectError(await call('PATCH', '/categories/paintings', body), 400);
    }
    await expectError(
      await call('PATCH', '/categories/no-such', { label: 'x' }),
      404,
      ServerMessage.categoryNotFound,
    );
  });
});

// The seed runs at every start: it must not undo what curators did to the seed's categories.
describe.each(DIALECTS)('curators: the seed keeps their changes (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  it('keeps a label a curator set and a seed category a curator deleted, across restarts', async () => {
    const curator = await signUpCurator(api);
    const call = (method: string, path: string, body?: unknown) =>
      api.call(method, `/api/curation${path}`, { token: curator.token, body });
    expect((await call('PATCH', '/categories/craft-ideas', { label: 'Handmade' })).status).toBe(
      200,
    );
    const page = await expectJson(
      await call('GET', '/videos?status=all&limit=100'),
      200,
      CuratedVideosPageSchema,
    );
    for (const video of page.videos.filter((v) => v.categoryName === 'Best Out of Waste')) {
      expect((await call('PATCH', `/videos/${video._id}`, { category: 'paintings' })).status).toBe(
        200,
      );
    }
    expect((await call('DELETE', '/categories/best-out-of-waste')).status).toBe(200);

    await seedDatabase(api.database.db, argon2Hasher);
    await seedDatabase(api.database.db, argon2Hasher);

    const { categories } = await expectJson(
      await api.call('GET', '/api/categories'),
      200,
      CategoriesResponseSchema,
    );
    expect(categories.map((c) => [c._id, c.label])).toEqual([
      ['craft-ideas', 'Handmade'],
      ['paintings', 'Paintings'],
    ]);
  });

  it("keeps a seed video's materials as a curator changed them", async () => {
    const curator = await signUpCurator(api);
    const { id } = seedVideo(2);
    const edited = await api.call('PATCH', `/api/curation/videos/${id}`, {
      token: curator.token,
      body: { materials: [{ name: 'Birch bark' }] },
    });
    expect(edited.status).toBe(200);
    await seedDatabase(api.database.db, argon2Hasher);
    const { video } = await expectJson(
      await api.call('GET', `/api/video/${id}`),
      200,
      VideoResponseSchema,
    );
    expect(video.materials).toEqual([{ name: 'Birch bark' }]);
    const byOld = await expectJson(
      await api.call('GET', `/api/videos?material=${encodeURIComponent('jute twine')}`),
      200,
      VideosPageSchema,
    );
    expect(byOld.videos.map((v) => v._id)).not.toContain(id);
  });
});
