import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { freePort, start, waitForApi } from './server-process.ts';
import { TEST_POSTGRES_URL } from './test-database.ts';

// Two real server processes (server-process.ts), each with caches of its own, on one PostgreSQL
// schema of this run's own and one token secret, for the tests of what one process writes and
// the other reads (tests/server/curation-two-processes.test.ts, tests/server/made-cluster.test.ts).

export interface TwoServerProcesses {
  /** The schema both processes use, named `${prefix}_` and the time. */
  schema: string;
  /** A connection of the test's own to the database, connected before the servers start. */
  admin: pg.Client;
  /** The two servers' base URLs, set once both answer (in the file's beforeAll). */
  urls: { a: string; b: string };
}

async function startServer(
  servers: Array<ReturnType<typeof start>>,
  databaseUrl: string,
  jwtSecret: string,
): Promise<string> {
  const port = await freePort();
  const server = start({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    RATE_LIMITS: 'off',
  });
  servers.push(server);
  const url = `http://127.0.0.1:${port}`;
  await waitForApi(url, server.output);
  return url;
}

/**
 * Starts the two processes before the file's tests (beforeAll) and stops them, then drops the
 * schema, after them (afterAll).
 */
export function twoServerProcesses(prefix: string): TwoServerProcesses {
  const schema = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  const servers: Array<ReturnType<typeof start>> = [];
  const urls = { a: '', b: '' };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    const url = new URL(TEST_POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const secret = randomBytes(48).toString('base64url');
    // One at a time: the first migrates and seeds, the second finds it done.
    urls.a = await startServer(servers, url.toString(), secret);
    urls.b = await startServer(servers, url.toString(), secret);
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  });

  return { schema, admin, urls };
}
