// CraftReel over HTTP against a bare node:http server, in one run on one machine.
// Every row is driven by autocannon on 127.0.0.1 (bounded: N connections for S seconds) and
// printed as a ratio to a bare node:http server, measured in the same run, that answers the
// very same JSON (stringified per request); these machines are too noisy for absolute figures.
//   npm run bench                            SQLite, 100,000 videos (seeded once, kept in .tmp/bench)
//   npm run bench -- --seconds 4 --warmup 1 --connections 50 --videos 20000
//   npm run bench -- --only 'history write'      the rows whose names hold the text
//   npm run bench -- --database-url postgres://…   an already seeded database (npm run seed:large)
//   npm run bench -- --cpu-prof .tmp/prof        CraftReel runs under node --cpu-prof (a .cpuprofile there on exit)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  ROOT,
  type RunningProcess,
  startCraftReel,
  startHttpProcess,
} from './support/processes.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const seconds = Number(option('seconds') ?? 8);
/** Load before each measurement, not counted: both servers start cold, and JIT warm-up is not what a row measures. */
const warmupSeconds = Number(option('warmup') ?? 2);
/** Only the rows whose names hold this text (json-server's row is always run). */
const only = option('only');
const connections = Number(option('connections') ?? 50);
const videoCount = Number(option('videos') ?? 100_000);
const userCount = Number(option('users') ?? 1_000);
const workDir = join(ROOT, '.tmp', 'bench');
mkdirSync(workDir, { recursive: true });

/** The catalogue the rows run against: the given database, or a SQLite file seeded once. */
function benchDatabaseUrl(): string {
  const given = option('database-url');
  if (given) return given;
  const file = join(workDir, `catalogue-${videoCount}-${userCount}.db`);
  if (!existsSync(file)) {
    console.log(`Seeding ${file} (kept for the next run)…`);
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/seed-large.ts',
        '--videos',
        String(videoCount),
        '--users',
        String(userCount),
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: `file:${file}` } },
    );
  }
  return `file:${file}`;
}

interface Measured {
  rps: number;
  p99: number;
  failures: number;
  /** Bytes an answer, headers included: whether the two servers answered alike. */
  bytesPerAnswer: number;
  /**
   * The server's main-thread CPU time per answer, in µs (Linux only; NaN elsewhere): steadier
   * than req/s on a shared machine, since time the process waits for a core is not counted.
   */
  cpuPerAnswer: number;
}

/** Clock ticks of Linux's /proc (USER_HZ): 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) the main thread of process `pid` has used, or NaN. */
function mainThreadCpuSeconds(pid?: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return (utime + stime) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/**
 * One measurement, after `warmupSeconds` of the same load (or of `warmup`'s, for a row whose
 * requests must reach the server cold, such as searches it would otherwise have cached).
 */
async function measure(
  server: { pid?: number | undefined },
  options: autocannon.Options,
  warmup: Partial<autocannon.Options> = {},
  afterWarmup: () => Promise<void> = async () => {},
): Promise<Measured> {
  if (warmupSeconds > 0) {
    await autocannon({ connections, ...options, ...warmup, duration: warmupSeconds });
    await afterWarmup();
  }
  const cpuBefore = mainThreadCpuSeconds(server.pid);
  const result = await autocannon({ connections, duration: seconds, ...options });
  const cpu = mainThreadCpuSeconds(server.pid) - cpuBefore;
  const answers = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerAnswer: result.throughput.total / answers,
    cpuPerAnswer: (cpu * 1e6) / answers,
  };
}

