import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Hasher } from '#server/auth/argon2-hasher.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { seedCategories } from '#server/db/seed-catalogue.ts';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
  CategorySchema,
} from '#shared/schemas/category.schema.ts';
import {
  type Video,
  VideoResponseSchema,
  VideoSchema,
  VideosPageSchema,
} from '#shared/schemas/video.schema.ts';
import { countRows, expectError, expectJson, SEED } from '../support/api-assertions.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const VIDEO_FIELDS = Object.keys(VideoSchema.shape).sort();
const CATEGORY_FIELDS = Object.keys(CategorySchema.shape).sort();

describe.each(DIALECTS)('catalogue (%s)', (dialect) => {
  let api: TestApi;
  let all: Video[];
  beforeAll(async () => {
    api = await createTestApi(dialect);
    const res = await api.call('GET', '/api/videos');
    all = (await expectJson(res, 200, VideosPageSchema)).videos;
  });
  afterAll(() => api.close());

  async function page(query: string) {
    return expectJson(await api.call('GET', `/api/videos${query}`), 200, VideosPageSchema);
  }

  describe('GET /api/videos', () => {
    it('answers the 12 seeded videos on one page with a null nextCursor', async () => {
      const body = await page('');
      expect(body.videos).toHaveLength(SEED.videoCount);
      expect(body.nextCursor).toBeNull();
      expect(new Set(body.videos.map((v) => v._id)).size).toBe(SEED.videoCount);
    });

    it('gives every video each field of spec section 3, and nothing else', () => {
      for (const video of all) {
        expect(Object.keys(video).sort()).toEqual(VIDEO_FIELDS);
        for (const field of VIDEO_FIELDS) {
          expect(video[field as keyof Video], `${video._id}.${field}`).not.toBe('');
        }
      }
    });

    it('renders views as display text and created as a relative age', () => {
      for (const video of all) {
        expect(video.views).toMatch(/^\d+(\.\d)?[KMB]?$/);
        expect(video.created).toMatch(/ago$/);
      }
    });

    it('holds 4 videos in each of the 3 categories', () => {
      const counts = new Map<string, number>();
      for (const v of all) counts.set(v.categoryName, (counts.get(v.categoryName) ?? 0) + 1);
      expect(Object.fromEntries(counts)).toEqual({
        'Craft Ideas': 4,
        Paintings: 4,
        'Best Out of Waste': 4,
      });
    });
  });

  describe('paging', () => {
    it('answers 5 videos and a cursor for limit=5', async () => {
      const body = await page('?limit=5');
      expect(body.videos).toHaveLength(5);
      expect(body.nextCursor).toEqual(expect.any(String));
      expect(body.videos.map((v) => v._id)).toEqual(all.slice(0, 5).map((v) => v._id));
    });

    it('visits all 12 exactly once, in the unpaged order, by following cursors', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=5&cursor=${encodeURIComponent(cursor)}` : '?limit=5';
        const body = await page(query);
        seen.push(...body.videos.map((v) => v._id));
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(all.map((v) => v._id));
    });

    it('answers 400 naming the cursor for a cursor it never gave out', async () => {
      const res = await api.call('GET', '/api/videos?cursor=not-a-cursor');
      await expectError(res, 400, /^cursor/);
    });

    it.each(['0', '101', 'abc'])('answers 400 naming limit for limit=%s', async (limit) => {
      const res = await api.call('GET', `/api/videos?limit=${limit}`);
      await expectError(res, 400, /^limit\b/);
    });
  });

  describe('filtering', () => {
    it('filters by category name, ignoring case', async () => {
      const body = await page('?category=pAiNtInGs');
      expect(body.videos).toHaveLength(4);
      expect(body.videos.every((v) => v.categoryName === 'Paintings')).toBe(true);
    });

    it('filters by category _id', async () => {
      const body = await page('?category=best-out-of-waste');
      expect(body.videos).toHaveLength(4);
      expect(body.videos.every((v) => v.categoryName === 'Best Out of Waste')).toBe(true);
    });

    it('searches titles ignoring case', async () => {
      const body = await page('?search=SUNSET');
      expect(body.videos.map((v) => v.title).sort()).toEqual([
        'Easy Golden Sunset Poster Colour Painting',
        'Painting a Realistic Sunset in Acrylics',
      ]);
    });

    it('searches category names too', async () => {
      const body = await page('?search=waste');
      expect(body.videos).toHaveLength(4);
      expect(body.videos.every((v) => v.categoryName === 'Best Out of Waste')).toBe(true);
    });

    it.each(['%', '_', '%25', 'a_b'])(
      'takes search=%s literally (no match-all wildcard)',
      async (search) => {
        const body = await page(`?search=${encodeURIComponent(search)}`);
        expect(body.videos).toEqual([]);
        expect(body.nextCursor).toBeNull();
      },
    );
  });

  describe('GET /api/video/{videoId}', () => {
    it('finds a video by _id', async () => {
      const res = await api.call('GET', `/api/video/${SEED.videoIds.rain}`);
      const { video } = await expectJson(res, 200, VideoResponseSchema);
      expect(video).toEqual(all.find((v) => v._id === SEED.videoIds.rain));
    });

    it('finds a video by videoLink', async () => {
      const target = all.find((v) => v._id === SEED.videoIds.embroidery);
      const res = await api.call('GET', `/api/video/${target?.videoLink}`);
      expect((await expectJson(res, 200, VideoResponseSchema)).video).toEqual(target);
    });

    it.each([SEED.prefixedLink, SEED.prefixedLink.slice(2)])(
      'finds the v=-prefixed seed video by %s',
      async (link) => {
        const res = await api.call('GET', `/api/video/${encodeURIComponent(link)}`);
        const { video } = await expectJson(res, 200, VideoResponseSchema);
        expect(video._id).toBe(SEED.prefixedLinkId);
        expect(video.videoLink).toBe(SEED.prefixedLink);
      },
    );

    it('answers 404 with errors for an unknown video', async () => {
      const res = await api.call('GET', '/api/video/no-such-video');
      await expectError(res, 404, /does not exist/);
    });
  });

  describe('categories', () => {
    it('lists the seeded categories in order, each with its label and description', async () => {
      const res = await api.call('GET', '/api/categories');
      const { categories } = await expectJson(res, 200, CategoriesResponseSchema);
      expect(categories).toEqual(
        seedCategories.map((c) => ({
          _id: c.id,
          categoryName: c.name,
          label: c.label,
          description: c.description,
        })),
      );
      for (const c of categories) {
        expect(Object.keys(c).sort()).toEqual(CATEGORY_FIELDS);
        expect(c.label).not.toBe('');
      }
    });

    it.each(seedCategories)('answers the category $id with its label', async (seeded) => {
      const res = await api.call('GET', `/api/categories/${seeded.id}`);
      const { category } = await expectJson(res, 200, CategoryResponseSchema);
      expect(category).toEqual({
        _id: seeded.id,
        categoryName: seeded.name,
        label: seeded.label,
        description: seeded.description,
      });
    });

    it('answers 404 for an unknown category', async () => {
      const res = await api.call('GET', '/api/categories/no-such-category');
      await expectError(res, 404, /does not exist/);
    });
  });

  it('adds nothing when the seed runs again', async () => {
    await seedDatabase(api.database.db, argon2Hasher);
    expect(await countRows(api.database, 'videos')).toBe(12);
    expect(await countRows(api.database, 'categories')).toBe(3);
    expect(await countRows(api.database, 'users')).toBe(1);
    const res = await api.call('GET', '/api/videos');
    expect((await expectJson(res, 200, VideosPageSchema)).videos).toEqual(all);
  });
});
