import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeCategory, makeTestVideo, type VideoSpec } from '#server/db/factories.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { migrationProvider } from '#server/db/migrations/index.ts';
import {
  INDEX_HITS_LIMIT,
  PROBE_WINDOW,
  RECENT_WINDOW,
} from '#server/db/repositories/video-search.repository.ts';
import { categoryTerm } from '#server/db/repositories/video-search-index.ts';
import type { Database, NewVideo, VideoTable } from '#server/db/schema.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { VIDEO_PAGE_MAX, type Video, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { expectBelow500, expectError, expectJson } from '../support/api-assertions.ts';
import { seedCategory } from '../support/seed-facts.ts';
import { createTestApi, TEST_TOKENS, type TestApi } from '../support/test-app.ts';
import { createEmptyTestDatabase, DIALECTS, migrateWith } from '../support/test-database.ts';

// Catalogue search (docs/product.md, "Filters"): every word occurs in the title, category name,
// creator or description; titles rank first, then category/creator, then description-only
// matches; newest first within a rank; keyset pages carry the rank.

const crafts = seedCategory(0);
const paintings = seedCategory(1);

/** The migration that made the search index, and the one that gave it the category's key. */
const SEARCH_MIGRATION = '2026-11-24T10-00-video-search';
const CATEGORY_KEY_MIGRATION = '2026-11-25T09-00-search-category-and-lowercase';

/** Searched words no seed video holds, so the tests' own videos are the only matches. */
const WORD = 'quokka';

/** The rank docs/product.md gives a video for a text, or null when it does not match. */
function rankOf(video: Video, text: string): number | null {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const has = (field: string, word: string) => field.toLowerCase().includes(word);
  const named = (w: string) =>
    has(video.title, w) || has(video.categoryName, w) || has(video.creator, w);
  if (!words.every((w) => named(w) || has(video.description, w))) return null;
  if (words.every((w) => has(video.title, w))) return 0;
  return words.every(named) ? 1 : 2;
}

