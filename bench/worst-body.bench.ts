// What the worst bodies the server accepts in size do to everyone else: another client's p99 on
// GET /api/videos, alone (the baseline, measured in the same run) and while each body is sent
// over and over. The server runs as npm start runs it (node --import tsx src/server/node/index.ts,
// RATE_LIMITS=off) on 127.0.0.1, on a fresh SQLite file and on a throwaway PostgreSQL schema.
//   npm run bench:bodies
//   npm run bench:bodies -- --seconds 3 --senders 1       shorter phases, one sender
//   npm run bench:bodies -- --dialects sqlite             one database only
//   npm run bench:bodies -- --only library                the bodies whose names hold the text
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { setRoleByEmail } from '#server/db/repositories/curation-user.repository.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '#shared/schemas/curation.schema.ts';
import {
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_LIST_MAX,
  LIBRARY_MATERIAL_KEY_MAX,
  LIBRARY_NOTE_TEXT_MAX,
  LIBRARY_NOTES_MAX,
  LIBRARY_PLAYLIST_ENTRIES_MAX,
  LIBRARY_PLAYLISTS_MAX,
  LIBRARY_PROJECT_CHANGES_MAX,
  LIBRARY_PROJECT_HAVE_MAX,
  LIBRARY_PROJECTS_MAX,
} from '#shared/schemas/library.schema.ts';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_TITLE_MAX } from '#shared/schemas/playlist.schema.ts';
import { ROOT, type RunningProcess, startCraftReel } from './support/processes.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
/** How long the reader reads in each phase (the baseline, then each body). */
const seconds = Number(option('seconds') ?? 5);
/** How many clients send the body at once, each one after the other's answer. */
const senders = Number(option('senders') ?? 2);
const dialects = (option('dialects') ?? 'sqlite,postgres').split(',');
const only = option('only');
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SMALL_BODY_MAX = 100 * 1024;

// ---- The bodies ----

/** `count` characters of `unit` repeated, inside `open` and `close`, `size` bytes in all. */
const filled = (open: string, unit: string, close: string, size: number) =>
  `${open}${unit.repeat(Math.floor((size - open.length - close.length) / unit.length))}${close}`;

/** An array nested as deep as `size` bytes allow: `[[[…]]]`. */
const deepArray = (size: number) => `${'['.repeat(size / 2)}${']'.repeat(size / 2)}`;

/** `[0,0,…,0]`: as many values as `size` bytes hold. */
const zeros = (size: number) => `${filled('[', '0,', '', size - 2)}0]`;

/** One object with as many distinct keys as `size` bytes hold, or `count` keys. */
function manyKeys(size: number, count = Number.POSITIVE_INFINITY): string {
  const parts: string[] = [];
  let length = 2;
  for (let n = 0; length < size - 16 && n < count; n++) {
    const part = `"${n.toString(36)}":0`;
    parts.push(part);
    length += part.length + 1;
  }
  return `{${parts.join(',')}}`;
}

/**
 * Small objects of ten keys, no two objects alike: V8 makes a new hidden class per key of
 * each, the costliest shape for JSON.parse per byte.
 */
function unlikeObjects(size: number, count = Number.POSITIVE_INFINITY): string {
  const parts: string[] = [];
  let length = 2;
  for (let n = 0; length < size - 200 && n < count; n++) {
    const keys = Array.from({ length: 10 }, (_, k) => `"${(n * 10 + k).toString(36)}":0`);
    const part = `{${keys.join(',')}}`;
    parts.push(part);
    length += part.length + 1;
  }
  return `[${parts.join(',')}]`;
}

/**
 * Small objects of the same twelve keys, each in an order of its own: every order a new path of
 * hidden classes to V8, with few different keys (http/json-bounds.ts bounds those).
 */
function shuffledObjects(size: number, count: number): string {
  const keys = Array.from({ length: 12 }, (_, k) => `"k${k}":0`);
  const parts: string[] = [];
  let length = 2;
  for (let n = 0; length < size - 200 && n < count; n++) {
    for (let i = keys.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [keys[i], keys[j]] = [keys[j] as string, keys[i] as string];
    }
    const part = `{${keys.join(',')}}`;
    parts.push(part);
    length += part.length + 1;
  }
  return `[${parts.join(',')}]`;
}

