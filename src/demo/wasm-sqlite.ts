import sqlite3InitModule, {
  type PreparedStatement,
  type Sqlite3Static,
  type SqlValue,
  type Database as WasmDatabase,
} from '@sqlite.org/sqlite-wasm';
import { Kysely, type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import type { Database } from '#server/db/schema.ts';

/**
 * SQLite compiled to WebAssembly (the SQLite project's own build, FTS5 and JSON included) as
 * Kysely's SqliteDialect wants it: the same dialect, SQL, migrations and repositories as the
 * server's better-sqlite3, running wherever WebAssembly does (a browser's service worker for
 * the demo, Node for the tests that hold the demo's storage to the server's contract). The
 * database lives in memory; `export()` gives its bytes to keep, `saved` opens them again.
 */
export interface WasmDatabaseHandle extends DatabaseHandle {
  /** The whole database as an SQLite file's bytes. */
  export(): Uint8Array;
  /** Rows changed since the database was opened: a save is due when this moved. */
  totalChanges(): number;
}

export interface WasmDatabaseOptions {
  /** A database's bytes (a former export()); none opens an empty database. */
  saved?: Uint8Array | null;
  /** Where sqlite3.wasm is served (a browser); Node finds it beside the module. */
  wasmUrl?: string;
}

let loaded: Promise<Sqlite3Static> | undefined;

/** The WebAssembly module, compiled once per realm. */
function loadSqlite(wasmUrl: string | undefined): Promise<Sqlite3Static> {
  // The init function's declaration leaves out Emscripten's options on purpose (its own
  // comment says why); locateFile is one of them and tells it where the .wasm file is.
  const init = sqlite3InitModule as (options?: {
    locateFile?: (file: string) => string;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }) => Promise<Sqlite3Static>;
  loaded ??= init({
    ...(wasmUrl ? { locateFile: () => wasmUrl } : {}),
    print: () => {},
    printErr: () => {},
  }).then((sqlite3) => {
    // Its step() warns on the console of every failed statement, a duplicate included, before
    // throwing; the error thrown is what the app acts on (a 409), so the warning is noise.
    sqlite3.config.warn = () => {};
    return sqlite3;
  });
  return loaded;
}

/** Opens an in-memory database, from saved bytes or empty, ready for Kysely. */
export async function openWasmDatabase(
  options: WasmDatabaseOptions = {},
): Promise<WasmDatabaseHandle> {
  const sqlite3 = await loadSqlite(options.wasmUrl);
  const database = new sqlite3.oo1.DB(':memory:');
  if (options.saved && options.saved.byteLength > 0) restore(sqlite3, database, options.saved);
  sqlite3.capi.sqlite3_extended_result_codes(database, 1);
  database.exec('pragma foreign_keys = on');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: asKyselyDatabase(sqlite3, database) }),
  });
  return {
    db,
    dialect: 'sqlite',
    close: () => db.destroy(),
    export: () => sqlite3.capi.sqlite3_js_db_export(database),
    totalChanges: () => sqlite3.capi.sqlite3_total_changes(database),
  };
}

/** Puts saved bytes in place of the (new, empty) database's main schema. */
function restore(sqlite3: Sqlite3Static, database: WasmDatabase, bytes: Uint8Array): void {
  const { capi, wasm } = sqlite3;
  const pointer = wasm.allocFromTypedArray(bytes);
  const rc = capi.sqlite3_deserialize(
    database,
    'main',
    pointer,
    bytes.byteLength,
    bytes.byteLength,
    capi.SQLITE_DESERIALIZE_FREEONCLOSE | capi.SQLITE_DESERIALIZE_RESIZEABLE,
  );
  database.checkRc(rc);
}

/** Enough for every distinct statement the app sends, as on the server. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SqliteDialect calls it (better-sqlite3's shape): each distinct SQL
 * text is prepared once, and errors carry SQLite's extended code as `code`, as better-sqlite3's
 * do, so db/errors.ts tells a duplicate from a missing video the same way.
 */
function asKyselyDatabase(sqlite3: Sqlite3Static, database: WasmDatabase): SqliteDatabase {
  const statements = new LRUCache<string, PreparedStatement>({
    max: STATEMENT_CACHE_SIZE,
    dispose: (statement) => statement.finalize(),
  });
  const prepare = (sql: string): PreparedStatement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = withSqliteCode(sqlite3, () => database.prepare(sql));
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql): SqliteStatement => {
      const statement = prepare(sql);
      const rows = (parameters: ReadonlyArray<unknown>) =>
        withSqliteCode(sqlite3, () => {
          bind(statement, parameters);
          const found: Record<string, SqlValue>[] = [];
          try {
            while (statement.step()) found.push(statement.get({}));
          } finally {
            statement.reset(true);
          }
          return found;
        });
      return {
        reader: statement.columnCount > 0,
        all: rows,
        run: (parameters) =>
          withSqliteCode(sqlite3, () => {
            bind(statement, parameters);
            try {
              statement.step();
            } finally {
              statement.reset(true);
            }
            return {
              changes: sqlite3.capi.sqlite3_changes(database),
              lastInsertRowid: sqlite3.capi.sqlite3_last_insert_rowid(database),
            };
          }),
        // Kysely streams through this; the app never does, so the rows come all at once.
        iterate: (parameters) => rows(parameters)[Symbol.iterator](),
      };
    },
  };
}

function bind(statement: PreparedStatement, parameters: ReadonlyArray<unknown>): void {
  if (parameters.length === 0) return;
  statement.bind(parameters.map(toSqlValue));
}

/** A parameter as SQLite stores it (better-sqlite3 takes the same, booleans aside). */
function toSqlValue(value: unknown): SqlValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  return value as SqlValue; // strings, numbers, bigints, null and bytes, as Kysely gives them
}

/** An SQLite error as better-sqlite3 shapes it: the extended result code's name as `code`. */
class WasmSqliteError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

function withSqliteCode<T>(sqlite3: Sqlite3Static, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof sqlite3.SQLite3Error) {
      const code = sqlite3.capi.sqlite3_js_rc_str(error.resultCode) ?? 'SQLITE_ERROR';
      throw new WasmSqliteError(error.message, code);
    }
    throw error;
  }
}
