import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedVideos } from '#server/db/seed-catalogue.ts';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';

// The real entry point, as `npm start` runs it: a process, a port, a SQLite file.

const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let text = '';
  const child = spawn(tsx, ['src/server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'test', JWT_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitForApi(url: string, output: () => string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      const res = await fetch(`${url}/api/categories`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not come up:\n${output()}`);
}

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
