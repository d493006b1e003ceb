import { type AppDeps, createApp } from '#server/app.ts';
import type { PasswordHasher } from '#server/auth/password-hasher.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { setRoleByEmail } from '#server/db/repositories/curation-user.repository.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { DEMO_USER } from '#shared/demo-user.ts';
import {
  canProcessPhotosWithCanvas,
  createCanvasPhotoProcessor,
} from './canvas-photo-processor.ts';
import { createIndexedDbPhotoStore, hasIndexedDb } from './indexeddb-photo-store.ts';
import { wasmArgon2Hasher } from './wasm-argon2-hasher.ts';
import { openWasmDatabase, type WasmDatabaseHandle } from './wasm-sqlite.ts';

/**
 * The demo's API (docs/decisions/0011): the server's own Hono app (createApp), over the server's own
 * migrations, seed and repositories, on SQLite compiled to WebAssembly, with the dependencies
 * that need Node swapped for ones that run anywhere: argon2id in WebAssembly, the portable
 * HMAC, no compression, no rate limits, no thumbnails fetched from YouTube (designed artwork),
 * and "Made it" photos processed on a canvas and kept in IndexedDB (browserPhotoDeps).
 * The service worker hands it the page's /api and /thumbnails requests; the API suites run it
 * in Node (vitest's api-wasm project: tests/support/test-database.ts, SQLITE_STORE).
 */
export interface DemoApiOptions {
  /** The database as last saved (DemoApi.export); none starts from the seed. */
  saved?: Uint8Array | null;
  /** Signs this browser's tokens and undo tokens: made once per browser, kept beside the data. */
  secret: string;
  /** How long signed-in sessions last (a jose time span); 7 days, as on the server. */
  tokenLife?: string;
  /** The spec's artificial latency on every /api call (400 ms in the demo, 0 in tests). */
  apiDelayMs?: number;
  /** Where sqlite3.wasm is served from (a browser); Node finds it itself. */
  wasmUrl?: string;
  /**
   * Whether a new demo's guest (the demo user) is a curator, so that Curation can be tried
   * too: there is no command line in a browser to make one (`npm run user:role`). The API
   * suites say no: their guest is a member, as on the server.
   */
  guestIsCurator?: boolean;
  /**
   * Hashes passwords: argon2id in WebAssembly (the demo's). The API suites give the server's
   * native argon2id instead, five times faster: the same algorithm, settings and encoded form,
   * and wasm-argon2-hasher.test.ts shows each accepts the other's hashes.
   */
  passwords?: PasswordHasher;
  /**
   * More of createApp's dependencies: none in the demo; the API suites pass what they pass the
   * server's app (a clock, a logger, rate limits), so one suite holds both to one contract.
   */
  appOptions?: Omit<Partial<AppDeps>, 'db' | 'passwords' | 'tokens'>;
}

export interface DemoApi {
  /** The Hono app itself. */
  app: ReturnType<typeof createApp>;
  /** Answers a request as the server would. */
  fetch(request: Request): Promise<Response>;
  /** The database's bytes, to keep. */
  export(): Uint8Array;
  /** Whether anything was written since the last export (or since opening). */
  changedSinceExport(): boolean;
  /** The database handle (tests read and write rows directly, as the server's suites do). */
  database: WasmDatabaseHandle;
  close(): Promise<void>;
}

/**
 * In a browser's service worker: photos decoded and encoded by the browser
 * (canvas-photo-processor.ts) and kept in IndexedDB (indexeddb-photo-store.ts). In Node (the API
 * suites) there is neither a canvas nor IndexedDB: the app keeps its defaults, the database's
 * store and no processor, unless the suite passes Node's in `appOptions`.
 */
function browserPhotoDeps(): Pick<AppDeps, 'photoProcessor' | 'photoStore'> {
  if (!canProcessPhotosWithCanvas() || !hasIndexedDb()) return {};
  return { photoProcessor: createCanvasPhotoProcessor(), photoStore: createIndexedDbPhotoStore() };
}

export async function createDemoApi(options: DemoApiOptions): Promise<DemoApi> {
  const database = await openWasmDatabase({
    saved: options.saved ?? null,
    ...(options.wasmUrl ? { wasmUrl: options.wasmUrl } : {}),
  });
  await migrateToLatest(database.db);
  const passwords = options.passwords ?? wasmArgon2Hasher;
  await seedDatabase(database.db, passwords);
  if (!options.saved && (options.guestIsCurator ?? true)) {
    // Recorded in the audit as the command line's change, as `npm run user:role` would be.
    await setRoleByEmail(database.db, DEMO_USER.email, 'curator');
  }
  const app = createApp({
    db: database.db,
    passwords,
    tokens: { secret: options.secret, expiresIn: options.tokenLife ?? '7d' },
    apiDelayMs: options.apiDelayMs ?? 0,
    thumbnails: { upstream: null },
    rateLimits: null,
    ...browserPhotoDeps(),
    ...options.appOptions,
  });
  let exportedAt = Number.NaN; // nothing exported yet: whatever the migrations and seed did counts
  return {
    app,
    fetch: async (request) => app.fetch(request),
    export: () => {
      exportedAt = database.totalChanges();
      return database.export();
    },
    changedSinceExport: () => database.totalChanges() !== exportedAt,
    database,
    close: () => database.close(),
  };
}