describe.each(DIALECTS)('search (%s)', (dialect) => {
  let api: TestApi;
  /** The whole catalogue in its unfiltered order (newest first). */
  let catalogue: Video[];

  async function addVideo(categoryId: string, spec: Partial<VideoSpec>): Promise<string> {
    const row = makeTestVideo(categoryId, spec);
    await api.database.db.insertInto('videos').values(row).execute();
    return row.id;
  }

  async function search(query: string): Promise<Video[]> {
    const res = await api.call('GET', `/api/videos?limit=100&${query}`);
    const body = await expectJson(res, 200, VideosPageSchema);
    expect(body.nextCursor).toBeNull();
    return body.videos;
  }

  const ids = (videos: Video[]) => videos.map((v) => v._id);

  /** What a search for `text` must answer: the matches, by rank, in catalogue order within one. */
  function expected(text: string, categoryName?: string): string[] {
    return catalogue
      .map((video) => ({ video, rank: rankOf(video, text.trim()) }))
      .filter(
        ({ video, rank }) =>
          rank !== null && (!categoryName || video.categoryName === categoryName),
      )
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
      .map(({ video }) => video._id);
  }

  async function readCatalogue(): Promise<Video[]> {
    const all: Video[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await api.call('GET', `/api/videos?limit=100${query}`);
      const body = await expectJson(res, 200, VideosPageSchema);
      all.push(...body.videos);
      cursor = body.nextCursor;
    } while (cursor);
    return all;
  }

  let byTitle: string;
  let byCreator: string;
  let byDescription: string;
  let byTitleOlder: string;

  beforeAll(async () => {
    api = await createTestApi(dialect);
    // Published newest first: description-only, creator, title; one more title match, older.
    byTitleOlder = await addVideo(crafts.id, {
      title: 'Quokka Finger Puppets',
      publishedAt: '2015-01-01T00:00:00Z',
    });
    byTitle = await addVideo(paintings.id, {
      title: 'Painting a Quokka at Dawn',
      publishedAt: '2024-01-01T00:00:00Z',
    });
    byCreator = await addVideo(crafts.id, {
      title: 'Felt Animals for a Mobile',
      creator: 'The Quokka Workshop',
      publishedAt: '2024-06-01T00:00:00Z',
    });
    byDescription = await addVideo(paintings.id, {
      title: 'Watercolour Wildlife',
      description: 'A small marsupial, the quokka, smiling in soft washes.',
      publishedAt: '2025-01-01T00:00:00Z',
    });
    // Literal text full of LIKE wildcards and FTS5 syntax.
    await addVideo(crafts.id, {
      title: '50% Off_Cuts: "Glitter" Jars *NEAR* (x-y) {title}: ^caret',
      description: "Don't skip the back\\slash; AND OR NOT are just words here.",
    });
    catalogue = await readCatalogue();
  });
  afterAll(() => api.close());

  it('ranks title matches first, then creator, then description-only, newest first within a rank', async () => {
    const found = await search(`search=${WORD}`);
    expect(ids(found)).toEqual([byTitle, byTitleOlder, byCreator, byDescription]);
    expect(ids(found)).toEqual(expected(WORD));
  });

  it('ranks a category-name match with creator matches, above description-only ones', async () => {
    // "Paintings" names the category of byTitle and byDescription; only byTitle has it in its title.
    const found = await search('search=painting');
    expect(ids(found)).toEqual(expected('painting'));
    const ranks = found.map((v) => rankOf(v, 'painting'));
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks).toContain(0);
    expect(ranks).toContain(1);
  });

  it.each(['q', 'qu', 'quo', 'quok', 'okk'])('matches what is typed so far: %s', async (typed) => {
    const found = await search(`search=${typed}`);
    expect(ids(found)).toEqual(expected(typed));
    for (const id of [byTitle, byCreator, byDescription]) expect(ids(found)).toContain(id);
  });

  it('ignores case', async () => {
    const found = await search('search=QuOkKA');
    expect(ids(found)).toEqual([byTitle, byTitleOlder, byCreator, byDescription]);
  });

  it('needs every word somewhere and ranks by where they all occur', async () => {
    const found = await search(`search=${encodeURIComponent(`  ${WORD}   dawn `)}`);
    expect(ids(found)).toEqual([byTitle]);
    const mixed = await search(`search=${encodeURIComponent(`${WORD} washes`)}`);
    expect(ids(mixed)).toEqual([byDescription]);
  });

  it('combines the search with the category filter', async () => {
    const found = await search(`category=${paintings.id}&search=${WORD}`);
    expect(ids(found)).toEqual([byTitle, byDescription]);
    expect(ids(found)).toEqual(expected(WORD, paintings.name));
  });

  it('answers nothing when the category is unknown', async () => {
    expect(await search(`category=no-such-category&search=${WORD}`)).toEqual([]);
  });

  it('pages through a ranked result exactly once, in rank order, with a small limit', async () => {
    // Several matches of every rank, some published at the same instant (the id breaks the tie).
    const same = '2022-02-02T02:02:02Z';
    for (let i = 0; i < 4; i++) {
      await addVideo(crafts.id, { title: `Wombat quilt ${i}`, publishedAt: same });
      await addVideo(paintings.id, { creator: `Wombat Studio ${i}`, publishedAt: same });
      await addVideo(crafts.id, {
        description: `A wombat, made ${i} ways.`,
        publishedAt: i % 2 ? same : `202${i}-05-05T00:00:00Z`,
      });
    }
    catalogue = await readCatalogue();
    expect(expected('wombat')).toHaveLength(12);
    // "wo" (short: read in one ranked pass) also matches "Wooden", "work"…: more of every rank.
    for (const text of ['wombat', 'wo']) {
      const want = expected(text);
      for (const limit of [1, 2, 5]) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const query: string = cursor ? `&cursor=${cursor}` : '';
          const res = await api.call('GET', `/api/videos?search=${text}&limit=${limit}${query}`);
          const body = await expectJson(res, 200, VideosPageSchema);
          expect(body.videos.length).toBeLessThanOrEqual(limit);
          seen.push(...ids(body.videos));
          cursor = body.nextCursor;
          pages += 1;
        } while (cursor && pages <= want.length);
        expect(seen, `${text}, limit=${limit}`).toEqual(want);
      }
    }
  });

  it('refuses a catalogue cursor for a search, and a search cursor for the catalogue', async () => {
    const plain = await expectJson(
      await api.call('GET', '/api/videos?limit=1'),
      200,
      VideosPageSchema,
    );
    const searched = await expectJson(
      await api.call('GET', `/api/videos?limit=1&search=${WORD}`),
      200,
      VideosPageSchema,
    );
    await expectError(
      await api.call('GET', `/api/videos?search=${WORD}&cursor=${plain.nextCursor}`),
      400,
      /^cursor/,
    );
    await expectError(
      await api.call('GET', `/api/videos?cursor=${searched.nextCursor}`),
      400,
      /^cursor/,
    );
  });

  it.each([
    '%',
    '_',
    '50%',
    'off_cuts',
    '"glitter"',
    '"',
    '*near*',
    'NEAR',
    'near(',
    '(x-y)',
    '-y',
    'x-',
    '{title}:',
    '^caret',
    "don't",
    'back\\slash',
    'AND OR NOT',
    '*',
    '"" OR ""',
    'é',
    '🎨',
  ])('takes %j literally and never fails', async (text) => {
    const res = await api.call('GET', `/api/videos?limit=100&search=${encodeURIComponent(text)}`);
    await expectBelow500(res.clone(), `search=${text}`);
    const body = await expectJson(res, 200, VideosPageSchema);
    expect(ids(body.videos)).toEqual(expected(text));
  });

  it.each(['\u0000', 'a\u0000b', `${WORD}\u0000`])('answers 400 for a NUL in %j', async (text) => {
    const res = await api.call('GET', `/api/videos?search=${encodeURIComponent(text)}`);
    await expectError(res, 400, 'search must not contain a NUL character');
  });

  it('follows an update of a title, a deletion, and a category rename', async () => {
    const { db } = api.database;
    const id = await addVideo(crafts.id, { title: 'Origami Pangolin' });
    expect(ids(await search('search=pangolin'))).toContain(id);

    await db
      .updateTable('videos')
      .set({ title: 'Origami Armadillo' })
      .where('id', '=', id)
      .execute();
    expect(ids(await search('search=pangolin'))).not.toContain(id);
    expect(ids(await search('search=armadillo'))).toEqual([id]);

    await db
      .updateTable('categories')
      .set({ category_name: 'Zanzibar Crafts' })
      .where('id', '=', crafts.id)
      .execute();
    try {
      expect(ids(await search('search=zanzibar'))).toContain(id);
    } finally {
      await db
        .updateTable('categories')
        .set({ category_name: crafts.name })
        .where('id', '=', crafts.id)
        .execute();
    }
    expect(await search('search=zanzibar')).toEqual([]);

    await db.deleteFrom('videos').where('id', '=', id).execute();
    expect(await search('search=armadillo')).toEqual([]);
    const next = await addVideo(crafts.id, { title: 'Origami Narwhal' });
    expect(ids(await search('search=narwhal'))).toEqual([next]);
    if (dialect === 'sqlite') {
      // Answers stay right without it (each hit is checked against the row), but the index must
      // not keep the text of changed and deleted videos, or it grows stale with every edit.
      const indexed = async (word: string) =>
        (
          await sql<{ hits: number }>`select count(*) as hits from video_search
            where video_search match ${word}`.execute(db)
        ).rows[0]?.hits;
      expect(await indexed('pangolin')).toBe(0);
      expect(await indexed('armadillo')).toBe(0);
      expect(await indexed('narwhal')).toBe(1);
    }
  });

  it('follows a video to another category', async () => {
    const { db } = api.database;
    const id = await addVideo(crafts.id, { title: 'Origami Ocelot' });
    expect(ids(await search(`category=${crafts.id}&search=ocelot`))).toEqual([id]);
    await db
      .updateTable('videos')
      .set({ category_id: paintings.id })
      .where('id', '=', id)
      .execute();
    expect(ids(await search(`category=${paintings.id}&search=ocelot`))).toEqual([id]);
    expect(await search(`category=${crafts.id}&search=ocelot`)).toEqual([]);
    if (dialect === 'sqlite') {
      const rowid = await rowidOf(db, id);
      expect(await keyedTo(db, paintings.id)).toContain(rowid);
      expect(await keyedTo(db, crafts.id)).not.toContain(rowid);
    }
  });
});

