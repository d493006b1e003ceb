import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { DatabaseHandle, Dialect } from '#server/db/database-handle.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { serveWebApp } from '#server/node/static-site.ts';
import { ServerMessage } from '#shared/messages.ts';
import { APP_HTML_END, APP_HTML_START } from '#shared/rendered-page.ts';
import { HealthResponseSchema } from '#shared/schemas/health.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { startTcpProxy, type TcpProxy, targetOf, throughProxy } from '../support/tcp-proxy.ts';
import { TEST_TOKENS } from '../support/test-app.ts';
import { TEST_POSTGRES_URL } from '../support/test-database.ts';

// The app's answers while its database is away, on both dialects, in-process: PostgreSQL behind
// a TCP proxy that refuses and cuts connections; SQLite locked by another connection past its
// busy timeout. Either way the answer is 503 with Retry-After in the one error shape, never a
// 500, and the same request succeeds once the database is back.

/** Makes the database unreachable (PostgreSQL) or locked (SQLite) until `restore()`. */
interface Outage {
  start(): void;
  restore(): void;
}

interface Setup {
  database: DatabaseHandle;
  outage: Outage;
  close(): Promise<void>;
}

async function postgresSetup(): Promise<Setup> {
  const schema = `unavailable_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const proxy: TcpProxy = await startTcpProxy(targetOf(TEST_POSTGRES_URL));
  const database = connectDatabase(throughProxy(TEST_POSTGRES_URL, proxy), { searchPath: schema });
  return {
    database,
    outage: {
      start: () => {
        proxy.refuse();
        proxy.cut();
      },
      restore: () => proxy.accept(),
    },
    async close() {
      await database.close();
      await proxy.close();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

async function sqliteSetup(): Promise<Setup> {
  const folder = mkdtempSync(join(tmpdir(), 'craftreel-unavailable-'));
  const path = join(folder, 'app.db');
  const database = connectDatabase(`file:${path}`);
  // Another process's connection holding the write lock, as a long import or a backup does.
  const holder = new SQLite(path);
  return {
    database,
    outage: {
      start: () => holder.exec('begin immediate'),
      restore: () => holder.exec('rollback'),
    },
    async close() {
      holder.close();
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe.each<Dialect>(['sqlite', 'postgres'])('a database that is away (%s)', (dialect) => {
  let setup: Setup;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    setup = dialect === 'postgres' ? await postgresSetup() : await sqliteSetup();
    await migrateToLatest(setup.database.db);
    await seedDatabase(setup.database.db, argon2Hasher);
    app = createApp({ db: setup.database.db, passwords: argon2Hasher, tokens: TEST_TOKENS });
  });
  afterAll(() => setup?.close());

  const signup = () =>
    app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `away-${randomBytes(4).toString('hex')}@example.com`,
        password: 'correct horse battery',
        firstName: 'Away',
        lastName: 'Test',
      }),
    });

  it('answers a write 503 with Retry-After in the one error shape, and 201 once it is back', async () => {
    setup.outage.start();
    try {
      const res = await signup();
      expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      await expectError(res, 503, ServerMessage.databaseUnavailable);
    } finally {
      setup.outage.restore();
    }
    expect((await signup()).status).toBe(201);
  }, 30_000);

  it.runIf(dialect === 'postgres')(
    'answers the rendered pages with the shell, not an error, while PostgreSQL is unreachable',
    async () => {
      // A build of the smallest kind: the shell between its markers, and a page renderer.
      const build = mkdtempSync(join(tmpdir(), 'craftreel-away-pages-'));
      try {
        mkdirSync(join(build, 'client'));
        mkdirSync(join(build, 'server'));
        writeFileSync(
          join(build, 'client/index.html'),
          `<!doctype html><html><head><title>CraftReel</title></head><body><div id="root">${APP_HTML_START}<p>shell</p>${APP_HTML_END}</div></body></html>`,
        );
        writeFileSync(
          join(build, 'server/render-page.js'),
          "export async function renderPage({ url }) { return '<main>' + url + '</main>'; }",
        );
        const pages = createApp({
          db: setup.database.db,
          passwords: argon2Hasher,
          tokens: TEST_TOKENS,
        });
        const renderErrors: unknown[] = [];
        expect(
          serveWebApp(pages, join(build, 'client'), {
            onRenderError: (error) => renderErrors.push(error),
          }),
        ).toBe(true);
        expect(await (await pages.request('/')).text()).toContain('<main>/</main>');
        setup.outage.start();
        try {
          for (const path of ['/', '/video/some-video']) {
            const res = await pages.request(path);
            expect(res.status, path).toBe(200);
            expect(await res.text(), path).toContain('<p>shell</p>');
          }
        } finally {
          setup.outage.restore();
        }
        expect(renderErrors).toEqual([]);
      } finally {
        rmSync(build, { recursive: true, force: true });
      }
    },
  );

  it.runIf(dialect === 'postgres')(
    'answers /api/health 503 with Retry-After while PostgreSQL is unreachable',
    async () => {
      setup.outage.start();
      try {
        const res = await app.request('/api/health');
        expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
        expect(await expectJson(res, 503, HealthResponseSchema)).toMatchObject({
          status: 'unavailable',
          database: 'down',
        });
      } finally {
        setup.outage.restore();
      }
      const res = await app.request('/api/health');
      expect(res.status).toBe(200);
      expect(res.headers.get('retry-after')).toBe(null);
    },
  );
});

describe('a PostgreSQL that takes connections and never answers', () => {
  it('is answered 503 once the connect timeout passes, not held for ever; health says so sooner', async () => {
    // A listener that accepts and stays silent: a server hung, or a network dropping packets.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (typeof address !== 'object' || address === null) throw new Error('no port');
    const database = connectDatabase(`postgres://postgres@127.0.0.1:${address.port}/test`);
    const app = createApp({ db: database.db, passwords: argon2Hasher, tokens: TEST_TOKENS });
    try {
      const [health, read] = await Promise.all([
        app.request('/api/health'),
        app.request('/api/categories'),
      ]);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(read.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      await expectError(read, 503, ServerMessage.databaseUnavailable);
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 30_000);
});