/** The bare server answering `payload`, measured with the same requests as the row. */
async function measureBare(payload: unknown, requests: autocannon.Request[]): Promise<Measured> {
  const file = join(workDir, 'bare-payload.json');
  writeFileSync(file, JSON.stringify(payload));
  const port = await freePort();
  const bare = await startHttpProcess(
    process.execPath,
    ['bench/support/bare-server.mjs', String(port), file],
    {
      port,
      probePath: '/',
    },
  );
  try {
    return await measure(bare.child, {
      url: bare.url,
      requests: requests.map(({ setupRequest: _, ...r }) => r),
    });
  } finally {
    await bare.stop();
  }
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Row {
  name: string;
  target: number;
  app: Measured;
  bare: Measured;
}

const rows: Row[] = [];
const databaseUrl = benchDatabaseUrl();
let app: RunningProcess | undefined;
let jsonServer: RunningProcess | undefined;
try {
  const profileDir = option('cpu-prof');
  app = await startCraftReel(
    databaseUrl,
    profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
  );
  const base = app.url;
  const craftReel = app.child;

  /** A new user of the bench's own: its token. */
  const signUp = async (name: string) => {
    const email = `bench-${name}-${Date.now().toString(36)}@example.com`;
    const body = { email, password: 'bench-password', firstName: 'Bench', lastName: 'User' };
    const { encodedToken } = await json<{ encodedToken: string }>(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return encodedToken;
  };
  const addAll = async (token: string, list: string, videoIds: string[]) => {
    for (const id of videoIds) {
      await json(`${base}/api/user/${list}`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ video: { _id: id } }),
      });
    }
  };

  // A user of our own with 50 liked videos and 50 in the history.
  const token = await signUp('reader');
  const auth = { authorization: token, 'content-type': 'application/json' };
  const ids: string[] = [];
  for (let cursor: string | null = null; ids.length < 2_000; ) {
    const page: { videos: { _id: string }[]; nextCursor: string | null } = await json(
      `${base}/api/videos?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    ids.push(...page.videos.map((v) => v._id));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  await addAll(token, 'likes', ids.slice(0, 50));
  await addAll(token, 'history', ids.slice(0, 50));

  async function row(
    name: string,
    target: number,
    requests: autocannon.Request[],
    sample: () => Promise<unknown>,
    warmup?: Partial<autocannon.Options>,
    afterWarmup?: () => Promise<void>,
  ) {
    if (only && !name.includes(only)) return;
    process.stdout.write(`${name}… `);
    const appResult = await measure(craftReel, { url: base, requests }, warmup, afterWarmup);
    const bare = await measureBare(await sample(), requests);
    rows.push({ name, target, app: appResult, bare });
    console.log(`${Math.round(appResult.rps)} req/s (bare ${Math.round(bare.rps)})`);
  }

  await row('catalogue, first page', 1.0, [{ method: 'GET', path: '/api/videos' }], () =>
    json(`${base}/api/videos`),
  );

  // Searches as people type them: word prefixes from the catalogue's own titles, many distinct.
  const titles = await json<{ videos: { title: string }[] }>(`${base}/api/videos?limit=100`);
  const words = [
    ...new Set(titles.videos.flatMap((v) => v.title.toLowerCase().split(/\W+/))),
  ].filter((w) => w.length >= 4);
  const searches = words.flatMap((w) => [w.slice(0, 3), w.slice(0, 4), w]);
  let nextSearch = 0;
  const searchPath = () =>
    `/api/videos?search=${encodeURIComponent(searches[nextSearch++ % searches.length] ?? 'paint')}`;
  await row(
    `catalogue search (${searches.length} distinct texts)`,
    0.5,
    [
      {
        method: 'GET',
        path: '/api/videos?search=pai',
        setupRequest: (req) => ({ ...req, path: searchPath() }),
      },
    ],
    () => json(`${base}/api/videos?search=pai`),
    // Warmed with the catalogue page, so each search text first reaches the server cold.
    { requests: [{ method: 'GET', path: '/api/videos' }] },
  );

  await row(
    'signed in: 50 liked videos',
    0.35,
    [{ method: 'GET', path: '/api/user/likes', headers: { authorization: token } }],
    () => json(`${base}/api/user/likes`, { headers: auth }),
  );

  // Each connection is a user of its own, with 50 videos in the history, who adds a video to it
  // and takes it out again: every request is a write that succeeds, and every answer holds 50
  // or 51 videos, as the bare server's does. (One user shared by all connections would answer
  // with 50 plus those the other connections had added and not yet taken out: about 45 % more
  // bytes than the bare server's, measured.)
  const writers = await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const writer = await signUp(`writer-${i}`);
      await addAll(writer, 'history', ids.slice(0, 50));
      return writer;
    }),
  );
  let nextVideo = 50;
  // autocannon gives each round of a connection's requests a new context: a writer is taken from
  // the free ones for the add and given back when its removal has been answered, so no two
  // connections ever write one user's history at once.
  const free = [...writers];
  /** The writer and the video of each round (by its autocannon context). */
  const roundOf = new WeakMap<object, { writer: string; video: string }>();
  /** Writers whose added video is not yet known to be taken out: the warm-up's end cuts some off. */
  const held = new Map<string, string>();
  const takeOutCutOff = async () => {
    for (const [writer, id] of held) {
      await fetch(`${base}/api/user/history/${id}`, {
        method: 'DELETE',
        headers: { authorization: writer },
      });
    }
    held.clear();
    free.splice(0, free.length, ...writers);
  };
  const sampleWrite = await (async () => {
    const [writer] = writers;
    const id = ids[ids.length - 1];
    if (!writer || !id) throw new Error('no writer or no video to write');
    const answer = await json(`${base}/api/user/history`, {
      method: 'POST',
      headers: { authorization: writer, 'content-type': 'application/json' },
      body: JSON.stringify({ video: { _id: id } }),
    });
    await json(`${base}/api/user/history/${id}`, {
      method: 'DELETE',
      headers: { authorization: writer },
    });
    return answer;
  })();
  await row(
    'signed in: history write (add, remove)',
    0.25,
    [
      {
        method: 'POST',
        path: '/api/user/history',
        headers: auth,
        setupRequest: (req, context) => {
          const writer = free.pop();
          const video = ids[50 + (nextVideo++ % (ids.length - 51))];
          if (!writer || !video) throw new Error('no free writer or no video to write');
          roundOf.set(context, { writer, video });
          held.set(writer, video);
          return {
            ...req,
            headers: { authorization: writer, 'content-type': 'application/json' },
            body: JSON.stringify({ video: { _id: video } }),
          };
        },
      },
      {
        method: 'DELETE',
        path: '/api/user/history/x',
        headers: { authorization: token },
        setupRequest: (req, context) => {
          const { writer = '', video = '' } = roundOf.get(context) ?? {};
          return { ...req, headers: { authorization: writer }, path: `/api/user/history/${video}` };
        },
        onResponse: (_status, _body, context) => {
          const round = roundOf.get(context);
          if (!round) return;
          held.delete(round.writer);
          free.push(round.writer);
        },
      },
    ],
    async () => sampleWrite,
    undefined,
    takeOutCutOff,
  );

  // json-server, the toy mock server, over the 12 videos of the demo catalogue.
  const twelve = await json<{ videos: unknown[] }>(`${base}/api/videos?limit=12`);
  const dbFile = join(workDir, 'json-server-db.json');
  writeFileSync(dbFile, JSON.stringify({ videos: twelve.videos }));
  const jsonPort = await freePort();
  jsonServer = await startHttpProcess(
    process.execPath,
    [
      join(ROOT, 'node_modules/json-server/lib/cli/bin.js'),
      '--port',
      String(jsonPort),
      '--quiet',
      dbFile,
    ],
    { port: jsonPort, probePath: '/videos' },
  );
  process.stdout.write('json-server, 12 videos… ');
  const peer = await measure(jsonServer.child, { url: `${jsonServer.url}/videos` });
  const peerBare = await measureBare(twelve.videos, [{ method: 'GET', path: '/videos' }]);
  rows.push({
    name: 'json-server (peer), 12 videos',
    target: Number.NaN,
    app: peer,
    bare: peerBare,
  });
  console.log(`${Math.round(peer.rps)} req/s (bare ${Math.round(peerBare.rps)})`);
} finally {
  await app?.stop();
  await jsonServer?.stop();
}

const peerRatio = rows.at(-1)
  ? (rows.at(-1) as Row).app.rps / (rows.at(-1) as Row).bare.rps
  : Number.NaN;
console.log(
  `\n${connections} connections, ${seconds} s a measurement, ${videoCount.toLocaleString('en')} videos, ${databaseUrl.split(':')[0]}`,
);
console.table(
  rows.map((r) => {
    const ratio = r.app.rps / r.bare.rps;
    return {
      row: r.name,
      'req/s': Math.round(r.app.rps),
      'p99 ms': r.app.p99,
      'bare req/s': Math.round(r.bare.rps),
      'bare p99 ms': r.bare.p99,
      'KB/answer': (r.app.bytesPerAnswer / 1024).toFixed(1),
      'bare KB/answer': (r.bare.bytesPerAnswer / 1024).toFixed(1),
      'CPU µs/answer': Math.round(r.app.cpuPerAnswer),
      'bare CPU µs': Math.round(r.bare.cpuPerAnswer),
      '× bare': ratio.toFixed(2),
      target: Number.isNaN(r.target) ? '' : `≥ ${r.target.toFixed(2)}`,
      met: Number.isNaN(r.target) ? '' : ratio >= r.target && ratio > peerRatio ? 'yes' : 'no',
      failures: r.app.failures,
    };
  }),
);
