import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL only: the schema to use (tests give each run its own). */
  searchPath?: string;
  /** PostgreSQL only: pool size. */
  maxConnections?: number;
  /** SQLite only: hears what went wrong in the background (the WAL checkpointer's thread). */
  onBackgroundError?: (error: Error) => void;
}

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
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
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

function connectPostgres(url: string, options: ConnectOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
