import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The database engines CraftReel runs on. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * An open database, whichever engine and wherever it runs: Node opens one from a DATABASE_URL
 * (src/server/node/db/connect.ts), the browser demo opens SQLite compiled to WebAssembly
 * (src/demo/wasm-sqlite.ts). createApp and the repositories need nothing more of it.
 */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}