const TIME = '2026-11-23T08:40:00.000Z';

/**
 * A library file whose every list and playlist is at its length bound, of entries that are all
 * wrong (`{}`): the most problems validation can be made to find.
 */
function wrongLibrary(): string {
  const wrong = (count: number) => `[${Array(count).fill('{}').join(',')}]`;
  const playlist = `{"title":"t","createdAt":"${TIME}","videos":${wrong(LIBRARY_LIST_MAX)}}`;
  return (
    `{"format":"craftreel-library","version":1,"exportedAt":"${TIME}",` +
    `"likes":${wrong(LIBRARY_LIST_MAX)},"watchLater":${wrong(LIBRARY_LIST_MAX)},` +
    `"history":${wrong(LIBRARY_LIST_MAX)},` +
    `"playlists":[${Array(LIBRARY_PLAYLISTS_MAX).fill(playlist).join(',')}]}`
  );
}

/** Values a curation import may hold (http/json-bounds.ts), less a little. */
const NEAR_VALUES_MAX = 245_000;
const longId = (n: number) => `${'v'.repeat(90)}${String(n).padStart(10, '0')}`;
const entries = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ videoId: longId(i), addedAt: TIME }));

/**
 * A library file at every bound (library.schema.ts): notes and projects included, 100-character
 * video ids, pretty-printed as the web app saves an export (as tests/api/library-transfer.test.ts
 * builds it).
 */
function maximalLibrary(): string {
  const file = {
    format: 'craftreel-library',
    version: 1,
    exportedAt: TIME,
    likes: entries(LIBRARY_LIST_MAX),
    watchLater: entries(LIBRARY_LIST_MAX),
    history: entries(LIBRARY_LIST_MAX),
    playlists: Array.from({ length: LIBRARY_PLAYLISTS_MAX }, (_, i) => ({
      title: `${'é'.repeat(PLAYLIST_TITLE_MAX - 4)}${String(i).padStart(4, '0')}`,
      description: '€'.repeat(PLAYLIST_DESCRIPTION_MAX),
      createdAt: TIME,
      videos: entries(LIBRARY_PLAYLIST_ENTRIES_MAX / LIBRARY_PLAYLISTS_MAX),
    })),
    notes: Array.from({ length: LIBRARY_NOTES_MAX }, (_, i) => ({
      videoId: longId(i),
      seconds: 172_800,
      body: '€'.repeat(LIBRARY_NOTE_TEXT_MAX / LIBRARY_NOTES_MAX),
      createdAt: TIME,
      updatedAt: TIME,
    })),
    projects: Array.from({ length: LIBRARY_PROJECTS_MAX }, (_, i) => ({
      videoId: longId(i),
      status: 'making',
      createdAt: TIME,
      updatedAt: TIME,
      changes: Array.from({ length: LIBRARY_PROJECT_CHANGES_MAX }, () => ({
        status: 'to_try',
        at: TIME,
      })),
      have: Array.from(
        { length: LIBRARY_PROJECT_HAVE_MAX },
        (_, k) => `${'k'.repeat(LIBRARY_MATERIAL_KEY_MAX - 4)}${String(k).padStart(4, '0')}`,
      ),
    })),
  };
  return JSON.stringify(file, null, 2);
}

/**
 * A curation import of IMPORT_MAX_ROWS new videos (fresh YouTube ids on every send, so every
 * send is written), each with every field and 12 materials: as near 2 MB as the rows go.
 */
function maximalCuration(): string {
  const videos = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => ({
    url: `https://www.youtube.com/watch?v=${randomBytes(8).toString('base64url')}`,
    title: `Bench import ${i}: a paper lantern from old magazines`,
    creator: 'Bench Studio',
    description: 'Fold, glue and light. '.repeat(12),
    category: 'craft-ideas',
    views: 1234,
    publishedAt: '2024-05-01',
    difficulty: 'beginner',
    projectMinutes: 45,
    materials: Array.from({ length: 12 }, (_, k) => ({ name: `Material ${k}`, quantity: '2' })),
  }));
  return JSON.stringify({ videos });
}

