import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * What begins a statement that PostgreSQL keeps prepared on each connection
 * (src/server/node/db/connect.ts). Only hot reads of a fixed shape carry it, with their limits
 * as literals, so that after a connection's first few runs PostgreSQL reuses one generic plan
 * instead of planning every run (docs/architecture.md, "Prepared statements"; ADR 0019).
 */
export const PREPARED_MARK = '/* prepared */';

/**
 * Runs `query` (a builder's or a raw query's compile()) marked to be kept prepared on
 * PostgreSQL. SQLite prepares each distinct statement once anyway; there the mark is a comment.
 */
export async function runPrepared<R>(db: Kysely<Database>, query: CompiledQuery<R>): Promise<R[]> {
  const { rows } = await db.executeQuery<R>({ ...query, sql: `${PREPARED_MARK} ${query.sql}` });
  return rows;
}
