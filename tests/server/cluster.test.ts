import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { type RunningCluster, startCluster } from '../../scripts/start-cluster.ts';
import { freePort } from '../support/server-process.ts';
import { TEST_POSTGRES_URL } from '../support/test-database.ts';

// Scale-out on real parts: npm run start:cluster's two app processes on one PostgreSQL (a schema
// of this run's own), sharing rate limits through Redis, behind Debian's nginx.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const schema = `cluster_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
let cluster: RunningCluster;

async function json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function signUp(url: string): Promise<{ token: string; email: string }> {
  const email = `cluster-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { body } = await json<{ encodedToken: string }>(`${url}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({
      email,
      password: 'cluster password',
      firstName: 'Clu',
      lastName: 'Ster',
    }),
  });
  return { token: body.encodedToken, email };
}

/**
 * A POST on a connection of its own, closed after the answer: a client keeping connections to
 * nginx alive would meet nginx's reload closing the idle ones (a client's concern, not the
 * cluster's), so the writers keep none.
 */
function postOnNewConnection(url: string, token: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: token,
          connection: 'close',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  cluster = await startCluster({
    databaseUrl: url.toString(),
    redisUrl: REDIS_URL,
    host: '127.0.0.1',
    port: await freePort(),
    apps: 2,
    appPorts: [await freePort(), await freePort()],
    jwtSecret: randomBytes(48).toString('base64url'),
    // Limits on, tight enough to meet, in a Redis key space of this run's own.
    env: {
      RATE_LIMITS: 'on',
      RATE_LIMIT_LOGIN_PER_EMAIL: '3/5m',
      // Every test request comes from 127.0.0.1: room for this file's signups and writes.
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '100/1h',
      RATE_LIMIT_API_PER_ADDRESS: '100000/1m',
      REDIS_KEY_PREFIX: `craftreel-test-${schema}`,
    },
    quiet: true,
  });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await admin.query(`drop schema "${schema}" cascade`);
  await admin.end();
});

describe('a cluster behind nginx', () => {
  it('reads through one process what was written through the other, at once', async () => {
    const [first, second] = cluster.appUrls as [string, string];
    const { token } = await signUp(first);
    const created = await json<unknown>(`${first}/api/user/playlists`, {
      method: 'POST',
      headers: { authorization: token },
      body: JSON.stringify({ playlist: { title: 'Seen everywhere' } }),
    });
    expect(created.status).toBe(201);
    const read = await json<unknown>(`${second}/api/user/playlists`, {
      headers: { authorization: token },
    });
    expect(PlaylistsResponseSchema.parse(read.body).playlists.map((p) => p.title)).toEqual([
      'Seen everywhere',
    ]);
    // The catalogue cache follows a change made behind both processes' backs.
    const { rows } = await admin.query(`select id from "${schema}".videos limit 1`);
    const videoId = rows[0].id as string;
    for (const url of [first, second]) await fetch(`${url}/api/video/${videoId}`);
    // The catalogue's triggers name their tables unqualified, as the apps' own sessions do.
    await admin.query(`set search_path to "${schema}"`);
    await admin.query(
      `update "${schema}".videos set title = 'Renamed in the database' where id = $1`,
      [videoId],
    );
    for (const url of [first, second]) {
      const { body } = await json<{ video: { title: string } }>(`${url}/api/video/${videoId}`);
      expect(body.video.title).toBe('Renamed in the database');
    }
  });

  it('counts a rate limit across processes: the fourth login, wherever it lands, is 429', async () => {
    const { email } = await signUp(cluster.url);
    const [first, second] = cluster.appUrls as [string, string];
    const statuses: number[] = [];
    for (const url of [first, second, first, second]) {
      const { status } = await json(`${url}/api/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email, password: 'not the password' }),
      });
      statuses.push(status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('loses no acknowledged write and answers no 5xx when a process is taken out under load', async () => {
    const { token } = await signUp(cluster.url);
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let running = true;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; running; n++) {
        const title = `w${writer} n${n}`;
        const status = await postOnNewConnection(`${cluster.url}/api/user/playlists`, token, {
          playlist: { title },
        });
        statuses.push(status);
        if (status === 201) acknowledged.push(title);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const code = await cluster.stopApp(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(writers);

    expect(code).toBe(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(20);
    const titles = new Set<string>();
    let cursor: string | null | undefined = null;
    do {
      const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const { body } = await json<unknown>(`${cluster.url}/api/user/playlists?limit=100${query}`, {
        headers: { authorization: token },
      });
      const page = PlaylistsResponseSchema.parse(body);
      for (const playlist of page.playlists) titles.add(playlist.title);
      cursor = page.nextCursor;
    } while (cursor);
    expect(acknowledged.filter((title) => !titles.has(title))).toEqual([]);
  }, 60_000);
});
