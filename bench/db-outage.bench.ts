// `npm run bench:outage`: PostgreSQL goes away for a few seconds under load, and comes back.
// The server runs as `npm start` runs it (or, with --cluster, as `npm run start:cluster` runs
// two of it behind nginx) on a fresh PostgreSQL schema whose connections pass through a TCP
// proxy of this script's own (tests/support/tcp-proxy.ts). A bounded mixed load of reads and
// signed-in writes, on 127.0.0.1 only, runs before, through and after the outage: the proxy
// cuts every connection and refuses new ones, then accepts again. Prints what the requests got
// (503, other 5xx, connection errors, timeouts), how long after the database came back the
// first write was acknowledged and the last failure answered, and how many acknowledged writes
// the database does not hold. Exits 1 if any acknowledged write was lost, any 5xx other than
// 503 was answered, or a server process died.
//   npm run bench:outage                              5 s, 4 s of outage, 12 s; 16 loops
//   npm run bench:outage -- --before 3 --outage 6 --after 10 --loops 8 --timeout 5
//   npm run bench:outage -- --cluster                 two processes behind nginx
//   npm run bench:outage -- --database-url postgres://…/db   where the schema is made
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type RunningCluster, startCluster } from '../scripts/start-cluster.ts';
import { startTcpProxy, targetOf, throughProxy } from '../tests/support/tcp-proxy.ts';
import { freePort, type RunningProcess, startCraftReel } from './support/processes.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const seconds = (name: string, fallback: number) => Number(option(name) ?? fallback) * 1000;
const BEFORE_MS = seconds('before', 5);
const OUTAGE_MS = seconds('outage', 4);
const AFTER_MS = seconds('after', 12);
const TIMEOUT_MS = seconds('timeout', 10);
const LOOPS = Number(option('loops') ?? 16);
/** The load stops at this many requests even if its time is not up. */
const MAX_REQUESTS = 100_000;
const USERS = 8;
const CLUSTER = args.includes('--cluster');
const BASE_URL =
  option('database-url') ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

type Kind = 'catalogue read' | 'signed-in read' | 'write';
/** A status, or what happened instead of one. */
type Outcome = number | 'connection error' | 'timeout';
interface Sample {
  kind: Kind;
  /** ms since the load began */
  start: number;
  end: number;
  outcome: Outcome;
  retryAfter: boolean;
}

