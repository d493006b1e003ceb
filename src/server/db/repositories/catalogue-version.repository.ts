import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The version query, compiled once per database handle: it runs before every cached answer. */
const compiledVersionQuery = new WeakMap<
  Kysely<Database>,
  CompiledQuery<Pick<Database['catalogue_state'], 'version'>>
>();

/**
 * The catalogue's version: a number the database's own triggers bump on every insert, update
 * or delete of a video or a category (migration 2026-11-24T09-00-catalogue-version), whoever
 * makes the change. Answered as text, the form a cache key wants.
 */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<string> {
  let query = compiledVersionQuery.get(db);
  if (!query) {
    query = db.selectFrom('catalogue_state').select('version').where('id', '=', 1).compile();
    compiledVersionQuery.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  const row = rows[0];
  if (!row) throw new Error('catalogue_state has no row: the migrations have not run');
  return String(row.version);
}
