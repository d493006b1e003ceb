import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CraftFacts, makeTestVideo, withCraftFacts } from '#server/db/factories.ts';
import { insertCraftedVideos } from '#server/db/repositories/video.repository.ts';
import { materialKey, materialWords } from '#shared/material-key.ts';
import { ServerMessage } from '#shared/messages.ts';
import { LikesResponseSchema } from '#shared/schemas/list.schema.ts';
import { CommonMaterialsResponseSchema } from '#shared/schemas/material.schema.ts';
import {
  PlaylistResponseSchema,
  PlaylistsResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import {
  DIFFICULTIES,
  type Material,
  TIME_RANGES,
  type TimeRange,
  type Video,
  VideoResponseSchema,
  VideosPageSchema,
} from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedCategory, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// Craft facts (docs/product.md, "Craft facts" and "Filters"): every video answer
// carries its difficulty, project minutes and materials; GET /api/videos filters by each, alone
// or with category and search, in keyset pages whose cursors belong to their filters.

const crafts = seedCategory(0);
const paintings = seedCategory(1);
const waste = seedCategory(2);
const CATEGORIES = [crafts, paintings, waste];

/** How many videos the tests add: enough for several pages of every filter at limit 5. */
const ADDED = 120;
/** The minutes the added videos take: each time range's bounds and a middle. */
const MINUTES = [5, 29, 30, 45, 60, 61, 90, 240];
/** A word in some added titles and descriptions, in no seed video. */
const WORD = 'quokka';

/** The added video i's facts: spread so that no filter follows another or the category. */
function factsOf(i: number): CraftFacts {
  const materials: Material[] = [{ name: i % 2 ? 'Hot glue gun' : 'Glue stick' }];
  if (i % 4 === 0) materials.push({ name: 'Corrugated cardboard', quantity: `${i} sheets` });
  if (i % 5 === 0) materials.push({ name: 'Plastic bottles' });
  if (i % 7 === 0) materials.push({ name: 'Card stock' });
  if (i % 11 === 0) materials.push({ name: 'Cardboard tubes', quantity: '2' });
  return {
    difficulty: DIFFICULTIES[Math.floor(i / 2) % 3] ?? 'beginner',
    projectMinutes: MINUTES[i % MINUTES.length] ?? 30,
    materials,
  };
}

/** Minutes per time range, as the API documents them (both 30 and 60 are in 30-60). */
function inRange(minutes: number, range: TimeRange): boolean {
  if (range === 'under-30') return minutes < 30;
  if (range === '30-60') return minutes >= 30 && minutes <= 60;
  return minutes > 60;
}

/** The material rule as documented: the filter's words side by side in one material's words. */
function needs(video: Video, material: string): boolean {
  const wanted = materialWords(material).join(' ');
  return video.materials.some((m) =>
    ` ${materialWords(m.name).join(' ')} `.includes(` ${wanted} `),
  );
}

interface Filters {
  difficulty?: string;
  time?: TimeRange;
  material?: string;
  category?: string;
}

function matches(video: Video, f: Filters): boolean {
  return (
    (!f.difficulty || video.difficulty === f.difficulty) &&
    (!f.time || inRange(video.projectMinutes, f.time)) &&
    (!f.material || needs(video, f.material)) &&
    (!f.category || video.categoryName === f.category)
  );
}

const ids = (videos: Video[]) => videos.map((v) => v._id);

describe.each(DIALECTS)('craft facts (%s)', (dialect) => {
  let api: TestApi;
  /** The whole catalogue in its order (newest first). */
  let catalogue: Video[];

  /** Every page of a listing, following its cursors; no video twice. */
  async function readAll(query: string, limit: number): Promise<Video[]> {
    const all: Video[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const after: string = cursor ? `&cursor=${cursor}` : '';
      const res = await api.call('GET', `/api/videos?limit=${limit}&${query}${after}`);
      const body = await expectJson(res, 200, VideosPageSchema);
      expect(body.videos.length).toBeLessThanOrEqual(limit);
      if (body.nextCursor) expect(body.videos).toHaveLength(limit);
      all.push(...body.videos);
      cursor = body.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(200);
    } while (cursor);
    expect(new Set(ids(all)).size).toBe(all.length);
    return all;
  }

  const queryOf = (f: Filters & { search?: string }) =>
    new URLSearchParams(Object.entries(f).filter(([, v]) => v !== undefined)).toString();

  beforeAll(async () => {
    api = await createTestApi(dialect);
    const rows = Array.from({ length: ADDED }, (_, i) => {
      const category = CATEGORIES[i % 3] ?? crafts;
      const spec =
        i % 6 === 0
          ? { title: `Quokka lantern ${i}` }
          : i % 6 === 3
            ? { title: `Lantern ${i}`, description: `A ${WORD} on the lid.` }
            : { title: `Lantern ${i}` };
      return withCraftFacts(makeTestVideo(category.id, spec), factsOf(i));
    });
    await insertCraftedVideos(api.database.db, rows);
    catalogue = await readAll('', 100);
    expect(catalogue.length).toBe(ADDED + 12);
  });
  afterAll(() => api.close());

  describe('facts on every video answer', () => {
    const basket = seedVideo(2);
    const expected = {
      difficulty: basket.craft.difficulty,
      projectMinutes: basket.craft.projectMinutes,
      materials: basket.craft.materials,
    };

    it('the seed videos carry their real facts, materials in order with their quantities', async () => {
      expect(basket.id).toBe('cardboard-mini-basket');
      const { video } = await expectJson(
        await api.call('GET', `/api/video/${basket.id}`),
        200,
        VideoResponseSchema,
      );
      expect(video).toMatchObject(expected);
      expect(video.materials[0]).toEqual({ name: 'Corrugated cardboard', quantity: '1 sheet' });
      expect(video.materials.at(-1)).toEqual({ name: 'Ruler' });
    });

    it('in catalogue pages, search pages, liked videos and playlists', async () => {
      const listed = catalogue.find((v) => v._id === basket.id);
      expect(listed).toMatchObject(expected);
      const found = await expectJson(
        await api.call('GET', '/api/videos?search=mini%20basket'),
        200,
        VideosPageSchema,
      );
      expect(found.videos.find((v) => v._id === basket.id)).toMatchObject(expected);

      const { token } = await api.signUp();
      const body = { video: { _id: basket.id } };
      await api.call('POST', '/api/user/likes', { token, body });
      const { likes } = await expectJson(
        await api.call('GET', '/api/user/likes', { token }),
        200,
        LikesResponseSchema,
      );
      expect(likes[0]).toMatchObject(expected);

      const created = await expectJson(
        await api.call('POST', '/api/user/playlists', {
          token,
          body: { playlist: { title: 'Baskets' } },
        }),
        201,
        PlaylistsResponseSchema,
      );
      const playlistId = created.playlists[0]?._id ?? '';
      await api.call('POST', `/api/user/playlists/${playlistId}`, { token, body });
      const { playlist } = await expectJson(
        await api.call('GET', `/api/user/playlists/${playlistId}`, { token }),
        200,
        PlaylistResponseSchema,
      );
      expect(playlist.videos[0]).toMatchObject(expected);
    });

    it('a video with no materials answers an empty list', async () => {
      const plain = makeTestVideo(crafts.id);
      await api.database.db.insertInto('videos').values(plain).execute();
      const { video } = await expectJson(
        await api.call('GET', `/api/video/${plain.id}`),
        200,
        VideoResponseSchema,
      );
      expect(video).toMatchObject({ difficulty: 'beginner', projectMinutes: 30, materials: [] });
      await api.database.db.deleteFrom('videos').where('id', '=', plain.id).execute();
    });
  });

  describe('each filter alone, paged', () => {
    it.each(DIFFICULTIES)('difficulty=%s', async (difficulty) => {
      const found = await readAll(queryOf({ difficulty }), 5);
      expect(ids(found)).toEqual(ids(catalogue.filter((v) => matches(v, { difficulty }))));
      expect(found.length).toBeGreaterThan(10);
    });

    it.each(TIME_RANGES)('time=%s (bounds as documented)', async (time) => {
      const found = await readAll(queryOf({ time }), 5);
      expect(ids(found)).toEqual(ids(catalogue.filter((v) => matches(v, { time }))));
      expect(found.length).toBeGreaterThan(10);
    });

    it('time ranges meet at 29/30 and 60/61, each minute in exactly one', async () => {
      const [under, middle, over] = await Promise.all(
        TIME_RANGES.map((time) => readAll(queryOf({ time }), 100)),
      );
      const minutes = (videos: Video[] | undefined) =>
        new Set(videos?.map((v) => v.projectMinutes));
      expect(minutes(under).has(29)).toBe(true);
      expect(minutes(under).has(30)).toBe(false);
      expect(minutes(middle).has(30)).toBe(true);
      expect(minutes(middle).has(60)).toBe(true);
      expect(minutes(over).has(61)).toBe(true);
      expect(minutes(over).has(60)).toBe(false);
      expect((under?.length ?? 0) + (middle?.length ?? 0) + (over?.length ?? 0)).toBe(
        catalogue.length,
      );
    });

    it.each([
      'cardboard',
      'Cardboard',
      'plastic bottle',
      'card stock',
      'glue',
      'hot glue gun',
      'acrylic paints',
    ])('material=%s', async (material) => {
      const found = await readAll(queryOf({ material }), 5);
      expect(ids(found)).toEqual(ids(catalogue.filter((v) => matches(v, { material }))));
      expect(found.length).toBeGreaterThan(0);
    });

    it('matches a material by whole words, in order, ignoring case and plural endings', async () => {
      const names = async (material: string) => {
        const found = await readAll(queryOf({ material }), 100);
        return new Set(found.flatMap((v) => v.materials.map((m) => m.name)));
      };
      const cardboard = await names('CARDBOARD');
      expect(cardboard).toContain('Corrugated cardboard');
      expect(cardboard).toContain('Cardboard tubes');
      expect(cardboard).toContain('Cardboard boxes');
      expect(await names('bottles')).toContain('Plastic bottles');
      expect(await names('glue gun')).toContain('Hot glue gun');
      // A part of a word, or the words in another order, is not a match.
      expect(await readAll(queryOf({ material: 'cardb' }), 100)).toEqual([]);
      expect(await readAll(queryOf({ material: 'gun glue' }), 100)).toEqual([]);
      const card = await readAll(queryOf({ material: 'card' }), 100);
      expect(card.length).toBeGreaterThan(0);
      for (const video of card) {
        expect(
          video.materials.some((m) => /\bcard\b/i.test(m.name)),
          video.title,
        ).toBe(true);
      }
    });
  });

  describe('combined with each other, the category and search, paged', () => {
    const combinations: Filters[] = [
      { difficulty: 'beginner', time: '30-60' },
      { difficulty: 'advanced', time: 'over-60', material: 'glue' },
      { material: 'cardboard', category: 'Craft Ideas' },
      { material: 'cardboard', category: 'best-out-of-waste' },
      { difficulty: 'intermediate', category: 'Paintings' },
      { time: 'under-30', material: 'plastic bottles', category: 'Best Out of Waste' },
    ];

    it.each(combinations)('%o', async (filters) => {
      const found = await readAll(queryOf(filters), 4);
      const category = CATEGORIES.find(
        (c) => c.id === filters.category || c.name === filters.category,
      );
      const expected = catalogue.filter((v) =>
        matches(v, { ...filters, category: category?.name }),
      );
      expect(ids(found)).toEqual(ids(expected));
      expect(found.length).toBeGreaterThan(0);
    });

    const searches: Array<Filters & { search: string }> = [
      { search: WORD, difficulty: 'beginner' },
      { search: WORD, material: 'cardboard' },
      { search: WORD, time: 'over-60', category: crafts.name },
      { search: 'lantern', material: 'hot glue gun', difficulty: 'intermediate' },
      { search: 'la', material: 'glue' },
    ];

    it.each(searches)('%o: the search, in its order, with only the matching facts', async (f) => {
      const { search, category, ...craft } = f;
      const unfiltered = await readAll(queryOf({ search, category }), 100);
      const found = await readAll(queryOf(f), 3);
      expect(ids(found)).toEqual(ids(unfiltered.filter((v) => matches(v, craft))));
      expect(found.length).toBeGreaterThan(0);
    });

    it('answers an empty page when nothing matches', async () => {
      const res = await api.call('GET', `/api/videos?${queryOf({ material: 'unobtainium' })}`);
      expect(await expectJson(res, 200, VideosPageSchema)).toEqual({
        videos: [],
        nextCursor: null,
      });
    });
  });

  it("follows a video's move to another category or date in the material filter", async () => {
    const [video] = catalogue.filter((v) => matches(v, { material: 'card stock' }));
    if (!video) throw new Error('no video needs card stock');
    const { db } = api.database;
    const before = await db
      .selectFrom('videos')
      .select(['category_id', 'published_at'])
      .where('id', '=', video._id)
      .executeTakeFirstOrThrow();
    const other = CATEGORIES.find((c) => c.name !== video.categoryName) ?? crafts;
    const movedTo = '2030-01-01T00:00:00.000Z';
    await db
      .updateTable('videos')
      .set({ category_id: other.id, published_at: movedTo })
      .where('id', '=', video._id)
      .execute();
    try {
      const inOther = await readAll(queryOf({ material: 'card stock', category: other.id }), 100);
      expect(inOther[0]?._id).toBe(video._id);
      expect(inOther[0]?.publishedAt).toBe(movedTo);
      const inOld = await readAll(
        queryOf({ material: 'card stock', category: video.categoryName }),
        100,
      );
      expect(ids(inOld)).not.toContain(video._id);
    } finally {
      await db.updateTable('videos').set(before).where('id', '=', video._id).execute();
    }
  });

  describe('cursors belong to their filters', () => {
    async function firstCursor(query: string): Promise<string> {
      const res = await api.call('GET', `/api/videos?limit=2&${query}`);
      const { nextCursor } = await expectJson(res, 200, VideosPageSchema);
      if (!nextCursor) throw new Error(`no second page for ${query}`);
      return nextCursor;
    }

    it.each([
      ['material=cardboard', 'material=glue'],
      ['material=cardboard', ''],
      ['', 'difficulty=beginner'],
      ['difficulty=beginner', 'difficulty=advanced'],
      ['time=30-60', 'time=30-60&difficulty=beginner'],
      [`search=${WORD}&material=glue`, `search=${WORD}`],
      [`search=${WORD}`, `search=${WORD}&time=over-60`],
    ])('a cursor of %j is refused by %j', async (from, to) => {
      const cursor = await firstCursor(from);
      const res = await api.call('GET', `/api/videos?limit=2&${to}&cursor=${cursor}`);
      await expectError(res, 400, ServerMessage.cursorOfOtherFilters);
    });

    it('a material written another way (case, plural) is the same filter', async () => {
      const cursor = await firstCursor('material=Cardboard');
      const res = await api.call('GET', `/api/videos?limit=2&material=cardboards&cursor=${cursor}`);
      const page = await expectJson(res, 200, VideosPageSchema);
      const expected = catalogue.filter((v) => matches(v, { material: 'cardboard' }));
      expect(ids(page.videos)).toEqual(ids(expected.slice(2, 4)));
    });
  });

  describe('bad values', () => {
    it.each([
      ['difficulty=easy', /^difficulty/],
      ['difficulty=', /^difficulty/],
      ['time=10', /^time/],
      ['time=over-60&time=under-30', /^time/],
      ['material=', /^material/],
      ['material=---', /^material/],
      [`material=${'x'.repeat(81)}`, /^material/],
      ['material=glue%00', /^material/],
    ])('%s answers 400 in the error shape', async (query, message) => {
      await expectError(await api.call('GET', `/api/videos?${query}`), 400, message);
    });
  });

  it('GET /api/materials suggests the commonest materials, by their key, with their counts', async () => {
    const res = await api.call('GET', '/api/materials');
    const { materials } = await expectJson(res, 200, CommonMaterialsResponseSchema);
    const counts = new Map<string, { name: string; videos: number }>();
    for (const video of catalogue) {
      for (const { name } of video.materials) {
        const key = materialKey(name);
        const held = counts.get(key);
        counts.set(key, {
          name: held && held.name < name ? held.name : name,
          videos: (held?.videos ?? 0) + 1,
        });
      }
    }
    const expected = [...counts.entries()]
      .sort(([a, x], [b, y]) => y.videos - x.videos || (a < b ? -1 : 1))
      .slice(0, 24)
      .map(([, entry]) => entry);
    expect(materials).toEqual(expected);
    expect(materials[0]?.videos).toBeGreaterThan(materials.at(-1)?.videos ?? 0);
    // Each suggestion, used as the filter, finds videos.
    const first = await readAll(queryOf({ material: materials[0]?.name ?? '' }), 100);
    expect(first.length).toBe(materials[0]?.videos);
  });

  it('caches each distinct filter on its own', async () => {
    const answer = async (query: string) =>
      ids(
        (await expectJson(await api.call('GET', `/api/videos?${query}`), 200, VideosPageSchema))
          .videos,
      );
    const all = await answer('limit=100');
    const cardboard = await answer('limit=100&material=cardboard');
    const glue = await answer('limit=100&material=glue');
    const beginner = await answer('limit=100&difficulty=beginner');
    const quick = await answer('limit=100&time=under-30');
    const distinct = new Set([all, cardboard, glue, beginner, quick].map((x) => x.join()));
    expect(distinct.size).toBe(5);
    expect(await answer('material=cardboard&limit=100')).toEqual(cardboard);
  });
});