describe.each(DIALECTS)('search index migrations (%s)', (dialect) => {
  /** Inserts a video as the schema before creator pages held it: no creator_slug, no added_at. */
  async function insertBeforeCreatorPages(db: Kysely<Database>, video: NewVideo) {
    const { creator_slug: _slug, added_at: _added, ...row } = video;
    const old = db as unknown as Kysely<{ videos: Omit<VideoTable, 'creator_slug' | 'added_at'> }>;
    await old.insertInto('videos').values(row).execute();
  }

  /** A new database migrated up to, not including, `migration`. */
  async function migratedUpTo(migration: string) {
    const database = await createEmptyTestDatabase(dialect);
    const { db } = database;
    const all = await migrationProvider.getMigrations();
    expect(Object.keys(all)).toContain(migration);
    await migrateWith(
      database,
      Object.fromEntries(Object.entries(all).filter(([name]) => name < migration)),
    );
    await db.insertInto('categories').values(makeCategory(crafts, 0)).execute();
    return database;
  }

  it('indexes the videos a database held before the migration', async () => {
    const database = await migratedUpTo(SEARCH_MIGRATION);
    try {
      const { db } = database;
      const old = makeTestVideo(crafts.id, { description: 'An axolotl of folded felt.' });
      await insertBeforeCreatorPages(db, old);

      await migrateToLatest(db);
      const app = createApp({ db, passwords: argon2Hasher, tokens: TEST_TOKENS });
      const res = await app.request('/api/videos?search=axolotl');
      const { videos } = await expectJson(res, 200, VideosPageSchema);
      expect(videos.map((v) => v._id)).toEqual([old.id]);
    } finally {
      await database.close();
    }
  });

  it('gives the videos held before the second pass their category key and lower-cased text', async () => {
    const database = await migratedUpTo(CATEGORY_KEY_MIGRATION);
    try {
      const { db } = database;
      const old = makeTestVideo(crafts.id, {
        title: 'Felt Bunting',
        creator: 'The AXOLOTL Works',
        description: 'Triangles of felt on a string.',
      });
      await insertBeforeCreatorPages(db, old);

      await migrateToLatest(db);
      const app = createApp({ db, passwords: argon2Hasher, tokens: TEST_TOKENS });
      for (const text of ['axolotl', 'bunting', 'triangles']) {
        const res = await app.request(`/api/videos?category=${crafts.id}&search=${text}`);
        const { videos } = await expectJson(res, 200, VideosPageSchema);
        expect(
          videos.map((v) => v._id),
          text,
        ).toEqual([old.id]);
      }
      if (dialect === 'sqlite') {
        // Within a category, a common word is read through the index with the category's key.
        expect(await keyedTo(db, crafts.id)).toEqual([await rowidOf(db, old.id)]);
      }
    } finally {
      await database.close();
    }
  });
});

