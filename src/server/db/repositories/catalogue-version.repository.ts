import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The catalogue's version: a number the database's own triggers bump on every insert, update
 * or delete of a video or a category (migration 2026-11-24T09-00-catalogue-version), whoever
 * makes the change. Answered as text, the form a cache key wants.
 */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('catalogue_state')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return String(row.version);
}
