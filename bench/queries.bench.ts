// The catalogue's queries on a large catalogue: p50/p95/p99 latency of each, against targets
// (search p95 ≤ 10 ms, a page p95 ≤ 5 ms). Measured through the repository functions the
// routes call (listVideos, searchVideos), in-process: the database work and the mapping to
// Video objects, no HTTP. Fills a throwaway database with the seed:large generator.
//   npm run bench:queries                          SQLite (in memory), 100,000 videos
//   npm run bench:queries -- --postgres            PostgreSQL at TEST_DATABASE_URL (own schema)
//   npm run bench:queries -- --videos 20000 --runs 50
//   npm run bench:queries -- --postgres --schema bench_kept   fill that schema once, keep it, and
//                                                   measure it again on later runs (for tuning)
import { parseArgs } from 'node:util';
import { followingPage } from '#server/db/repositories/follow.repository.ts';
import { listRelatedVideos } from '#server/db/repositories/related.repository.ts';
import {
  findVideo,
  listVideos,
  type VideoCursor,
  type VideoFilter,
} from '#server/db/repositories/video.repository.ts';
import {
  type SearchFilter,
  searchVideos,
} from '#server/db/repositories/video-search.repository.ts';
import { seedCategories } from '#server/db/seed-catalogue.ts';
import { fillLargeCatalogue } from '../scripts/large-catalogue/fill-large-catalogue.ts';
import { createTestDatabase } from '../tests/support/test-database.ts';
import { openKeptSchema } from './support/kept-schema.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    videos: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    // One group of cases (page, filter, search, related), e.g. `--only related`.
    only: { type: 'string' },
    // PostgreSQL only: a schema filled on the first run and kept, so reruns skip the fill.
    schema: { type: 'string' },
  },
});
const dialect = values.postgres ? 'postgres' : 'sqlite';
const videoCount = Number(values.videos);
const runs = Number(values.runs);

/** What a user types: common words, rare ones, short prefixes, several words, no match. */
const SEARCH_TERMS = [
  'paper', // common, in titles
  'painting', // common, and a category name
  'bottle', // common in best-out-of-waste titles
  'step', // in nearly every description, some titles
  'hedgehog', // rare subject
  'kingfisher', // rare subject
  'flamingo lamp', // two rare-ish words, together in few videos
  "meera's", // a creator
  'p', // one letter
  'pa', // two letters
  'wa', // two letters
  'gal', // a prefix of "galaxy"
  'owl painting', // a rare word and a common one
  'zzyzx', // nothing
  'qj', // two letters that occur nowhere
];

const LIMIT = 48;
const WARM_UP_RUNS = 100;

if (values.schema && !values.postgres) throw new Error('--schema is for --postgres runs');
const database = values.schema
  ? await openKeptSchema(values.schema)
  : await createTestDatabase(dialect);
