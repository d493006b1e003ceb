import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedVideos } from '#server/db/seed-catalogue.ts';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { ServerMessage } from '#shared/messages.ts';
import { freePort, start, waitForApi } from '../support/server-process.ts';

// The real entry point, as `npm start` runs it: a process, a port, a SQLite file.

const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function runOnce(dbFile: string) {
  const port = await freePort();
  const server = start({ PORT: String(port), DATABASE_URL: `file:${dbFile}` });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForApi(url, server.output);
    const videos = (await (await fetch(`${url}/api/videos`)).json()) as { videos: unknown[] };
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    return { count: videos.videos.length, loginStatus: login.status, output: server.output() };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe('server start-up', () => {
  it('migrates and seeds a new SQLite file, and a restart adds nothing twice', async () => {
    const dbFile = join(dataDir, 'craftreel.db');
    const first = await runOnce(dbFile);
    expect(first.count).toBe(seedVideos.length);
    expect(first.loginStatus).toBe(200);
    // One JSON log line per request, with method, path, status and time.
    const requestLine = first.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.path === '/api/videos');
    expect(requestLine).toMatchObject({ method: 'GET', path: '/api/videos', status: 200 });
    expect(typeof requestLine?.ms).toBe('number');

    const second = await runOnce(dbFile);
    expect(second.count).toBe(seedVideos.length);
    expect(second.loginStatus).toBe(200);
  }, 60_000);

  it('keeps a generated JWT secret in the data folder when none is set', () => {
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ API_DELAY_MS: '-5' }, 'API_DELAY_MS'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
  ])(
    'refuses to start with %o and names %s',
    async (env, variable) => {
      const server = start({ DATABASE_URL: `file:${join(dataDir, 'never.db')}`, ...env });
      const code = await server.exited;
      expect(code).toBe(1);
      expect(server.output()).toContain(variable);
    },
    30_000,
  );
});

describe('operating the server process', () => {
  /** A server on a fresh SQLite file in a new folder, up and answering. */
  async function running(env: Record<string, string> = {}) {
    const port = await freePort();
    const folder = join(dataDir, `ops-${port}`);
    const server = start({
      PORT: String(port),
      DATABASE_URL: `file:${join(folder, 'data', 'craftreel.db')}`,
      ...env,
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForApi(url, server.output);
    return { ...server, url, port, folder };
  }

  it('creates the data folder and the database owner-only (0700, 0600)', async () => {
    const server = await running();
    try {
      const dataFolder = join(server.folder, 'data');
      expect(statSync(dataFolder).mode & 0o777).toBe(0o700);
      for (const file of ['craftreel.db', 'craftreel.db-wal', 'jwt-secret']) {
        expect(statSync(join(dataFolder, file)).mode & 0o777, file).toBe(0o600);
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);

  it('finishes a request in flight on SIGTERM, closes idle connections at once, and exits 0', async () => {
    const server = await running({ API_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '10000' });
    // An idle keep-alive connection, as a browser or load balancer leaves one.
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      get(`${server.url}/favicon.svg`, { agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      }).on('error', reject);
    });
    const inFlight = fetch(`${server.url}/api/categories`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await server.exited).toBe(0);
    // Neither the idle connection nor a fixed timer held the exit back.
    expect(Date.now() - stoppedAt).toBeLessThan(8000);
    agent.destroy();
  }, 60_000);

  it('cuts off what is still running when the grace period ends, and exits 1', async () => {
    const server = await running({ API_DELAY_MS: '5000', SHUTDOWN_GRACE_MS: '300' });
    const inFlight = fetch(`${server.url}/api/categories`).then(
      (res) => res.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    expect(await inFlight).toBe('cut');
    expect(await server.exited).toBe(1);
  }, 60_000);

  it('answers headers over 16 KB with a JSON 431, and a broken request line with a JSON 400', async () => {
    const server = await running();
    try {
      const big = await rawRequest(
        server.port,
        `GET /api/categories HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(big).toMatch(/^HTTP\/1\.1 431 /);
      expect(big).toContain(
        'content-type: application/json'.replace('content-type', 'Content-Type'),
      );
      expect(big).toContain(
        JSON.stringify({ errors: [ServerMessage.headersTooLarge], codes: ['headers_too_large'] }),
      );
      const broken = await rawRequest(server.port, 'NOT A REQUEST\r\n\r\n');
      expect(broken).toMatch(/^HTTP\/1\.1 400 /);
      expect(broken).toContain(
        JSON.stringify({ errors: [ServerMessage.badRequest], codes: ['bad_request'] }),
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);

  it('answers each request with an X-Request-Id, and logs it', async () => {
    const server = await running();
    try {
      const res = await fetch(`${server.url}/api/categories`);
      const id = res.headers.get('x-request-id');
      expect(id).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(server.output()).toContain(`"id":"${id}"`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});

/** Sends raw bytes and answers everything the server wrote back before it closed. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('server start-up on PostgreSQL', () => {
  it('lets two processes start at once on one new database and seeds it once', async () => {
    const pg = (await import('pg')).default;
    const { TEST_POSTGRES_URL } = await import('../support/test-database.ts');
    const schema = `startup_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    try {
      const url = new URL(TEST_POSTGRES_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const ports = [await freePort(), await freePort()];
      const servers = ports.map((port) =>
        start({ PORT: String(port), DATABASE_URL: url.toString(), JWT_SECRET: 'x'.repeat(40) }),
      );
      try {
        await Promise.all(
          servers.map((s, i) => waitForApi(`http://127.0.0.1:${ports[i]}`, s.output)),
        );
        for (const port of ports) {
          const res = await fetch(`http://127.0.0.1:${port}/api/videos`);
          expect(((await res.json()) as { videos: unknown[] }).videos).toHaveLength(
            seedVideos.length,
          );
        }
        const users = await admin.query(`select count(*)::int as n from "${schema}".users`);
        expect(users.rows[0].n).toBe(1);
      } finally {
        for (const s of servers) s.child.kill('SIGTERM');
        await Promise.all(servers.map((s) => s.exited));
      }
    } finally {
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    }
  }, 60_000);
});
