import { existsSync, readFileSync } from 'node:fs';
import { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from '../app.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { readEnv } from '../env.ts';
import {
  DEFAULT_LIMIT_RULES,
  type LimitRules,
  memoryRateLimits,
  type RateLimits,
} from '../http/rate-limits.ts';
import { sweepUnattachedPhotos } from '../made/photo-sweep.ts';
import { createDatabasePhotoStore } from '../photos/photo-store.ts';
import { argon2Hasher } from './auth/argon2-hasher.ts';
import { answerClientErrorsInJson, serverRefusingInJson } from './client-errors.ts';
import { connectDatabase } from './db/connect.ts';
import { inlineScriptHashes } from './http/inline-script-hashes.ts';
import { startImportWorker } from './import/worker-imports.ts';
import { loadOrCreateSecret } from './jwt-secret.ts';
import { createPhotoProcessor } from './photos/photo-processing.ts';
import { connectRedis } from './redis.ts';
import { redisRateLimits } from './redis-rate-limits.ts';
import { closeGracefully } from './shutdown.ts';
import { serveWebApp } from './static-site.ts';
import { nodeHmacSha256 } from './undo/node-hmac.ts';
import { zlibCompress } from './zlib-compressor.ts';

// Every file the server makes (the SQLite file and its log, the generated JWT secret) is its
// owner's alone: 0600 files in 0700 folders.
process.umask(0o077);

const log = pino({ base: undefined });

/** How long the start waits for a database that is not reachable yet, and how often it asks. */
const DATABASE_START_WAIT_MS = 120_000;
const DATABASE_START_RETRY_MS = 2000;
/**
 * PostgreSQL: a statement unanswered this long gives its connection up for broken (a server
 * gone silent; a refused or reset one fails at once), so no request waits on it for ever.
 */
const DATABASE_QUERY_TIMEOUT_MS = 30_000;
/** How often unattached "Made it" photos past their day are swept (made/photo-sweep.ts). */
const PHOTO_SWEEP_INTERVAL_MS = 10 * 60_000;

const config = readEnv(process.env);
if (!config.ok) {
  for (const problem of config.problems) log.fatal(`Bad configuration: ${problem}`);
  process.exit(1);
}
const { env } = config;

const dataDir = env.DATABASE_URL.startsWith('file:')
  ? dirname(resolve(env.DATABASE_URL.slice('file:'.length)))
  : resolve('data');
const secret = env.JWT_SECRET ?? loadOrCreateSecret(join(dataDir, 'jwt-secret'));

const database = connectDatabase(env.DATABASE_URL, {
  onBackgroundError: (error) =>
    log.error({ err: error }, 'WAL checkpointer stopped: the connection checkpoints itself again'),
  // A database that goes away never ends the process: requests get 503 meanwhile, and the pool
  // opens new connections once it answers again.
  connectionLog: {
    broken: (error) =>
      log.warn({ err: error }, 'Database connection lost: dropped it, the pool opens another'),
    unreachable: (error) =>
      log.error({ err: error }, 'Database not reachable: requests get 503 until it answers'),
    reachable: (failures, downMs) =>
      log.info(`Database reachable again after ${failures} failed attempts over ${downMs} ms`),
  },
  queryTimeoutMs: DATABASE_QUERY_TIMEOUT_MS,
});
await untilDatabaseReady(async () => {
  await migrateToLatest(database.db);
  await seedDatabase(database.db, argon2Hasher);
});

const limitRules: LimitRules = {
  loginPerEmail: env.RATE_LIMIT_LOGIN_PER_EMAIL ?? DEFAULT_LIMIT_RULES.loginPerEmail,
  loginPerAddress: env.RATE_LIMIT_LOGIN_PER_ADDRESS ?? DEFAULT_LIMIT_RULES.loginPerAddress,
  signupPerAddress: env.RATE_LIMIT_SIGNUP_PER_ADDRESS ?? DEFAULT_LIMIT_RULES.signupPerAddress,
  apiPerAddress: env.RATE_LIMIT_API_PER_ADDRESS ?? DEFAULT_LIMIT_RULES.apiPerAddress,
  libraryImportPerUser:
    env.RATE_LIMIT_LIBRARY_IMPORT_PER_USER ?? DEFAULT_LIMIT_RULES.libraryImportPerUser,
  photoUploadPerUser:
    env.RATE_LIMIT_PHOTO_UPLOAD_PER_USER ?? DEFAULT_LIMIT_RULES.photoUploadPerUser,
  madePostPerUser: env.RATE_LIMIT_MADE_POST_PER_USER ?? DEFAULT_LIMIT_RULES.madePostPerUser,
  madeReportPerUser: env.RATE_LIMIT_MADE_REPORT_PER_USER ?? DEFAULT_LIMIT_RULES.madeReportPerUser,
};
const redis =
  env.RATE_LIMITS === 'on' && env.REDIS_URL
    ? connectRedis(env.REDIS_URL, { info: (m) => log.info(m), warn: (m) => log.warn(m) })
    : null;
let rateLimits: RateLimits | null = null;
if (env.RATE_LIMITS === 'on') {
  rateLimits = redis
    ? redisRateLimits(redis, limitRules, env.REDIS_KEY_PREFIX)
    : memoryRateLimits(limitRules);
} else {
  log.warn('RATE_LIMITS=off: nothing is rate-limited');
}

const webRoot = resolve('dist/client');
const indexHtmlPath = join(webRoot, 'index.html');
// The web app's pages carry a few inline scripts of the build's own: allowed by their hashes.
const inlineScripts = existsSync(indexHtmlPath)
  ? inlineScriptHashes(readFileSync(indexHtmlPath, 'utf8'))
  : [];

// On a SQLite file, the big imports run in a worker thread with a connection of its own, so the
// server's one connection keeps answering meanwhile (node/import/worker-imports.ts).
const sqlitePath = env.DATABASE_URL.startsWith('file:')
  ? env.DATABASE_URL.slice('file:'.length)
  : '';
const imports =
  sqlitePath && sqlitePath !== ':memory:'
    ? startImportWorker(sqlitePath, {
        onWritten: (kind, lockMs) =>
          log.info({ import: kind, lockMs: Math.round(lockMs) }, 'import written in the worker'),
      })
    : undefined;

const security = { inlineScriptHashes: inlineScripts, https: env.TRUST_PROXY > 0 };
const photoStore = createDatabasePhotoStore(database.db);
const app = createApp({
  db: database.db,
  passwords: argon2Hasher,
  tokens: { secret, expiresIn: '7d' },
  hmacSha256: nodeHmacSha256,
  apiDelayMs: env.API_DELAY_MS,
  compress: zlibCompress,
  thumbnails: { upstream: env.THUMBNAIL_UPSTREAM === 'off' ? null : env.THUMBNAIL_UPSTREAM },
  rateLimits,
  trustedProxies: env.TRUST_PROXY,
  publicOrigin: env.PUBLIC_ORIGIN,
  security,
  corsOrigins: env.CORS_ORIGINS,
  version: packageVersion(),
  imports,
  photoProcessor: createPhotoProcessor(),
  photoStore,
  logger: {
    request: (entry) => log.info(entry, 'request'),
    error: (error, context) => log.error({ err: error, ...context }, 'unhandled error'),
  },
});

// Uploads sweep stale unattached photos as they come; this sweeps a quiet site too. Unref'd: it
// never keeps the process up. Several processes sweeping at once delete each photo once.
setInterval(() => {
  sweepUnattachedPhotos(database.db, photoStore, new Date()).catch((error: unknown) =>
    log.warn({ err: error }, 'unattached photos not swept this time'),
  );
}, PHOTO_SWEEP_INTERVAL_MS).unref();

const onRenderError = (error: unknown, url: string) =>
  log.error({ err: error, url }, 'page not rendered: the shell was sent');
const origin = { publicOrigin: env.PUBLIC_ORIGIN, trustedProxies: env.TRUST_PROXY };
if (!serveWebApp(app, webRoot, { onRenderError, origin })) {
  log.warn(`No web app build at ${webRoot}: serving the API only (run npm run build).`);
}

const server = serve(
  {
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    // Node looks for connections past their header or request timeout every 30 s by default,
    // so a slow client could hold a connection up to 30 s longer than the timeouts say.
    serverOptions: { connectionsCheckingInterval: 1000 },
    // Requests refused before the app sees them are answered in the error shape too.
    createServer: serverRefusingInJson(app.fetch, { hostname: env.HOST, security }),
  },
  (info) => {
    log.info(`CraftReel on http://${env.HOST}:${info.port} (${database.dialect})`);
  },
);
// Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment
// gets ECONNRESET (seen in the e2e suite). Keep idle connections longer than the 60 s load
// balancers and clients commonly use, so the client, not the server, ends them. Slow clients
// are bounded: headers within HEADERS_TIMEOUT_MS, a whole request within REQUEST_TIMEOUT_MS
// (each then answered 408), and at most MAX_CONNECTIONS connections at once (Node closes any
// connection past that the moment it is accepted).
if (server instanceof Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = env.HEADERS_TIMEOUT_MS;
  server.requestTimeout = env.REQUEST_TIMEOUT_MS;
  server.maxConnections = env.MAX_CONNECTIONS;
  answerClientErrorsInJson(server, security);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: closing (in-flight requests get ${env.SHUTDOWN_GRACE_MS} ms)`);
  const outcome =
    server instanceof Server ? await closeGracefully(server, env.SHUTDOWN_GRACE_MS) : 'clean';
  if (outcome === 'cut') log.warn('Some requests were cut off when the grace period ran out');
  redis?.disconnect();
  await imports?.close();
  await database.close();
  log.info('Closed');
  process.exit(outcome === 'clean' ? 0 : 1);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/**
 * Runs the start-up's first use of the database, and while the database is not reachable yet
 * (the process started during an outage, or before the database did) retries it every
 * DATABASE_START_RETRY_MS with a log line, for up to DATABASE_START_WAIT_MS; past that, or on
 * any other error, the process ends.
 */
async function untilDatabaseReady(work: () => Promise<void>): Promise<void> {
  const giveUpAt = Date.now() + DATABASE_START_WAIT_MS;
  for (;;) {
    try {
      await work();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (Date.now() + DATABASE_START_RETRY_MS > giveUpAt) {
        log.fatal(`Database not reachable for ${DATABASE_START_WAIT_MS / 1000} s: giving up`);
        throw error;
      }
      log.warn(
        { err: error },
        `Database not reachable yet: trying again in ${DATABASE_START_RETRY_MS} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, DATABASE_START_RETRY_MS));
    }
  }
}

function packageVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : 'dev';
  } catch {
    return 'dev';
  }
}
