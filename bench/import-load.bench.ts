// How big imports weigh on everyone else: one client reads the catalogue (GET /api/videos, every
// 10 ms, each read timed from when it was due) while a curator imports 2,000-row files (POST /api/curation/videos/import)
// and then a user imports a 10,000-entry library (POST /api/user/library). The reader's p99 is
// printed alone (the baseline, measured in the same run) and during each kind of import, with
// its ratio to the baseline. The real server process, as `npm start` runs it, with
// RATE_LIMITS=off: a file SQLite in a temporary folder, then PostgreSQL in a throwaway schema.
//   npm run bench:imports                 both
//   npm run bench:imports -- --sqlite     SQLite only (or --postgres)
//   npm run bench:imports -- --imports 5  curation imports per run (5 by default)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { setRoleByEmail } from '#server/db/repositories/curation-user.repository.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { TEST_POSTGRES_URL } from '../tests/support/test-database.ts';
import { freePort, ROOT } from './support/processes.ts';

const args = process.argv.slice(2);
const only = args.includes('--sqlite') ? 'sqlite' : args.includes('--postgres') ? 'postgres' : null;
const CURATION_IMPORTS = Number(args[args.indexOf('--imports') + 1]) || 5;
const LIBRARY_IMPORTS = 5;
const BASELINE_MS = 5000;
const IMPORT_ROWS = 2000;
/** Likes, watch later and history at 1,000 each, and seven playlists of 1,000: 10,000 entries. */
const LIBRARY_PLAYLISTS = 7;
const LIBRARY_LIST = 1000;

interface Phase {
  name: string;
  latencies: number[];
  /** How long each import took, as its client saw it. */
  imports: number[];
  /** How long each import held SQLite's write lock in the worker, as the server logged it. */
  locks: number[];
}

/**
 * The server as `npm start` runs it, its log read for the import worker's lock times (the
 * 'import written in the worker' lines: src/server/node/index.ts).
 */
async function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/node/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const locks: number[] = [];
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"lockMs"')) continue;
      const { lockMs } = JSON.parse(line) as { lockMs: number };
      locks.push(lockMs);
    }
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (tries > 600) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, locks, stop };
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** One catalogue read every this many ms, whether or not the ones before have answered. */
const READ_EVERY_MS = 10;

/**
 * Reads the first catalogue page on a fixed schedule (READ_EVERY_MS) till `running` says no,
 * each read's time counted from when it was due: a server that stalls delays every read due
 * meanwhile, as it does every user's, rather than only the one a lone client was waiting on.
 */
async function readWhile(url: string, running: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  const reads: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; running(); n++) {
    const due = start + n * READ_EVERY_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    reads.push(
      fetch(`${url}/api/videos`).then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET /api/videos: ${res.status}`);
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(reads);
  return latencies;
}

/** Runs `work` while the reader reads; the reader's latencies are those of `work`'s span. */
async function measure(
  name: string,
  server: { url: string; locks: number[] },
  work: () => Promise<number[]>,
): Promise<Phase> {
  const { url } = server;
  const locksBefore = server.locks.length;
  let running = true;
  const reader = readWhile(url, () => running);
  // Let the reader settle into its stride first.
  await new Promise((r) => setTimeout(r, 200));
  let imports: number[];
  try {
    imports = await work();
  } finally {
    running = false;
  }
  return { name, latencies: await reader, imports, locks: server.locks.slice(locksBefore) };
}

async function post(url: string, path: string, token: string, type: string, body: string) {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: token },
    body,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 300)}`);
  return performance.now() - started;
}

async function signUp(url: string): Promise<{ token: string; email: string }> {
  const email = `import-bench-${randomBytes(6).toString('hex')}@example.com`;
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password', firstName: 'B', lastName: 'U' }),
  });
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const { encodedToken } = (await res.json()) as { encodedToken: string };
  return { token: encodedToken, email };
}

/** A 2,000-row CSV of new videos, each with materials (as curators' files hold them). */
function curationCsv(batch: number): string {
  const lines = ['url,title,creator,description,category,views,publishedAt,materials'];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const id = randomBytes(8).toString('base64url');
    lines.push(
      [
        `https://youtu.be/${id}`,
        `"Imported lantern ${batch}-${i}, folded"`,
        'Paper Lab',
        `"A lantern, ""folded"" from paper, number ${i}."`,
        'craft-ideas',
        String(1000 + i),
        '2022-03-01',
        '"Printer paper | 2 sheets; Glue stick; Fairy lights | 1 string"',
      ].join(','),
    );
  }
  return lines.join('\n');
}