interface Body {
  name: string;
  path: string;
  /** The text to send; made anew for each send when a function. */
  text: string | (() => string);
  /** Sent as a curator (the curation import), or as a member. */
  curator?: boolean;
  /** A legitimate body: its answer must be a success (the first other answer is printed). */
  legitimate?: boolean;
}

const BODIES: Body[] = [
  { name: 'deep array, 4 MB (library)', path: '/api/user/library', text: deepArray(4e6) },
  { name: 'deep array, 100 KB (playlists)', path: '/api/user/playlists', text: deepArray(1e5) },
  { name: '[0,0,…], 4 MB (library)', path: '/api/user/library', text: zeros(4e6) },
  { name: 'one object of many keys, 4 MB', path: '/api/user/library', text: manyKeys(4e6) },
  { name: 'unlike small objects, 4 MB', path: '/api/user/library', text: unlikeObjects(4e6) },
  // The curation import takes the most values (http/json-bounds.ts): bodies of nearly that many.
  {
    name: 'one object, keys near bound',
    path: '/api/curation/videos/import',
    text: manyKeys(IMPORT_MAX_BYTES, NEAR_VALUES_MAX),
    curator: true,
  },
  {
    name: 'unlike objects, near bound',
    path: '/api/curation/videos/import',
    text: unlikeObjects(IMPORT_MAX_BYTES, NEAR_VALUES_MAX / 11),
    curator: true,
  },
  {
    name: 'shuffled-key objects, near bound',
    path: '/api/curation/videos/import',
    text: shuffledObjects(IMPORT_MAX_BYTES, NEAR_VALUES_MAX / 13),
    curator: true,
  },
  { name: 'library file, every entry wrong', path: '/api/user/library', text: wrongLibrary() },
  {
    name: 'maximal library file',
    path: '/api/user/library',
    text: maximalLibrary(),
    legitimate: true,
  },
  {
    name: 'maximal curation JSON (2,000 rows)',
    path: '/api/curation/videos/import',
    text: maximalCuration,
    curator: true,
    legitimate: true,
  },
];

for (const body of BODIES) {
  const text = typeof body.text === 'string' ? body.text : body.text();
  const limit = body.path.endsWith('/library')
    ? LIBRARY_FILE_MAX_BYTES
    : body.curator
      ? IMPORT_MAX_BYTES
      : SMALL_BODY_MAX;
  if (Buffer.byteLength(text) > limit) throw new Error(`${body.name} is over its route's limit`);
}

// ---- Measuring ----

/** The q-th quantile of `values` (sorted in place). */
function quantile(values: number[], q: number): number {
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;
}

/** The largest resident set the process had while `during` ran, in MB (Linux; NaN elsewhere). */
async function peakRss<T>(pid: number | undefined, during: Promise<T>): Promise<[T, number]> {
  let peak = Number.NaN;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
      if (!(kb / 1024 <= peak)) peak = kb / 1024;
    } catch {
      // not Linux, or the process is gone
    }
  };
  const timer = setInterval(sample, 50);
  try {
    return [await during, peak];
  } finally {
    clearInterval(timer);
  }
}

interface Phase {
  p99: number;
  max: number;
  reads: number;
  sends: number;
  statuses: Set<number>;
  rssMb: number;
}

/**
 * The other client: reads GET /api/videos one after another until `until` (a performance.now()
 * of its own clock, sent as a span), in a thread of its own, so that the senders' work in this
 * thread (making and encoding bodies of megabytes) is not counted as the server's delay.
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const until = performance.now() + workerData.ms;
  const latencies = [];
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(workerData.url);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  parentPort.postMessage(latencies);
})();
`;

function readFor(url: string, ms: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(READER, { eval: true, workerData: { url, ms } });
    worker.once('message', (latencies: number[]) => {
      resolve(latencies);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** The reader reads for `seconds`, while `senders` clients send `body` (if any) back to back. */
