import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { makeTestVideo } from '#server/db/factories.ts';
import { newId, nowIso } from '#server/db/ids.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { ServerMessage } from '#shared/messages.ts';
import { expectError } from '../support/api-assertions.ts';
import { freePort, start, waitForApi } from '../support/server-process.ts';
import { startTcpProxy, type TcpProxy, targetOf, throughProxy } from '../support/tcp-proxy.ts';
import { TEST_POSTGRES_URL } from '../support/test-database.ts';

// A PostgreSQL that goes away and comes back, as a restart, a failover or an idle timeout does,
// never takes the server down. The real server process talks to PostgreSQL through a TCP proxy
// of the test's own, which cuts and refuses connections; pg_terminate_backend ends the server's
// connections as PostgreSQL itself does. Meanwhile requests answer 503 with Retry-After in the
// one error shape, and once the database answers again the same process serves again.

const schema = `outage_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
/** Names the server's connections in pg_stat_activity. */
const APP_NAME = schema;
const PASSWORD = 'outage test password';
/** Videos in the catalogue for the users' likes: enough that deleting a user takes a while. */
const VIDEOS = 1500;
/** Longer than any wait the server should impose on a request while the database is away. */
const REQUEST_TIMEOUT_MS = 15_000;

const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
let proxy: TcpProxy;
let databaseUrl: string;
let server: ReturnType<typeof start>;
let url: string;
let videoIds: string[] = [];
/** Straight to PostgreSQL, not through the proxy: the test's own view of the data. */
let database: DatabaseHandle;

function call(path: string, init: RequestInit & { token?: string; body?: string } = {}) {
  const { token, ...rest } = init;
  return fetch(`${url}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
    },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