const schema = `outage_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
await admin.query(`create schema "${schema}"`);
const proxy = await startTcpProxy(targetOf(BASE_URL));
const url = new URL(throughProxy(BASE_URL, proxy));
url.searchParams.set('options', `-c search_path=${schema}`);
url.searchParams.set('application_name', schema);

let server: RunningProcess | undefined;
let cluster: RunningCluster | undefined;
/** Set when a server process died (or, in a cluster, had to be replaced). */
const deaths: string[] = [];
let exitCode = 1;
try {
  let base: string;
  if (CLUSTER) {
    cluster = await startCluster({
      databaseUrl: url.toString(),
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      host: '127.0.0.1',
      port: await freePort(),
      apps: 2,
      appPorts: [await freePort(), await freePort()],
      jwtSecret: randomBytes(48).toString('base64url'),
      env: { NODE_ENV: 'production', RATE_LIMITS: 'off' },
      quiet: true,
      log: (message) => {
        if (/ (was killed by|exited with) /.test(message)) deaths.push(message);
      },
    });
    base = cluster.url;
  } else {
    server = await startCraftReel(url.toString());
    server.child.once('exit', (code, signal) =>
      deaths.push(`the server ${signal ? `was killed by ${signal}` : `exited with ${code}`}`),
    );
    base = server.url;
  }
  exitCode = await run(base);
} finally {
  await server?.stop();
  await cluster?.stop();
  await proxy.close();
  await admin.query(`drop schema "${schema}" cascade`);
  await admin.end();
}
process.exit(exitCode);

async function run(base: string): Promise<number> {
  const { videos } = (await (await fetch(`${base}/api/videos?limit=100`)).json()) as {
    videos: { _id: string }[];
  };
  const videoIds = videos.map((video) => video._id);
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const res = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `outage-${i}@example.com`,
        password: 'outage bench password',
        firstName: 'Out',
        lastName: `Age ${i}`,
      }),
    });
    tokens.push(((await res.json()) as { encodedToken: string }).encodedToken);
  }
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

  const samples: Sample[] = [];
  /** Titles of the playlists whose creation was answered 201. */
  const acknowledged: string[] = [];
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const endAt = BEFORE_MS + OUTAGE_MS + AFTER_MS;

  async function one(loop: number, n: number): Promise<void> {
    const roll = Math.random();
    const token = pick(tokens);
    let kind: Kind = 'catalogue read';
    let path = '/api/videos?limit=24';
    let init: RequestInit = {};
    let title: string | undefined;
    if (roll < 0.2) path = `/api/video/${pick(videoIds)}`;
    else if (roll < 0.4) path = '/api/videos?limit=24';
    else if (roll < 0.65) {
      kind = 'signed-in read';
      path = '/api/user/playlists?limit=5';
      init = { headers: { authorization: token } };
    } else {
      kind = 'write';
      path = '/api/user/playlists';
      title = `loop ${loop} n ${n}`;
      init = {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ playlist: { title } }),
      };
    }
    const start = now();
    let outcome: Outcome;
    let retryAfter = false;
    try {
      const res = await fetch(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.arrayBuffer();
      outcome = res.status;
      retryAfter = res.headers.has('retry-after');
    } catch (error) {
      outcome = (error as Error).name === 'TimeoutError' ? 'timeout' : 'connection error';
    }
    samples.push({ kind, start, end: now(), outcome, retryAfter });
    if (title && outcome === 201) acknowledged.push(title);
  }

  let outageAt = Number.NaN;
  let acceptAt = Number.NaN;
  const outage = (async () => {
    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
    outageAt = now();
    proxy.refuse();
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    acceptAt = now();
    proxy.accept();
  })();
  console.log(
    `${CLUSTER ? 'Cluster of 2 behind nginx' : 'One server'}: ${LOOPS} loops, ` +
      `${BEFORE_MS / 1000} s, then ${OUTAGE_MS / 1000} s without PostgreSQL, then ` +
      `${AFTER_MS / 1000} s; each request times out after ${TIMEOUT_MS / 1000} s…`,
  );
  await Promise.all(
    Array.from({ length: LOOPS }, async (_, loop) => {
      for (let n = 0; now() < endAt && samples.length < MAX_REQUESTS; n++) await one(loop, n);
    }),
  );
  await outage;

  // What the database holds, asked directly rather than through the proxy.
  const { rows } = await admin.query<{ title: string }>(
    `select title from "${schema}".playlists where title = any($1)`,
    [acknowledged],
  );
  const stored = new Set(rows.map((row) => row.title));
  const lost = acknowledged.filter((title) => !stored.has(title));

  const ok = (o: Outcome) => typeof o === 'number' && o < 400;
  const phaseOf = (s: Sample) =>
    s.start < outageAt ? 'before' : s.start < acceptAt ? 'outage' : 'after';
  const count = (list: Sample[], test: (s: Sample) => boolean) => list.filter(test).length;
  const table: Record<string, Record<string, number>> = {};
  for (const phase of ['before', 'outage', 'after'] as const) {
    const list = samples.filter((s) => phaseOf(s) === phase);
    table[`started ${phase}`] = {
      requests: list.length,
      '2xx': count(list, (s) => ok(s.outcome)),
      '4xx': count(
        list,
        (s) => typeof s.outcome === 'number' && s.outcome >= 400 && s.outcome < 500,
      ),
      'answered 503': count(list, (s) => s.outcome === 503),
      'of them with Retry-After': count(list, (s) => s.outcome === 503 && s.retryAfter),
      'other 5xx': count(
        list,
        (s) => typeof s.outcome === 'number' && s.outcome >= 500 && s.outcome !== 503,
      ),
      'connection errors': count(list, (s) => s.outcome === 'connection error'),
      [`hung > ${TIMEOUT_MS / 1000} s`]: count(list, (s) => s.outcome === 'timeout'),
      'writes acknowledged': count(list, (s) => s.kind === 'write' && s.outcome === 201),
    };
  }
  console.table(table);

  const firstWriteBack = samples
    .filter((s) => s.kind === 'write' && s.outcome === 201 && s.end >= acceptAt)
    .reduce((first, s) => Math.min(first, s.end), Number.POSITIVE_INFINITY);
  const lastFailure = samples
    .filter((s) => !ok(s.outcome) && !(typeof s.outcome === 'number' && s.outcome < 500))
    .reduce((last, s) => Math.max(last, s.end), Number.NEGATIVE_INFINITY);
  const since = (t: number) => `${Math.round(t - acceptAt)} ms`;
  const other5xx = count(
    samples,
    (s) => typeof s.outcome === 'number' && s.outcome >= 500 && s.outcome !== 503,
  );
  console.table({
    'requests in all': samples.length,
    'from accept() to the first acknowledged write': Number.isFinite(firstWriteBack)
      ? since(firstWriteBack)
      : 'none',
    'from accept() to the last failure answered (steady after it)':
      lastFailure < acceptAt ? 'no failure after accept()' : since(lastFailure),
    'acknowledged writes': acknowledged.length,
    'acknowledged writes lost': lost.length,
    'server processes that died': deaths.length,
  });
  for (const death of deaths) console.log(`died: ${death}`);
  const failed = lost.length > 0 || other5xx > 0 || deaths.length > 0;
  console.log(
    failed
      ? 'FAILED: an acknowledged write lost, a 5xx other than 503, or a process died.'
      : 'OK: no acknowledged write lost, no 5xx but 503, no process died.',
  );
  return failed ? 1 : 0;
}
