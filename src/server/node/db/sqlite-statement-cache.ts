import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Enough for every distinct statement the app sends; a bound, since SQL text can vary. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 as Kysely's SqliteDialect wants it, but preparing each distinct SQL text once.
 * Kysely prepares a statement for every query it runs, and preparing cost about as much as
 * running the query itself (docs/performance.md); a prepared statement can be run again and
 * again, and SQLite re-prepares it by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
