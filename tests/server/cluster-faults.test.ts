import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCluster, startCluster } from '../../scripts/start-cluster.ts';
import { freePort } from '../support/server-process.ts';
import { TEST_POSTGRES_URL } from '../support/test-database.ts';

// npm run start:cluster when things go wrong underneath it: an app process that dies is replaced
// on its port while nginx goes on answering, and the apps' PostgreSQL connections ended by the
// server (pg_terminate_backend, as a restart or a failover ends them) cost 503s at most, never
// a process.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const schema = `cluster_faults_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
/** Names the apps' connections in pg_stat_activity, so this file ends only its own. */
const APP_NAME = schema;
const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
/** What the cluster said about its apps (deaths, replacements). */
const news: string[] = [];
let cluster: RunningCluster;

const alive = (child: ChildProcess | undefined) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

/** Waits, polling, until `check` holds; fails naming `what` after `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** A status, or the name of what went wrong when no answer came. */
async function attempt(url: string, init: RequestInit = {}): Promise<number | string> {
  try {
    const res = await fetch(url, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as Error).name;
  }
}

async function signUp(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `faults-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'cluster faults password',
      firstName: 'Fau',
      lastName: 'Lts',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { encodedToken: string }).encodedToken;
}

/**
 * Loops of requests until stopped, each loop one request after another: what every request
 * got, in order per loop, and the titles of the playlists whose creation was acknowledged.
 */
function stream(loops: Array<(n: number) => Promise<number | string>>) {
  let running = true;
  const outcomes: Array<Array<number | string>> = loops.map(() => []);
  const done = Promise.all(
    loops.map(async (next, loop) => {
      for (let n = 0; running; n++) (outcomes[loop] as Array<number | string>).push(await next(n));
    }),
  );
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
      return outcomes;
    },
  };
}

/** Ends every PostgreSQL connection of the apps; how many there were. */
async function terminateAppConnections(): Promise<number> {
  const { rows } = await admin.query<{ ended: string }>(
    `select count(pg_terminate_backend(pid)) as ended from pg_stat_activity
      where application_name = $1`,
    [APP_NAME],
  );
  return Number(rows[0]?.ended);
}

const pidsOf = (processes: ChildProcess[]) => processes.map((child) => child.pid);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deathsIn = (lines: string[]) =>
  lines.filter((line) => / (was killed by|exited with) /.test(line));

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', APP_NAME);
  cluster = await startCluster({
    databaseUrl: url.toString(),
    redisUrl: REDIS_URL,
    host: '127.0.0.1',
    port: await freePort(),
    apps: 2,
    appPorts: [await freePort(), await freePort()],
    jwtSecret: randomBytes(48).toString('base64url'),
    env: { RATE_LIMITS: 'off' },
    quiet: true,
    log: (message) => news.push(message),
  });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await admin.query(`drop schema "${schema}" cascade`);
  await admin.end();
});

describe('an app process that dies under start:cluster', () => {
  it('is replaced on its port after SIGKILL, while every read through nginx is answered', async () => {
    const killed = cluster.apps[0] as ChildProcess;
    const reads = stream(
      Array.from({ length: 4 }, () => () => attempt(`${cluster.url}/api/videos?limit=5`)),
    );
    await pause(300);
    killed.kill('SIGKILL');
    await until('a new app 0 answers', async () => {
      const now = cluster.apps[0];
      return now !== killed && alive(now) && (await healthy(cluster.appUrls[0] as string));
    });
    // nginx tries the port again once its fail_timeout (2 s) is over, and finds the new app.
    await pause(2500);
    const outcomes = (await reads.stop()).flat();

    expect(outcomes.filter((outcome) => outcome !== 200)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(20);
    const replacement = cluster.apps[0] as ChildProcess;
    expect(replacement.pid).not.toBe(killed.pid);
    expect(news).toContainEqual(
      expect.stringMatching(new RegExp(`^app 0 \\(pid ${killed.pid}, .*\\) was killed by SIGKILL`)),
    );
    expect(news).toContainEqual(
      `app 0 replaced: pid ${replacement.pid} answers on ${cluster.appUrls[0]}`,
    );
  }, 60_000);

  it('is replaced when it exits 0 of its own accord (SIGTERM sent to it, not through stopApp)', async () => {
    const ended = cluster.apps[1] as ChildProcess;
    ended.kill('SIGTERM');
    await until('a new app 1 answers', async () => {
      const now = cluster.apps[1];
      return now !== ended && alive(now) && (await healthy(cluster.appUrls[1] as string));
    });
    expect(ended.exitCode).toBe(0);
    expect(news).toContainEqual(
      expect.stringMatching(new RegExp(`^app 1 \\(pid ${ended.pid}, .*\\) exited with 0`)),
    );
  }, 60_000);

  it('waits twice as long before each replacement while replacements keep dying young', async () => {
    const delays: number[] = [];
    for (let round = 0; round < 3; round++) {
      const doomed = cluster.apps[0] as ChildProcess;
      await until('app 0 answers', () => healthy(cluster.appUrls[0] as string));
      const heard = news.length;
      doomed.kill('SIGKILL');
      await until('app 0 replaced', async () => {
        const now = cluster.apps[0];
        return now !== doomed && alive(now) && (await healthy(cluster.appUrls[0] as string));
      });
      const line = news.slice(heard).find((l) => l.startsWith(`app 0 (pid ${doomed.pid},`));
      delays.push(Number(/starting another in (\d+) ms/.exec(line ?? '')?.[1]));
    }
    // The first process killed may have been up a while (replaced at once, or after 1 s when it
    // was young too); the next two died seconds after their start, so each waited twice as long.
    expect(delays[1]).toBeGreaterThanOrEqual(1000);
    expect(delays[2]).toBe(2 * (delays[1] as number));
  }, 60_000);
});

describe("the apps' PostgreSQL connections ended under start:cluster", () => {
  it('idle: no process dies, and each app answers signed-in requests again by itself', async () => {
    const tokens: string[] = [];
    // Each app has a connection in its pool, idle now.
    for (const url of cluster.appUrls) {
      const token = await signUp(url);
      tokens.push(token);
      expect(
        await attempt(`${url}/api/user/playlists`, { headers: { authorization: token } }),
      ).toBe(200);
    }
    const processes = [...cluster.apps];
    const heard = news.length;
    expect(await terminateAppConnections()).toBeGreaterThanOrEqual(cluster.appUrls.length);

    for (const [i, url] of cluster.appUrls.entries()) {
      const seen: Array<number | string> = [];
      await until(`app ${i} answers a signed-in read`, async () => {
        const outcome = await attempt(`${url}/api/user/playlists`, {
          headers: { authorization: tokens[i] as string },
        });
        seen.push(outcome);
        return outcome === 200 || typeof outcome === 'string';
      });
      expect(seen.filter((outcome) => outcome !== 200 && outcome !== 503)).toEqual([]);
    }
    // A PostgreSQL connection ended while idle would, unheard, take its process down with it:
    // give that a moment to happen, then look.
    await pause(500);
    expect(deathsIn(news.slice(heard))).toEqual([]);
    expect(pidsOf(cluster.apps)).toEqual(pidsOf(processes));
    expect(processes.every(alive)).toBe(true);
  }, 60_000);

  it('during a stream of reads and writes: 503 at most, then every request answered again', async () => {
    const token = await signUp(cluster.url);
    const acknowledged: string[] = [];
    const readOrWrite = (url: string, loop: number) => async (n: number) => {
      if (n % 2 === 0) {
        return attempt(`${url}/api/user/playlists`, { headers: { authorization: token } });
      }
      const title = `loop ${loop} n ${n}`;
      const outcome = await attempt(`${url}/api/user/playlists`, {
        method: 'POST',
        headers: { authorization: token },
        body: JSON.stringify({ playlist: { title } }),
      });
      if (outcome === 201) acknowledged.push(title);
      return outcome;
    };
    // Two loops through nginx, one straight to each app (so that no retry of nginx hides what
    // an app answered).
    const urls = [cluster.url, cluster.url, ...cluster.appUrls];
    const processes = [...cluster.apps];
    const heard = news.length;
    const load = stream(urls.map((url, loop) => readOrWrite(url, loop)));
    let ended = 0;
    for (let round = 0; round < 3; round++) {
      await pause(400);
      ended += await terminateAppConnections();
    }
    // Recovered: every loop's latest answers are successes.
    await until('every loop answers successfully again', () =>
      load.outcomes.every((outcomes) => {
        const latest = outcomes.slice(-3);
        return latest.length === 3 && latest.every((o) => o === 200 || o === 201);
      }),
    );
    const outcomes = await load.stop();

    expect(ended).toBeGreaterThan(0);
    expect(outcomes.flat().filter((o) => o !== 200 && o !== 201 && o !== 503)).toEqual([]);
    expect(deathsIn(news.slice(heard))).toEqual([]);
    expect(pidsOf(cluster.apps)).toEqual(pidsOf(processes));
    expect(processes.every(alive)).toBe(true);
    const { rows } = await admin.query<{ title: string }>(
      `select title from "${schema}".playlists where title = any($1)`,
      [acknowledged],
    );
    const stored = new Set(rows.map((row) => row.title));
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
  }, 60_000);
});

describe('taking apps out on purpose', () => {
  it('replaces neither an app taken out by stopApp nor any app stop() stops', async () => {
    const taken = cluster.apps[1] as ChildProcess;
    let heard = news.length;
    expect(await cluster.stopApp(1)).toBe(0);
    // The cluster decides about a replacement the moment it hears the exit, before stopApp
    // resolves: it decided on none.
    expect(news.slice(heard)).toEqual([]);
    expect(cluster.apps[1]).toBe(taken);
    expect(await healthy(cluster.url)).toBe(true);

    heard = news.length;
    const running = [...cluster.apps];
    expect(await cluster.stop()).toBe(0);
    expect(news.slice(heard)).toEqual([]);
    expect(pidsOf(cluster.apps)).toEqual(pidsOf(running));
    expect(running.some(alive)).toBe(false);
  }, 60_000);
});
