import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from '../../db/current-schema-introspector.ts';
import type { DatabaseHandle } from '../../db/database-handle.ts';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { ImmediateSqliteDialect } from '../../db/immediate-sqlite-dialect.ts';
import { PREPARED_MARK } from '../../db/prepared-statement.ts';
import type { Database } from '../../db/schema.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';

export interface ConnectOptions {
  /** PostgreSQL only: the schema to use (tests give each run its own). */
  searchPath?: string;
  /** PostgreSQL only: pool size. */
  maxConnections?: number;
  /** SQLite only: hears what went wrong in the background (the WAL checkpointer's thread). */
  onBackgroundError?: (error: Error) => void;
  /** PostgreSQL only: hears of connections that broke or could not be opened. */
  connectionLog?: ConnectionLog;
  /**
   * PostgreSQL only: how long one statement may go unanswered before its connection is given
   * up for broken (a server gone silent, a network that drops packets). None by default.
   */
  queryTimeoutMs?: number;
}

/**
 * What the PostgreSQL pool tells about its connections. Every call is also survived: a broken
 * connection is dropped from the pool and a new one opened on demand, so the process goes on.
 */
export interface ConnectionLog {
  /** A connection broke: the server restarted, failed over or ended it, or the network did. */
  broken(error: Error): void;
  /** Opening a connection failed, the first time since connections last opened. */
  unreachable(error: Error): void;
  /** A connection opened after `failures` failed attempts over `downMs` ms. */
  reachable(failures: number, downMs: number): void;
}

const silentConnectionLog: ConnectionLog = {
  broken: () => {},
  unreachable: () => {},
  reachable: () => {},
};

/** Opens the database a `DATABASE_URL` names: `file:PATH` for SQLite, `postgres://…` for PostgreSQL. */
export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  if (url.startsWith('file:')) return connectSqlite(url.slice('file:'.length), options);
  if (/^postgres(ql)?:\/\//.test(url)) return connectPostgres(url, options);
  throw new Error(`DATABASE_URL must start with file: or postgres://, got "${url}"`);
}

/** SQLite's page cache for the server's connection (its default is 2 MB). */
const SQLITE_CACHE_KIB = 64 * 1024;
/** A log that grew past this in a burst is cut back to it once checkpointed. */
const SQLITE_WAL_LIMIT_BYTES = 64 * 1024 * 1024;

function connectSqlite(path: string, options: ConnectOptions): DatabaseHandle {
  const inMemory = path === ':memory:';
  // The folder and the file are the owner's alone (0700, 0600); SQLite gives its -wal and -shm
  // files the database file's permissions.
  if (!inMemory) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    closeSync(openSync(path, 'a', 0o600));
  }
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  sqlite.pragma(`journal_size_limit = ${SQLITE_WAL_LIMIT_BYTES}`);
  const checkpointer = inMemory ? null : startWalCheckpointer(sqlite, options.onBackgroundError);
  const db = new Kysely<Database>({
    // Transactions take the write lock at BEGIN: the import worker writes to the file too
    // (immediate-sqlite-dialect.ts says why).
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * How long a request waits for a PostgreSQL connection, from the pool or a new one, before it
 * is answered 503: a database that is away is told quickly instead of holding requests.
 */
const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

/**
 * At most this many distinct statements are kept prepared per connection: the marked ones
 * differ only in shape (how many materials a video has, and the like), so this bounds the
 * server's memory without ever being reached in use.
 */
const PREPARED_STATEMENTS_MAX = 1000;
const preparedNames = new Map<string, string>();

/**
 * The name a marked statement is kept prepared under (the same text, the same name, in every
 * connection), or undefined: an unmarked statement goes unnamed, planned for its parameters
 * each time, as pg sends every query by default.
 */
function preparedNameOf(text: string): string | undefined {
  if (!text.startsWith(PREPARED_MARK)) return undefined;
  const known = preparedNames.get(text);
  if (known !== undefined || preparedNames.size >= PREPARED_STATEMENTS_MAX) return known;
  const name = `craftreel_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
  preparedNames.set(text, name);
  return name;
}

function connectPostgres(url: string, options: ConnectOptions): DatabaseHandle {
  const log = options.connectionLog ?? silentConnectionLog;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    // The OS probes an idle connection whose peer has gone silent, so it is found dead.
    keepAlive: true,
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });

  // A connection that breaks emits 'error': an idle one on the pool (which has already dropped
  // it), a checked-out one on the client itself. Either with no listener would end the
  // process, so both are heard, and told once per connection.
  const broken = new WeakSet<pg.PoolClient>();
  const told = new WeakSet<pg.Client>();
  const tellBroken = (client: pg.Client, error: Error) => {
    if (told.has(client)) return;
    told.add(client);
    log.broken(error);
  };
  pool.on('error', (error, client) => tellBroken(client, error));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      broken.add(client);
      tellBroken(client, error);
    });
  });

  // Kysely hands a connection back with a bare release(). pg-pool keeps it for reuse unless it
  // has already seen the socket end, which comes a moment after PostgreSQL's own "terminating
  // connection" error reaches the query: in that moment the dead connection would go to the
  // next request. A query that failed for the connection's sake marks it, and its release
  // passes an error, which makes pg-pool close it instead.
  const facades = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const facadeOf = (client: pg.PoolClient): PostgresPoolClient => {
    const known = facades.get(client);
    if (known) return known;
    // pg's callback form, not the promise it returns without one: with the promise, the rows of
    // each result stayed reachable long enough that the young generation filled with them and
    // every scavenge copied them, 4 times the collector's time in the gallery bench (a 1,000-row
    // select in a loop: 16 ms a scavenge against 0.6 ms; docs/performance.md, "PostgreSQL on
    // this machine").
    const query = async (text: string, parameters: ReadonlyArray<unknown>) => {
      try {
        return await new Promise<pg.QueryResult>((resolve, reject) => {
          client.query(
            { name: preparedNameOf(text), text, values: [...parameters] },
            (error: Error | null, result: pg.QueryResult) => {
              if (!error) return resolve(result);
              // As pg's promise does: the stack leads back here, not to the socket's read.
              Error.captureStackTrace(error);
              reject(error);
            },
          );
        });
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          broken.add(client);
          tellBroken(client, error instanceof Error ? error : new Error(String(error)));
        }
        throw error;
      }
    };
    const facade: PostgresPoolClient = {
      // Kysely's type also has a cursor overload, used only with a cursor configured (none is).
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(broken.has(client) ? new Error('connection broke') : undefined),
    };
    facades.set(client, facade);
    return facade;
  };

  let failures = 0;
  let failingSince = 0;
  const connect = async (): Promise<PostgresPoolClient> => {
    try {
      const client = await pool.connect();
      if (failures > 0) {
        log.reachable(failures, Date.now() - failingSince);
        failures = 0;
      }
      return facadeOf(client);
    } catch (error) {
      if (failures === 0) {
        failingSince = Date.now();
        log.unreachable(error instanceof Error ? error : new Error(String(error)));
      }
      failures += 1;
      throw error;
    }
  };

  const db = new Kysely<Database>({
    dialect: new CurrentSchemaPostgresDialect({ pool: { connect, end: () => pool.end() } }),
  });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