/** SQLite: the rowids the search index holds under a category's key. */
async function keyedTo(db: TestApi['database']['db'], categoryId: string): Promise<number[]> {
  const { rows } = await sql<{ rowid: number }>`select rowid from video_search
    where video_search match ${categoryTerm(categoryId)} order by rowid`.execute(db);
  return rows.map((r) => r.rowid);
}

async function rowidOf(db: TestApi['database']['db'], id: string): Promise<number> {
  const { rows } = await sql<{ rowid: number }>`select rowid from videos where id = ${id}`.execute(
    db,
  );
  return rows[0]?.rowid ?? -1;
}

describe.each(DIALECTS)('search beyond the newest videos (%s)', (dialect) => {
  let api: TestApi;
  let old: string;
  let recent: string;
  let inSmallCategory: string;
  let oldRanked: string[];
  beforeAll(async () => {
    api = await createTestApi(dialect);
    const { db } = api.database;
    const category = seedCategory(2);
    const videos = [makeTestVideo(category.id, { title: 'Jq Bowline', publishedAt: '2001-01-01' })];
    // Older than every filler: found through the index, ranked as anywhere else.
    const byCreator = makeTestVideo(category.id, {
      creator: 'Bowline Works',
      publishedAt: '2002-01-01',
    });
    const byDescription = makeTestVideo(category.id, {
      description: 'A bowline, tied slowly.',
      publishedAt: '2003-01-01',
    });
    oldRanked = [videos[0]?.id ?? '', byCreator.id, byDescription.id];
    videos.push(byCreator, byDescription);
    for (let i = 0; i < RECENT_WINDOW; i++) {
      videos.push(makeTestVideo(category.id, { publishedAt: '2030-01-01', title: `Filler ${i}` }));
    }
    videos.push(makeTestVideo(category.id, { title: 'Jq Loop', publishedAt: '2031-01-01' }));
    // Old, but in a category of a handful of videos: within that category's newest.
    const tassel = makeTestVideo(seedCategory(0).id, {
      title: 'Jq Tassel',
      publishedAt: '2000-01-01',
    });
    videos.push(tassel);
    inSmallCategory = tassel.id;
    for (let start = 0; start < videos.length; start += 500) {
      await db
        .insertInto('videos')
        .values(videos.slice(start, start + 500))
        .execute();
    }
    old = oldRanked[0] ?? '';
    recent = videos.at(-2)?.id ?? '';
  });
  afterAll(() => api.close());

  const found = async (query: string) => {
    const res = await api.call('GET', `/api/videos?limit=100&${query}`);
    return (await expectJson(res, 200, VideosPageSchema)).videos.map((v) => v._id);
  };

  it('looks for 1–2 characters among the newest videos only', async () => {
    expect(await found('search=jq')).toEqual([recent]);
  });

  it('finds and ranks old videos through the index, beyond the newest ones', async () => {
    expect(await found('search=bowline')).toEqual(oldRanked);
    expect(await found(`category=${seedCategory(2).id}&search=BOWLINE`)).toEqual(oldRanked);
    expect(await found(`category=${seedCategory(0).id}&search=bowline`)).toEqual([]);
  });

  it('searches the whole catalogue once a word has 3 characters', async () => {
    expect(await found('search=jq%20bow')).toEqual([old]);
    expect(await found('search=jq%20b')).toEqual([recent]); // not the old Jq Bowline
  });

  it('keeps the window to the chosen category', async () => {
    expect(await found(`category=${seedCategory(0).id}&search=jq`)).toEqual([inSmallCategory]);
  });
});

