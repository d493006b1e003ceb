// Catalogue and list read paths on a large catalogue, in-process (no network).
// Figures are medians, printed as ratios to a baseline measured in the same run
// (GET /api/categories: routing, JSON and one tiny query), since these machines are noisy.
// The figure to watch: "deep page / first page" stays near 1 when keyset paging and its
// index work; an OFFSET scan would grow with the depth.
//   npm run bench:api                SQLite, 20,000 videos
//   npm run bench:api -- --postgres    PostgreSQL at TEST_DATABASE_URL (a throwaway schema)
//   npm run bench:api -- --videos 50000
import { createApp } from '#server/app.ts';
import { makeTestVideo } from '#server/db/factories.ts';
import { seedCategories, seedVideos } from '#server/db/seed-catalogue.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { nodeHmacSha256 } from '#server/node/undo/node-hmac.ts';
import { TEST_TOKENS } from '../tests/support/test-app.ts';
import { createTestDatabase } from '../tests/support/test-database.ts';

const args = process.argv.slice(2);
const dialect = args.includes('--postgres') ? 'postgres' : 'sqlite';
const videoCount = Number(args[args.indexOf('--videos') + 1]) || 20_000;
const RUNS = 60;

const database = await createTestDatabase(dialect);
const { db } = database;
console.log(`Filling ${dialect} with ${videoCount.toLocaleString('en')} videos…`);
// The bench's videos go into the seed's categories, in turn.
const categoryIds = seedCategories.map((c) => c.id);
const [benchCategory] = seedCategories;
const [benchVideo] = seedVideos;
if (!benchCategory || !benchVideo) throw new Error('the seed has no categories or no videos');
for (let start = 0; start < videoCount; start += 500) {
  const rows = [];
  for (let i = start; i < Math.min(videoCount, start + 500); i++) {
    rows.push(
      makeTestVideo(categoryIds[i % categoryIds.length] ?? benchCategory.id, {
        title: `Bench video ${i} of ${i % 7 === 0 ? 'sunset' : 'paper'} crafts`,
      }),
    );
  }
  await db.insertInto('videos').values(rows).execute();
}

const app = createApp({
  db,
  passwords: argon2Hasher,
  tokens: TEST_TOKENS,
  hmacSha256: nodeHmacSha256,
});
const call = async (path: string, token?: string) => {
  const res = await app.request(path, { headers: token ? { authorization: token } : {} });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.json() as Promise<Record<string, unknown>>;
};

// A user with 500 liked videos.
const signup = await app.request('/api/auth/signup', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: 'bench@example.com',
    password: 'bench-password',
    firstName: 'B',
    lastName: 'U',
  }),
});
const { encodedToken } = (await signup.json()) as { encodedToken: string };
const someIds = await db.selectFrom('videos').select('id').limit(500).execute();
for (const { id } of someIds) {
  await app.request('/api/user/likes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: encodedToken },
    body: JSON.stringify({ video: { _id: id } }),
  });
}

// A cursor deep into the catalogue (about 80% of the way).
let cursor: string | null = null;
const depth = Math.floor((videoCount * 0.8) / 100);
for (let i = 0; i < depth; i++) {
  const page = await call(`/api/videos?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
  cursor = page.nextCursor as string | null;
}

// A cursor deep into the liked list (page 9 of 48: past 384 of the 500).
let likesCursor: string | null = null;
for (let i = 0; i < 8; i++) {
  const query: string = likesCursor ? `&cursor=${likesCursor}` : '';
  const page = await call(`/api/user/likes?limit=48${query}`, encodedToken);
  likesCursor = page.nextCursor as string | null;
}

async function median(path: string, token?: string): Promise<number> {
  for (let i = 0; i < 5; i++) await call(path, token); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await call(path, token);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const baseline = await median('/api/categories');
const cases: Array<[string, string, string?]> = [
  ['first page (48)', '/api/videos'],
  ['deep page (48, keyset)', `/api/videos?cursor=${cursor}`],
  ['category page', `/api/videos?category=${encodeURIComponent(benchCategory.name)}`],
  ['search "sunset"', '/api/videos?search=sunset'],
  ['one video by videoLink', `/api/video/${encodeURIComponent(benchVideo.videoLink)}`],
  // Up next: a visitor's answer from the catalogue's response cache, a signed-in user's made fresh.
  ['Up next, a visitor', `/api/video/${encodeURIComponent(benchVideo.videoLink)}/related`],
  [
    'Up next, signed in',
    `/api/video/${encodeURIComponent(benchVideo.videoLink)}/related`,
    encodedToken,
  ],
  ['500 liked videos', '/api/user/likes', encodedToken],
  ['liked first page (48)', '/api/user/likes?limit=48', encodedToken],
  ['liked deep page (48)', `/api/user/likes?limit=48&cursor=${likesCursor}`, encodedToken],
];
console.log(`\nbaseline GET /api/categories: ${baseline.toFixed(2)} ms (median of ${RUNS})\n`);
const results = new Map<string, number>();
for (const [name, path, token] of cases) {
  const ms = await median(path, token);
  results.set(name, ms);
  console.log(
    `${name.padEnd(26)} ${ms.toFixed(2).padStart(8)} ms  ×${(ms / baseline).toFixed(2)} baseline`,
  );
}
const first = results.get('first page (48)') ?? Number.NaN;
const deep = results.get('deep page (48, keyset)') ?? Number.NaN;
console.log(
  `\ndeep page / first page: ×${(deep / first).toFixed(2)} (near 1 = paging cost independent of depth)`,
);
const likedFirst = results.get('liked first page (48)') ?? Number.NaN;
const likedDeep = results.get('liked deep page (48)') ?? Number.NaN;
console.log(`liked deep page / liked first page: ×${(likedDeep / likedFirst).toFixed(2)}`);
await database.close();