/** A library file of 10,000 entries over the given catalogue videos. */
function libraryFile(videoIds: readonly string[]): string {
  const at = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  const entries = (offset: number) =>
    Array.from({ length: LIBRARY_LIST }, (_, i) => ({
      videoId: videoIds[(offset + i) % videoIds.length] as string,
      addedAt: at(LIBRARY_LIST - i),
    }));
  return JSON.stringify({
    format: 'craftreel-library',
    version: 1,
    exportedAt: new Date().toISOString(),
    likes: entries(0),
    watchLater: entries(1000),
    history: entries(2000),
    playlists: Array.from({ length: LIBRARY_PLAYLISTS }, (_, p) => ({
      title: `Bench playlist ${p}`,
      createdAt: at(0),
      videos: entries(p * 500),
    })),
  });
}

async function run(dialect: 'sqlite' | 'postgres'): Promise<Phase[]> {
  let databaseUrl: string;
  let cleanUp: () => Promise<void>;
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'craftreel-import-bench-'));
    databaseUrl = `file:${join(dir, 'craftreel.db')}`;
    cleanUp = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = `import_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    const url = new URL(TEST_POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    cleanUp = async () => {
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    };
  }
  const port = await freePort();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        RATE_LIMITS: 'off',
        THUMBNAIL_UPSTREAM: 'off',
      },
      port,
    );
    const { url } = server;
    const curator = await signUp(url);
    // As `npm run user:role` makes a curator: through the database the server uses.
    const database = connectDatabase(databaseUrl);
    await setRoleByEmail(database.db, curator.email, 'curator');

    // Warm the server up (its JIT, its caches) before anything is measured.
    await measure('warm-up', server, async () => {
      await new Promise((r) => setTimeout(r, 2000));
      return [];
    });
    const phases: Phase[] = [];
    phases.push(
      await measure('alone (baseline)', server, async () => {
        await new Promise((r) => setTimeout(r, BASELINE_MS));
        return [];
      }),
    );
    const files = Array.from({ length: CURATION_IMPORTS }, (_, i) => curationCsv(i));
    phases.push(
      await measure(`during ${CURATION_IMPORTS} × 2,000-row curation imports`, server, async () => {
        const took: number[] = [];
        for (const file of files) {
          took.push(
            await post(url, '/api/curation/videos/import', curator.token, 'text/csv', file),
          );
        }
        return took;
      }),
    );
    const videoIds = (
      await database.db.selectFrom('videos').select('id').orderBy('id').limit(5000).execute()
    ).map((row) => row.id);
    await database.close();
    const library = libraryFile(videoIds);
    const users = await Promise.all(Array.from({ length: LIBRARY_IMPORTS }, () => signUp(url)));
    phases.push(
      await measure(
        `during ${LIBRARY_IMPORTS} × 10,000-entry library imports`,
        server,
        async () => {
          const took: number[] = [];
          for (const user of users) {
            took.push(
              await post(url, '/api/user/library', user.token, 'application/json', library),
            );
          }
          return took;
        },
      ),
    );
    return phases;
  } finally {
    await server?.stop();
    await cleanUp();
  }
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (only && only !== dialect) continue;
  console.log(`\n${dialect}: GET /api/videos from another client`);
  const phases = await run(dialect);
  const baseline = percentile(phases[0]?.latencies ?? [], 99);
  for (const phase of phases) {
    const p99 = percentile(phase.latencies, 99);
    const imports = phase.imports.length
      ? `; each import ${phase.imports.map((ms) => Math.round(ms)).join(', ')} ms`
      : '';
    const locks = phase.locks.length
      ? `; write lock held ${phase.locks.map((ms) => Math.round(ms)).join(', ')} ms`
      : '';
    console.log(
      `  ${phase.name.padEnd(46)} reads ${String(phase.latencies.length).padStart(5)}  ` +
        `p50 ${percentile(phase.latencies, 50).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  ` +
        `max ${Math.max(...phase.latencies).toFixed(1)} ms  (p99 ${(p99 / baseline).toFixed(1)}× baseline)${imports}${locks}`,
    );
  }
}
