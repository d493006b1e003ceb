import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

/** What `promise` rejects with. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('isDatabaseUnavailable', () => {
  it("knows pg's and PostgreSQL's words and codes for a database that is away", () => {
    const away = [
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Database migration failed: connect', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      }),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    ];
    for (const error of away) expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('leaves every other error to be what it is', () => {
    const others: unknown[] = [
      new Error('boom'),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      new Error('A connection string is fine', { cause: 'Connection terminated' }),
      'Connection terminated',
      null,
      undefined,
    ];
    for (const error of others) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });

  it('says so of what the drivers really throw: a refused connection, a locked SQLite', async () => {
    const refused = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 });
    expect(isDatabaseUnavailable(await rejectionOf(refused.connect()))).toBe(true);

    const folder = mkdtempSync(join(tmpdir(), 'craftreel-busy-'));
    const holder = new SQLite(join(folder, 'busy.db'));
    const waiter = new SQLite(join(folder, 'busy.db'));
    try {
      holder.exec('create table t (x integer)');
      holder.exec('begin immediate');
      waiter.pragma('busy_timeout = 0');
      let busy: unknown;
      try {
        waiter.exec('insert into t values (1)');
      } catch (error) {
        busy = error;
      }
      expect(isDatabaseUnavailable(busy)).toBe(true);
    } finally {
      holder.close();
      waiter.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