async function signup(label: string): Promise<{ token: string; userId: string }> {
  const res = await call('/api/auth/signup', {
    method: 'POST',
    body: JSON.stringify({
      email: `${label}-${randomBytes(4).toString('hex')}@example.com`,
      password: PASSWORD,
      firstName: 'Out',
      lastName: 'Age',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { encodedToken: string; createdUser: { _id: string } };
  return { token: body.encodedToken, userId: body.createdUser._id };
}

/** The server's connections to PostgreSQL, by state ('idle', 'active', 'idle in transaction'). */
async function backends(state?: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where application_name = $1 and ($2::text is null or state = $2)`,
    [APP_NAME, state ?? null],
  );
  return rows.map((row) => row.pid);
}

async function terminate(pids: number[]): Promise<void> {
  for (const pid of pids) await admin.query('select pg_terminate_backend($1)', [pid]);
}

/**
 * Polls `check` every 50 ms until it holds; fails past `timeoutMs`, a bound for a machine busy with
 * other work (a server process starting under tsx on a loaded CI machine took over 10 s).
 */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const giveUpAt = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error(`${what}: not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The answer of a database that is away: 503, Retry-After, the one error shape. */
async function expectUnavailable(res: Response): Promise<void> {
  expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  await expectError(res, 503, ServerMessage.databaseUnavailable);
}

function alive(): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

async function expectServing(token: string): Promise<void> {
  const read = await call('/api/user/likes', { token });
  expect(read.status, await read.clone().text()).toBe(200);
  const health = await call('/api/health');
  expect(health.status).toBe(200);
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  proxy = await startTcpProxy(targetOf(TEST_POSTGRES_URL));
  const direct = new URL(TEST_POSTGRES_URL);
  direct.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = throughProxy(direct.toString(), proxy);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = start({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    JWT_SECRET: 'o'.repeat(40),
    RATE_LIMITS: 'off',
    PGAPPNAME: APP_NAME,
  });
  await waitForApi(url, server.output);
  database = connectDatabase(TEST_POSTGRES_URL, { searchPath: schema, maxConnections: 2 });
  const category = await database.db
    .selectFrom('categories')
    .select('id')
    .executeTakeFirstOrThrow();
  const videos = Array.from({ length: VIDEOS }, () => makeTestVideo(category.id));
  for (let i = 0; i < videos.length; i += 500) {
    await database.db
      .insertInto('videos')
      .values(videos.slice(i, i + 500))
      .execute();
  }
  videoIds = videos.map((video) => video.id);
}, 60_000);

afterAll(async () => {
  if (server && alive()) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await proxy?.close();
  await database?.close();
  await admin.query(`drop schema if exists "${schema}" cascade`);
  await admin.end();
});

describe('a PostgreSQL that goes away and comes back (one process)', () => {
  it("survives PostgreSQL ending the server's idle connections, and serves the next requests", async () => {
    const { token } = await signup('idle');
    // Several requests at once, so the pool holds several connections, idle afterwards.
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => call('/api/user/likes', { token })),
    );
    for (const res of warm) expect(res.status).toBe(200);
    const idle = await backends('idle');
    expect(idle.length).toBeGreaterThan(0);
    const lostBefore = count(server.output(), 'Database connection lost');

    await terminate(idle);
    await until(
      'the server heard of every ended connection, or ended',
      () =>
        !alive() || count(server.output(), 'Database connection lost') >= lostBefore + idle.length,
    );
    expect(alive(), server.output()).toBe(true);
    await expectServing(token);
    const add = await call('/api/user/likes', {
      method: 'POST',
      token,
      body: JSON.stringify({ video: { _id: videoIds[0] } }),
    });
    expect(add.status, await add.clone().text()).toBe(201);
  }, 60_000);

  it('survives PostgreSQL ending busy connections while requests stream: what fails is a 503', async () => {
    const { token } = await signup('busy');
    let streaming = true;
    const answers: Response[] = [];
    const worker = async (n: number) => {
      for (let i = 0; streaming; i++) {
        const videoId = videoIds[(n * 100 + i) % videoIds.length];
        const res =
          i % 2 === 0
            ? await call('/api/user/likes', { token })
            : await call('/api/user/watchlater', {
                method: 'POST',
                token,
                body: JSON.stringify({ video: { _id: videoId } }),
              });
        answers.push(res);
        await res.arrayBuffer().catch(() => undefined);
      }
    };
    const workers = Array.from({ length: 6 }, (_, n) => worker(n));
    let ended = 0;
    for (let round = 0; round < 8; round++) {
      await until('some connection is busy', async () => (await backends()).length > 0);
      const pids = await backends();
      await terminate(pids);
      ended += pids.length;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    streaming = false;
    await Promise.all(workers);

    expect(ended).toBeGreaterThan(0);
    expect(alive(), server.output()).toBe(true);
    const failed = answers.filter((res) => res.status >= 300);
    for (const res of failed) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    }
    console.info(
      `busy connections ended: ${ended}; ${answers.length} answers, ${failed.length} of them 503`,
    );
    await expectServing(token);
  }, 60_000);

  it('answers 503 with Retry-After while the database is unreachable, and recovers by itself', async () => {
    const { token } = await signup('refused');
    await expectServing(token);

    proxy.refuse();
    proxy.cut();
    // Reads, writes and the health check: each answered, none held.
    await expectUnavailable(await call('/api/user/likes', { token }));
    await expectUnavailable(
      await call('/api/user/likes', {
        method: 'POST',
        token,
        body: JSON.stringify({ video: { _id: videoIds[1] } }),
      }),
    );
    await expectUnavailable(
      await call('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'nobody@example.com', password: PASSWORD }),
      }),
    );
    const health = await call('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    // Many at once, more than the pool holds: each is answered too.
    const burstStarted = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => call('/api/user/likes', { token })),
    );
    const burstMs = performance.now() - burstStarted;
    for (const res of burst) await expectUnavailable(res);
    expect(server.output()).toContain('Database not reachable');

    proxy.accept();
    const acceptedAt = performance.now();
    await until(
      'health says up again',
      async () => (await call('/api/health')).status === 200,
      REQUEST_TIMEOUT_MS,
    );
    const recoveryMs = performance.now() - acceptedAt;
    await expectServing(token);
    console.info(
      `unreachable: 30 requests at once all answered 503 in ${Math.round(burstMs)} ms; ` +
        `healthy again ${Math.round(recoveryMs)} ms after the database accepted again`,
    );
    expect(alive()).toBe(true);
    expect(server.output()).toContain('Database reachable again');
  }, 60_000);

  it('a connection cut mid-transaction: the client gets 503, and nothing of the write is done', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, userId } = await signup(`cut-${round}`);
      const entries = videoIds.map((videoId) => ({
        id: newId(),
        user_id: userId,
        list: 'likes' as const,
        video_id: videoId,
        created_at: nowIso(),
      }));
      for (let i = 0; i < entries.length; i += 500) {
        await database.db
          .insertInto('list_entries')
          .values(entries.slice(i, i + 500))
          .execute();
      }
      const holdings = async () => {
        const { rows } = await admin.query<{ users: string; entries: string }>(
          `select (select count(*) from "${schema}".users where id = $1) as users,
                  (select count(*) from "${schema}".list_entries where user_id = $1) as entries`,
          [userId],
        );
        return { users: Number(rows[0]?.users), entries: Number(rows[0]?.entries) };
      };
      expect(await holdings()).toEqual({ users: 1, entries: VIDEOS });

      // The deletion removes the user's list entries first and their sessions near the end: a
      // session row locked here holds it there, with its first deletes done and its commit not yet
      // sent, so the cut always falls inside the transaction (a cut racing the commit could find
      // it committed, and the 503 would then be an answer lost, not a write undone).
      const holder = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await holder.connect();
      await holder.query('begin');
      await holder.query(`select 1 from "${schema}".sessions where user_id = $1 for update`, [
        userId,
      ]);
      const answer = call('/api/auth/account', {
        method: 'DELETE',
        token,
        body: JSON.stringify({ password: PASSWORD }),
      });
      // The moment a connection of the server holds a transaction that has written, and waits.
      await until('the deletion has written and waits for the session lock', async () => {
        const { rows } = await admin.query<{ open: string }>(
          `select count(*) as open from pg_stat_activity
            where application_name = $1 and backend_xid is not null and wait_event_type = 'Lock'`,
          [APP_NAME],
        );
        return Number(rows[0]?.open) > 0;
      });
      proxy.cut();
      await holder.query('rollback');
      await holder.end();
      const res = await answer;
      await expectUnavailable(res);
      // PostgreSQL rolls back what the cut connection left open, once it sees it gone.
      await until('the cut transaction is gone', async () => {
        const { rows } = await admin.query<{ open: string }>(
          `select count(*) as open from pg_stat_activity
            where application_name = $1 and backend_xid is not null`,
          [APP_NAME],
        );
        return Number(rows[0]?.open) === 0;
      });
      expect(await holdings()).toEqual({ users: 1, entries: VIDEOS });
      await expectServing(token);
    }
    expect(alive()).toBe(true);
  }, 90_000);
});

describe('a server started while PostgreSQL is unreachable', () => {
  it('waits for it with a log line, and comes up when it answers', async () => {
    proxy.refuse();
    proxy.cut();
    const port = await freePort();
    const late = start({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      JWT_SECRET: 'o'.repeat(40),
      RATE_LIMITS: 'off',
      PGAPPNAME: APP_NAME,
    });
    try {
      await until('the start says it waits', () =>
        late.output().includes('Database not reachable yet'),
      );
      expect(late.child.exitCode).toBe(null);
      proxy.accept();
      await waitForApi(`http://127.0.0.1:${port}`, late.output);
    } finally {
      proxy.accept();
      late.child.kill('SIGTERM');
      await late.exited;
    }
  }, 60_000);
});