async function phase(
  server: RunningProcess,
  tokens: { member: string; curator: string },
  body?: Body,
): Promise<Phase> {
  const until = performance.now() + seconds * 1000;
  const statuses = new Set<number>();
  let sends = 0;
  const fixed = typeof body?.text === 'string' ? Buffer.from(body.text) : undefined;
  const send = async () => {
    if (!body) return;
    while (performance.now() < until) {
      const res = await fetch(`${server.url}${body.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: body.curator ? tokens.curator : tokens.member,
        },
        body: fixed ?? (typeof body.text === 'string' ? body.text : body.text()),
      });
      const answer = await res.text();
      if (body.legitimate && !res.ok && !statuses.has(res.status)) {
        console.log(`  ${body.name} answered ${res.status}: ${answer.slice(0, 300)}`);
      }
      statuses.add(res.status);
      sends += 1;
    }
  };
  const [[latencies], rssMb] = await peakRss(
    server.child.pid,
    Promise.all([
      readFor(`${server.url}/api/videos`, seconds * 1000),
      ...Array.from({ length: senders }, send),
    ]),
  );
  return {
    p99: quantile(latencies, 0.99),
    max: quantile(latencies, 1),
    reads: latencies.length,
    sends,
    statuses,
    rssMb,
  };
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs up a member and a curator of the bench's own: their tokens. */
async function signUpBoth(url: string, databaseUrl: string) {
  const signUp = async (name: string) => {
    const email = `bench-${name}-${Date.now().toString(36)}@example.com`;
    const { encodedToken } = await post<{ encodedToken: string }>(`${url}/api/auth/signup`, {
      email,
      password: 'bench-password',
      firstName: 'Bench',
      lastName: name,
    });
    return { email, token: encodedToken };
  };
  const member = await signUp('member');
  const curator = await signUp('curator');
  const database = connectDatabase(databaseUrl);
  try {
    await setRoleByEmail(database.db, curator.email, 'curator');
  } finally {
    await database.close();
  }
  return { member: member.token, curator: curator.token };
}

/** A fresh database for one run: its URL, and how to throw it away. */
async function freshDatabase(dialect: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = join(ROOT, '.tmp', 'worst-body', randomBytes(4).toString('hex'));
    mkdirSync(dir, { recursive: true });
    return {
      url: `file:${join(dir, 'bench.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(12);

for (const dialect of dialects) {
  const database = await freshDatabase(dialect);
  let server: RunningProcess | undefined;
  try {
    server = await startCraftReel(database.url);
    const tokens = await signUpBoth(server.url, database.url);
    // Warm-up: the reader's path and every body's route, once, uncounted.
    for (let i = 0; i < 200; i++) await (await fetch(`${server.url}/api/videos`)).arrayBuffer();
    const baseline = await phase(server, tokens);
    console.log(
      `\n${dialect}: another client's GET /api/videos, p99 alone ${fmt(baseline.p99).trim()} ` +
        `(max ${fmt(baseline.max).trim()}, ${baseline.reads} reads in ${seconds} s); ` +
        `${senders} sender(s) per body; RSS peak ` +
        `${baseline.rssMb.toFixed(0)} MB`,
    );
    console.log(
      `${'body'.padEnd(34)}${'bytes'.padStart(10)}  ${'answers'.padEnd(8)}${'sends'.padStart(6)}` +
        `${'p99'.padStart(12)}${'vs alone'.padStart(13)}${'max'.padStart(12)}${'RSS MB'.padStart(8)}`,
    );
    for (const body of BODIES) {
      if (only && !body.name.includes(only)) continue;
      const sample = typeof body.text === 'string' ? body.text : body.text();
      const result = await phase(server, tokens, body);
      const difference = result.p99 - baseline.p99;
      console.log(
        `${body.name.padEnd(34)}${String(Buffer.byteLength(sample)).padStart(10)}  ` +
          `${[...result.statuses].join(',').padEnd(8)}${String(result.sends).padStart(6)}` +
          `${fmt(result.p99)}${`${difference < 0 ? '' : '+'}${difference.toFixed(1)} ms`.padStart(13)}` +
          `${fmt(result.max)}${result.rssMb.toFixed(0).padStart(8)}`,
      );
    }
  } finally {
    await server?.stop();
    await database.drop();
  }
}