describe.each(DIALECTS)('search strategies on a larger catalogue (%s)', (dialect) => {
  // How a rank's rows are found depends on how many videos hold its words and where: read
  // through the index, probed among the newest, walked on, or walked in full (docs/performance.md,
  // "Search, second pass"). Whatever the path, the answer is the definition's. The catalogue is
  // sized from the repository's thresholds so that each path is taken:
  //   "zebu"   in more titles than INDEX_HITS_LIMIT (crafts, waste), in some Paintings creators
  //            and descriptions: common in titles, never in a Paintings title;
  //   "okapi"  in more titles than INDEX_HITS_LIMIT, none among the newest videos of any
  //            category; in some newer descriptions;
  //   "quagga" in a few old Paintings titles.
  let api: TestApi;
  let catalogue: Video[];
  const categories = [seedCategory(0), seedCategory(1), seedCategory(2)];
  const probe = Math.max(PROBE_WINDOW.sqlite, PROBE_WINDOW.postgres);
  const videos = Math.ceil((INDEX_HITS_LIMIT * 3) / 2) + 3 * probe + 300;
  const okapiBefore = videos - 3 * probe;

  beforeAll(async () => {
    api = await createTestApi(dialect);
    const rows = Array.from({ length: videos }, (_, i) => {
      const category = categories[i % 3] ?? crafts;
      const painting = category.id === paintings.id;
      return makeTestVideo(category.id, {
        title: painting
          ? `Landscape ${i}${i < 60 ? ' quagga' : ''}`
          : `Zebu ${i}${i < okapiBefore ? ' okapi' : ''}`,
        creator: painting && i % 20 === 1 ? 'Zebu Studio' : 'Test Creator',
        description:
          painting && i % 7 === 3
            ? 'A zebu grazing.'
            : !painting && i % 11 === 0
              ? 'Okapi stripes.'
              : 'A video made by the test factory.',
        publishedAt: new Date(Date.UTC(2015, 0, 1) + i * 3_600_000).toISOString(),
      });
    });
    for (let start = 0; start < rows.length; start += 500) {
      await api.database.db
        .insertInto('videos')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    catalogue = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await api.call('GET', `/api/videos?limit=${VIDEO_PAGE_MAX}${query}`);
      const body = await expectJson(res, 200, VideosPageSchema);
      catalogue.push(...body.videos);
      cursor = body.nextCursor;
    } while (cursor);
  }, 120_000);
  afterAll(() => api.close());

  function expectedOf(text: string, categoryName?: string): string[] {
    return catalogue
      .map((video) => ({ video, rank: rankOf(video, text) }))
      .filter(
        ({ video, rank }) =>
          rank !== null && (!categoryName || video.categoryName === categoryName),
      )
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
      .map(({ video }) => video._id);
  }

  async function pagedSearch(query: string, limit: number, most: number): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const more: string = cursor ? `&cursor=${cursor}` : '';
      const res = await api.call('GET', `/api/videos?${query}&limit=${limit}${more}`);
      const body = await expectJson(res, 200, VideosPageSchema);
      seen.push(...body.videos.map((v) => v._id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < most);
    return seen;
  }

  const inCategory = { any: undefined, crafts, paintings };
  it.each([
    ['zebu', 'any', 48],
    ['zebu', 'paintings', 48],
    ['zebu', 'crafts', 7],
    ['okapi', 'any', VIDEO_PAGE_MAX],
    ['okapi', 'crafts', VIDEO_PAGE_MAX],
    ['okapi', 'paintings', 7],
    ['quagga', 'any', 7],
    ['zebu studio', 'any', 7],
    ['zebu okapi', 'any', VIDEO_PAGE_MAX],
  ] as const)(
    'answers %j within %s category, %i a page, as defined',
    async (text, within, limit) => {
      const category = inCategory[within];
      const want = expectedOf(text, category?.name);
      // The first pages of each rank, and every page of a short answer.
      const pages = Math.max(3, Math.ceil(500 / limit));
      const query = `search=${encodeURIComponent(text)}${category ? `&category=${category.id}` : ''}`;
      const seen = await pagedSearch(query, limit, pages);
      expect(seen.length).toBe(Math.min(want.length, pages * limit));
      expect(seen).toEqual(want.slice(0, seen.length));
    },
  );

  it('pages through a rank boundary from any cursor', async () => {
    // "zebu" within Paintings: rank 1 (creators) then rank 2 (descriptions).
    const want = expectedOf('zebu', paintings.name);
    const seen = await pagedSearch(`search=zebu&category=${paintings.id}`, 11, want.length);
    expect(seen).toEqual(want);
  });
});