const { db } = database;
try {
  if ('filled' in database && database.filled) {
    console.log(`Measuring the kept schema ${values.schema} as it was filled.\n`);
  } else {
    console.log(`Filling ${dialect} with ${videoCount.toLocaleString('en')} videos…`);
    const filled = performance.now();
    await fillLargeCatalogue(db, dialect, { videos: videoCount, users: 0, passwordHash: 'unused' });
    console.log(`filled in ${((performance.now() - filled) / 1000).toFixed(1)} s\n`);
  }

  const category = seedCategories[1];
  const craftsCategory = seedCategories[0];
  if (!category || !craftsCategory) throw new Error('the seed has no second category');

  /** The position ~80% of the way through the catalogue (or one category of it). */
  async function cursorAt(fraction: number, categoryId?: string): Promise<VideoCursor> {
    let query = db.selectFrom('videos').select(['published_at', 'id']);
    if (categoryId) query = query.where('category_id', '=', categoryId);
    const { total } = await db
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .$if(Boolean(categoryId), (q) => q.where('category_id', '=', categoryId ?? ''))
      .executeTakeFirstOrThrow();
    const row = await query
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .offset(Math.floor(Number(total) * fraction))
      .limit(1)
      .executeTakeFirstOrThrow();
    return { publishedAt: row.published_at, id: row.id };
  }
  const deep = await cursorAt(0.8);
  const deepInCategory = await cursorAt(0.8, category.id);

  /** Second page of a common search: the cursor page 1 gave out. */
  const firstOfPaper = await searchVideos(db, { text: 'paper', limit: LIMIT });
  if (!firstOfPaper.next) throw new Error('"paper" has a single page');

  /** Second page of a common material: the cursor page 1 gave out. */
  const firstOfCardboard = await listVideos(db, {
    craft: { material: 'cardboard' },
    limit: LIMIT,
  });
  if (!firstOfCardboard.next) throw new Error('"cardboard" has a single page');

  type Case = {
    name: string;
    group: 'page' | 'search' | 'filter' | 'related' | 'following';
    run: () => Promise<unknown>;
  };
  const page = (filter: Omit<VideoFilter, 'limit'>) => () =>
    listVideos(db, { limit: LIMIT, ...filter });
  const search = (filter: Omit<SearchFilter, 'limit'>) => () =>
    searchVideos(db, { limit: LIMIT, ...filter });
  /** "Up next" of a video: the demo's cardboard basket, and the newest generated video. */
  const related = (idOrLink: string) => async () => {
    const video = await findVideo(db, idOrLink);
    if (!video) throw new Error(`no video ${idOrLink}`);
    return listRelatedVideos(db, video, { hideWatched: false, now: new Date() });
  };
  // Following (docs/product.md, "Following"): a user who follows 200 things, 198 creators (of
  // the generator's ~670 at 100,000 videos) and 2 of the 3 categories.
  const followerId = 'bench-follower';
  // And one who follows 5 creators only, whose videos are few among the newest: their pages come
  // from the per-follow reads, not from the catalogue's next entries.
  const sparseFollowerId = 'bench-sparse-follower';
  const at = new Date().toISOString();
  for (const [id, email] of [
    [followerId, 'follower@bench.test'],
    [sparseFollowerId, 'sparse-follower@bench.test'],
  ] as const) {
    await db
      .insertInto('users')
      .values({
        id,
        email,
        password_hash: 'unused',
        first_name: 'Bench',
        last_name: 'Follower',
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const slugs = await db
    .selectFrom('videos')
    .select('creator_slug')
    .distinct()
    .orderBy('creator_slug')
    .limit(198)
    .execute();
  await db
    .insertInto('follows')
    .values([
      ...slugs.map((row) => ({
        user_id: followerId,
        kind: 'creator' as const,
        target: row.creator_slug,
        created_at: at,
      })),
      ...seedCategories.slice(0, 2).map((c) => ({
        user_id: followerId,
        kind: 'category' as const,
        target: c.id,
        created_at: at,
      })),
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('follows')
    .values(
      slugs.slice(0, 5).map((row) => ({
        user_id: sparseFollowerId,
        kind: 'creator' as const,
        target: row.creator_slug,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const following =
    (after?: VideoCursor, userId = followerId) =>
    () =>
      followingPage(db, userId, {
        limit: LIMIT,
        after,
        newSince: after ? at : undefined,
        now: new Date(),
      });
  const followingFirst = await following()();
  if (!followingFirst.next) throw new Error('Following has a single page');
  const newestVideo = firstOfCardboard.videos[0]?._id;
  if (!newestVideo) throw new Error('"cardboard" has no video');
  const cases: Case[] = [
    { name: 'first page', group: 'page', run: page({}) },
    { name: 'category page', group: 'page', run: page({ category: category.name }) },
    { name: 'deep cursor page (80%)', group: 'page', run: page({ after: deep }) },
    {
      name: 'deep category page (80%)',
      group: 'page',
      run: page({ category: category.id, after: deepInCategory }),
    },
    ...SEARCH_TERMS.map(
      (text): Case => ({ name: `search "${text}"`, group: 'search', run: search({ text }) }),
    ),
    {
      name: 'search "paper" in a category',
      group: 'search',
      run: search({ text: 'paper', category: category.id }),
    },
    {
      name: 'search "paper", page 2',
      group: 'search',
      run: search({ text: 'paper', after: firstOfPaper.next }),
    },
    // Craft facts (docs/product.md, "Filters"): the home page's difficulty, time and material filters.
    {
      name: 'material "cardboard"',
      group: 'filter',
      run: page({ craft: { material: 'cardboard' } }),
    },
    {
      name: 'material "cardboard", page 2',
      group: 'filter',
      run: page({ craft: { material: 'cardboard' }, after: firstOfCardboard.next }),
    },
    {
      name: 'material "epoxy resin"',
      group: 'filter',
      run: page({ craft: { material: 'epoxy resin' } }),
    },
    {
      name: 'material "unobtainium"',
      group: 'filter',
      run: page({ craft: { material: 'unobtainium' } }),
    },
    {
      name: 'difficulty advanced',
      group: 'filter',
      run: page({ craft: { difficulty: 'advanced' } }),
    },
    { name: 'time under-30', group: 'filter', run: page({ craft: { time: 'under-30' } }) },
    {
      name: 'difficulty + time',
      group: 'filter',
      run: page({ craft: { difficulty: 'intermediate', time: 'over-60' } }),
    },
    {
      name: 'difficulty + time (none)',
      group: 'filter',
      run: page({ craft: { difficulty: 'beginner', time: 'over-60' } }),
    },
    {
      name: 'category + difficulty + time',
      group: 'filter',
      run: page({ category: category.id, craft: { difficulty: 'advanced', time: 'over-60' } }),
    },
    {
      name: 'material + category',
      group: 'filter',
      run: page({ category: category.id, craft: { material: 'paper' } }),
    },
    {
      name: 'material + category (none)',
      group: 'filter',
      run: page({ category: category.id, craft: { material: 'cardboard' } }),
    },
    {
      name: 'material + difficulty + time',
      group: 'filter',
      run: page({ craft: { material: 'glue', difficulty: 'advanced', time: 'over-60' } }),
    },
    {
      name: 'deep difficulty page (80%)',
      group: 'filter',
      run: page({ craft: { difficulty: 'advanced' }, after: deep }),
    },
    {
      name: 'search "paper" + difficulty',
      group: 'search',
      run: search({ text: 'paper', craft: { difficulty: 'advanced' } }),
    },
    {
      name: 'search "owl" + time',
      group: 'search',
      run: search({ text: 'owl', craft: { time: 'under-30' } }),
    },
    {
      name: 'search + material + category',
      group: 'search',
      run: search({ text: 'paper', category: craftsCategory.id, craft: { material: 'cardboard' } }),
    },
    {
      name: 'search "pa" + material',
      group: 'search',
      run: search({ text: 'pa', craft: { material: 'glue' } }),
    },
    // "Up next" (docs/product.md, "Video page"): a few short index ranges per shared material.
    { name: 'related: demo basket', group: 'related', run: related('cardboard-mini-basket') },
    { name: 'related: newest cardboard video', group: 'related', run: related(newestVideo) },
    { name: 'related: a video 80% deep', group: 'related', run: related(deep.id) },
    // Following: one short keyset read per follow, merged; the first page records the visit.
    { name: 'Following, 200 follows', group: 'following', run: following() },
    {
      name: 'Following, 200 follows, page 2',
      group: 'following',
      run: following(followingFirst.next),
    },
    {
      name: 'Following, 5 follows (few)',
      group: 'following',
      run: following(undefined, sparseFollowerId),
    },
  ];

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  const fmt = (ms: number) => ms.toFixed(2).padStart(8);
  const all: Record<Case['group'], number[]> = {
    page: [],
    search: [],
    filter: [],
    related: [],
    following: [],
  };
  console.log(
    `${'query'.padEnd(32)}      p50      p95      p99  p50/first page   (ms, ${runs} runs each)`,
  );
  // The first page is the baseline every case's p50 is divided by: it runs whatever --only says,
  // and these figures compare across runs on a machine whose speed varies.
  let baseline = Number.NaN;
  for (const c of cases.filter(
    (c) => !values.only || c.group === values.only || c.name === 'first page',
  )) {
    // Steady state, as a server that has been up a while answers: V8 has compiled the code the
    // query runs through, the caches are warm, and on PostgreSQL a prepared statement is past
    // its first runs on a connection, planned afresh each until the server settles on its
    // generic plan (after five). Three runs of warm-up left part of that in the measured runs
    // (docs/performance.md, "Prepared statements").
    for (let i = 0; i < WARM_UP_RUNS; i++) await c.run();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await c.run();
      times.push(performance.now() - started);
    }
    all[c.group].push(...times);
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    if (c.name === 'first page') baseline = p50;
    console.log(
      `${c.name.padEnd(32)} ${fmt(p50)} ${fmt(percentile(times, 95))} ${fmt(percentile(times, 99))}` +
        `  ${(p50 / baseline).toFixed(1).padStart(8)}×`,
    );
  }
  // A filtered page is a page: the same target.
  // "Up next" is on every video page, and Following reads one short range per follow: a page's
  // target, each.
  const targets: Record<Case['group'], number> = {
    page: 5,
    search: 10,
    filter: 5,
    related: 5,
    following: 5,
  };
  console.log('');
  for (const group of ['page', 'filter', 'search', 'related', 'following'] as const) {
    if (values.only && group !== values.only) continue;
    const times = all[group].sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `all ${group} queries: p50 ${fmt(percentile(times, 50))}  p95 ${fmt(p95)}  p99 ${fmt(percentile(times, 99))}` +
        `   target p95 ≤ ${targets[group]} ms: ${p95 <= targets[group] ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  await database.close();
}
