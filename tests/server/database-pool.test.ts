import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { isDatabaseUnavailable } from '#server/db/errors.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { TEST_POSTGRES_URL } from '../support/test-database.ts';

// The PostgreSQL pool behind Kysely (node/db/connect.ts) hands a broken connection to no one. When
// PostgreSQL ends a connection in the middle of a statement, the statement fails with
// "terminating connection" a moment before the socket closes; Kysely releases the connection
// in that moment, and pg-pool, not yet knowing, would keep it for the next request.

const APP_NAME = `pool_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
let database: DatabaseHandle;
const broken: Error[] = [];

beforeAll(async () => {
  await admin.connect();
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('application_name', APP_NAME);
  database = connectDatabase(url.toString(), {
    maxConnections: 1,
    connectionLog: {
      broken: (error) => broken.push(error),
      unreachable: () => {},
      reachable: () => {},
    },
  });
});

afterAll(async () => {
  await database?.close();
  await admin.end();
});

describe('a connection PostgreSQL ends mid-statement', () => {
  it('fails its statement as unavailable, is never reused, and the next query succeeds', async () => {
    for (let round = 0; round < 20; round++) {
      const failure = await database.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          connection,
        );
        const pid = rows[0]?.pid;
        const sleeping = sql`select pg_sleep(10)`.execute(connection).then(
          () => null,
          (error: unknown) => error,
        );
        for (;;) {
          const { rows: active } = await admin.query(
            `select 1 from pg_stat_activity where pid = $1 and state = 'active'`,
            [pid],
          );
          if (active.length > 0) break;
        }
        await admin.query('select pg_terminate_backend($1)', [pid]);
        return sleeping;
      });
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      // At once, before the socket's end is read: the pool's one connection slot.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    }
    expect(broken.length).toBeGreaterThan(0);
  }, 60_000);
});
