import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import { MADE_PHOTO_MAX_BYTES } from '#shared/made-post-bounds.ts';
import { ServerMessage, tooManyRequestsMessage } from '#shared/messages.ts';
import { IMPORT_MAX_BYTES } from '#shared/schemas/curation.schema.ts';
import { LIBRARY_FILE_MAX_BYTES, LIBRARY_ZIP_MAX_BYTES } from '#shared/schemas/library.schema.ts';
import type { PasswordHasher } from './auth/password-hasher.ts';
import type { TokenConfig } from './auth/tokens.ts';
import { isDatabaseUnavailable, isUnstorableText } from './db/errors.ts';
import { readCatalogueVersion } from './db/repositories/catalogue-version.repository.ts';
import type { Database } from './db/schema.ts';
import { ApiError, DatabaseUnavailableError, RateLimitedError } from './http/api-error.ts';
import { DISCARD_LIMIT_BYTES, discardBody, limitUnstatedBody } from './http/body-limit.ts';
import { clientAddress } from './http/client-address.ts';
import { compression } from './http/compression.middleware.ts';
import type { Compress } from './http/content-coding.ts';
import { errorBody } from './http/error-body.ts';
import { siteOrigin } from './http/public-origin.ts';
import type { RateLimits } from './http/rate-limits.ts';
import { requestIds } from './http/request-id.ts';
import { createResponseCache } from './http/response-cache.ts';
import type { AppEnv } from './http/router.ts';
import {
  apiCors,
  apiMethodsOf,
  type SecurityHeaderOptions,
  securityHeaders,
} from './http/security-headers.ts';
import { refuseUnstorableText } from './http/text-check.ts';
import { createVideoJsonCache } from './http/video-json-cache.ts';
import { type Imports, inConnectionImports } from './import/imports.ts';
import {
  createDatabasePhotoStore,
  type PhotoProcessor,
  type PhotoStore,
} from './photos/photo-store.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { catalogueRoutes } from './routes/catalogue.routes.ts';
import { creatorRoutes } from './routes/creators.routes.ts';
import { curationRoutes } from './routes/curation.routes.ts';
import { feedRoutes } from './routes/feeds.routes.ts';
import { followRoutes } from './routes/follows.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { historyRoutes } from './routes/history.routes.ts';
import { libraryRoutes } from './routes/library.routes.ts';
import { listRoutes, SAVED_LIST_NAMES } from './routes/lists.routes.ts';
import { madePostRoutes } from './routes/made-posts.routes.ts';
import { madeReportRoutes } from './routes/made-reports.routes.ts';
import { noteRoutes } from './routes/notes.routes.ts';
import { photoRoutes, photoUploadRoutes } from './routes/photos.routes.ts';
import { playlistRoutes } from './routes/playlists.routes.ts';
import { preferencesRoutes } from './routes/preferences.routes.ts';
import { profileRoutes } from './routes/profiles.routes.ts';
import { progressRoutes } from './routes/progress.routes.ts';
import { projectRoutes } from './routes/projects.routes.ts';
import { relatedRoutes } from './routes/related.routes.ts';
import { sharedPlaylistRoutes } from './routes/shared-playlists.routes.ts';
import { testTodoRoutes } from './routes/test-todos.routes.ts';
import { thumbnailRoutes } from './routes/thumbnails.routes.ts';
import { undoRoutes } from './routes/undo.routes.ts';
import { createThumbnailStore, type ThumbnailOptions } from './thumbnails/thumbnail-store.ts';
import { type HmacSha256, undoKeys } from './undo/undo-token.ts';

const MAX_BODY_BYTES = 100 * 1024;

/**
 * Request bodies may be up to MAX_BODY_BYTES, except on the routes named here, whose bodies
 * are bigger by nature: a library import takes a whole exported library (library.schema.ts
 * says how LIBRARY_FILE_MAX_BYTES is sized); a curator's bulk import, a file of videos; a
 * "Made it" photo, an image file. Each has its own 413 message.
 */
const LARGER_BODIES: Record<string, { maxBytes: number; message: string }> = {
  'POST /api/user/library': {
    maxBytes: LIBRARY_FILE_MAX_BYTES,
    message: ServerMessage.libraryTooLarge,
  },
  'POST /api/user/library.zip': {
    maxBytes: LIBRARY_ZIP_MAX_BYTES,
    message: ServerMessage.libraryZipTooLarge,
  },
  'POST /api/curation/videos/import': {
    maxBytes: IMPORT_MAX_BYTES,
    message: ServerMessage.importTooLarge,
  },
  'POST /api/user/photos': {
    maxBytes: MADE_PHOTO_MAX_BYTES,
    message: ServerMessage.photoTooLarge,
  },
};

export interface RequestLog {
  /** The request's id, also answered in the X-Request-Id header. */
  id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

export interface AppLogger {
  request(entry: RequestLog): void;
  error(error: unknown, context: { method: string; path: string }): void;
}

export interface AppDeps {
  db: Kysely<Database>;
  passwords: PasswordHasher;
  tokens: TokenConfig;
  /**
   * Signs undo tokens; Node's is nodeHmacSha256 (node/undo/node-hmac.ts). Without it, a portable
   * JavaScript one (the browser demo's).
   */
  hmacSha256?: HmacSha256;
  logger?: AppLogger;
  /** Artificial latency on every /api call, for demos of loading states. */
  apiDelayMs?: number;
  /**
   * Compresses answers (brotli, gzip); Node's is zlibCompress (node/zlib-compressor.ts). Without it
   * every answer goes uncompressed.
   */
  compress?: Compress;
  /** The clock: ages of videos and of cached answers. */
  now?: () => Date;
  /** Where /thumbnails fetches YouTube's images from; without it, every thumbnail is artwork. */
  thumbnails?: ThumbnailOptions;
  /** Rate limits (http/rate-limits.ts); without them nothing is limited (RATE_LIMITS=off). */
  rateLimits?: RateLimits | null;
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (TRUST_PROXY); 0 or
   * none: the socket's peer is the client (http/client-address.ts).
   */
  trustedProxies?: number;
  /**
   * The site's origin as visitors reach it (PUBLIC_ORIGIN), for the absolute links of feeds;
   * without it, each request's own (http/public-origin.ts).
   */
  publicOrigin?: string | undefined;
  /** The headers' settings (http/security-headers.ts): inline script hashes, HTTPS. */
  security?: SecurityHeaderOptions;
  /** Origins allowed to call the API from a browser (CORS_ORIGINS); none by default. */
  corsOrigins?: readonly string[];
  /** The running version, as GET /api/health reports it. */
  version?: string;
  /**
   * Where the big imports (a curator's file, a library file) run; Node's, on a SQLite file, is
   * a worker thread with its own connection (node/import/worker-imports.ts). Without it, on `db`.
   */
  imports?: Imports;
  /**
   * Turns an uploaded "Made it" photo into stored variants; Node's is sharp's
   * (node/photos/photo-processing.ts), the demo's draws on an OffscreenCanvas. Without it, photo
   * uploads are refused as busy (503).
   */
  photoProcessor?: PhotoProcessor | null;
  /** Where photos' variants are kept (photos/photo-store.ts); the database's by default. */
  photoStore?: PhotoStore;
}

const silentLogger: AppLogger = { request: () => {}, error: () => {} };

/**
 * The whole HTTP API as one Hono app. Its only state is a cache of catalogue answers, checked
 * against the database's catalogue version on every read (and one of thumbnails, /thumbnails,
 * that only ever holds images or artwork): everything else lives in the
 * database it is given, so tests call `createApp(deps).request(...)` and any number of
 * processes can serve one PostgreSQL.
 */
export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? silentLogger;
  const now = deps.now ?? (() => new Date());
  const app = new OpenAPIHono<AppEnv>();

  // Every answer names its request (a client's own X-Request-Id of up to 255 word characters and
  // dashes is kept), and the log line carries the same id.
  app.use('*', requestIds());
  app.use('*', securityHeaders(deps.security));

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.request({
      id: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  const tooLarge = (c: Context<AppEnv>) => c.json(errorBody([ServerMessage.bodyTooLarge]), 413);
  const limitBody = limitUnstatedBody(MAX_BODY_BYTES, tooLarge);
  const largerLimits = new Map(
    Object.entries(LARGER_BODIES).map(([route, { maxBytes, message }]) => {
      const answer = (c: Context<AppEnv>) => c.json(errorBody([message]), 413);
      return [
        route,
        { maxBytes, tooLarge: answer, limitBody: limitUnstatedBody(maxBytes, answer) },
      ];
    }),
  );
  const defaultLimit = { maxBytes: MAX_BODY_BYTES, tooLarge, limitBody };
  // Counting a body's bytes reads c.req.raw.body, which makes @hono/node-server build a whole
  // fetch Request, stream and AbortController for the request: more than the rest of a write
  // cost. On Node's HTTP server the headers say it all, since its parser reads exactly the
  // Content-Length bytes: a stated length is judged by the header, and a request with neither
  // Content-Length nor Transfer-Encoding has no body. A chunked body, and any request made
  // in-process, goes through limitUnstatedBody, which counts the bytes (http/body-limit.ts).
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = largerLimits.get(`${c.req.method} ${c.req.path}`) ?? defaultLimit;
    const incoming = c.env?.incoming;
    const length = c.req.header('content-length');
    if (!incoming || c.req.header('transfer-encoding') !== undefined) {
      return limit.limitBody(c, next);
    }
    if (length !== undefined && !(Number(length) <= limit.maxBytes)) {
      // Read (and drop) what the client is still sending, so it gets the 413, not a reset.
      if (Number(length) <= DISCARD_LIMIT_BYTES) await discardBody(incoming);
      else c.header('Connection', 'close');
      return limit.tooLarge(c);
    }
    return next();
  });

  if (deps.compress) app.use('/api/*', compression(deps.compress));
  if (deps.corsOrigins?.length) {
    // Read at the first request, once every route below is in place.
    app.use(
      '/api/*',
      apiCors(deps.corsOrigins, () => apiMethodsOf(app.routes)),
    );
  }

  app.use('/api/*', refuseUnstorableText);

  const limits = deps.rateLimits ?? null;
  const addressOf = (c: Context<AppEnv>) => clientAddress(c, deps.trustedProxies ?? 0);
  if (limits) {
    app.use('/api/*', async (c, next) => {
      // The app reading itself, and load balancers asking after its health, are not clients.
      if (c.env?.internal || c.req.path === '/api/health') return next();
      const wait = await limits.take('apiPerAddress', addressOf(c));
      if (wait !== null) throw new RateLimitedError(wait, tooManyRequestsMessage(wait));
      await next();
    });
  }

  const delay = deps.apiDelayMs ?? 0;
  if (delay > 0) {
    app.use('/api/*', async (_c, next) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await next();
    });
  }

  app.route('/api', healthRoutes({ db: deps.db, version: deps.version ?? 'dev' }));
  const photoStore = deps.photoStore ?? createDatabasePhotoStore(deps.db);
  app.route('/api/auth', authRoutes({ ...deps, limits, addressOf, photoStore }));
  const catalogueCache = createResponseCache({
    readVersion: () => readCatalogueVersion(deps.db),
    compress: deps.compress,
    now,
  });
  app.route('/api', catalogueRoutes({ db: deps.db, now, cache: catalogueCache }));
  app.route('/api', creatorRoutes({ db: deps.db, now, cache: catalogueCache }));
  app.route(
    '/api',
    relatedRoutes({ db: deps.db, tokens: deps.tokens, now, cache: catalogueCache }),
  );
  const originOf = (c: Context) =>
    siteOrigin(c, { publicOrigin: deps.publicOrigin, trustedProxies: deps.trustedProxies });
  const feedCache = createResponseCache({
    readVersion: () => readCatalogueVersion(deps.db),
    compress: deps.compress,
    now,
    varyBy: originOf,
  });
  app.route(
    '/api',
    feedRoutes({ db: deps.db, now, compress: deps.compress, cache: feedCache, originOf }),
  );
  const videoJson = createVideoJsonCache({ db: deps.db, now });
  const undo = undoKeys(deps.tokens.secret, deps.hmacSha256);
  for (const list of SAVED_LIST_NAMES) {
    app.route('/api/user', listRoutes(list, { ...deps, videoJson, undo }));
  }
  app.route('/api/user', historyRoutes({ ...deps, videoJson, undo }));
  app.route('/api/user', playlistRoutes({ ...deps, videoJson, undo }));
  app.route('/api', sharedPlaylistRoutes({ ...deps, videoJson }));
  app.route('/api/user', undoRoutes({ ...deps, undo }));
  const imports = deps.imports ?? inConnectionImports(deps.db);
  const photoProcessor = deps.photoProcessor ?? null;
  app.route(
    '/api/user',
    libraryRoutes({
      db: deps.db,
      tokens: deps.tokens,
      now,
      limits,
      imports,
      photoStore,
      photoProcessor,
    }),
  );
  app.route('/api/user', progressRoutes(deps));
  app.route('/api/user', preferencesRoutes(deps));
  app.route('/api/user', noteRoutes({ ...deps, undo }));
  app.route('/api/user', projectRoutes({ ...deps, now }));
  app.route('/api', profileRoutes(deps));
  app.route('/api/user', followRoutes({ db: deps.db, tokens: deps.tokens, now }));
  app.route(
    '/api/user',
    photoUploadRoutes({
      db: deps.db,
      tokens: deps.tokens,
      now,
      limits,
      photoProcessor,
      photoStore,
    }),
  );
  app.route('/api', madePostRoutes({ db: deps.db, tokens: deps.tokens, now, limits, photoStore }));
  app.route('/api', testTodoRoutes(deps));
  app.route('/api', madeReportRoutes({ db: deps.db, tokens: deps.tokens, limits }));
  app.route('/api/curation', curationRoutes({ db: deps.db, tokens: deps.tokens, now, imports }));
  const thumbnails = createThumbnailStore({
    db: deps.db,
    options: deps.thumbnails ?? { upstream: null },
    compress: deps.compress,
    now,
  });
  app.route('/thumbnails', thumbnailRoutes({ thumbnails }));
  app.route('/photos', photoRoutes({ photoStore }));

  app.openAPIRegistry.registerComponent('securitySchemes', 'token', {
    type: 'apiKey',
    in: 'header',
    name: 'authorization',
    description: 'The encodedToken from signup or login, bare or as "Bearer <token>"',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'CraftReel API',
      version: '1.0.0',
      description:
        'Videos, categories, and each user’s likes, watch later, history and playlists; ' +
        'and a todo sandbox for the request tester.',
    },
  });

  app.all('/api/*', (c) => c.json(errorBody([ServerMessage.routeNotFound]), 404));

  // Outside /api only GETs are pages (the web app answers them); anything else has nothing here.
  app.notFound((c) => c.json(errorBody([ServerMessage.pageNotFound]), 404));

  app.onError((thrown, c) => {
    // A database that is away (db/errors.ts) is a 503 the client may retry, not a fault of ours.
    const error = isDatabaseUnavailable(thrown) ? new DatabaseUnavailableError(thrown) : thrown;
    if (error instanceof RateLimitedError || error instanceof DatabaseUnavailableError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (error instanceof ApiError) {
      return c.json({ ...error.fields, ...errorBody([error.message]) }, error.status);
    }
    if (error instanceof HTTPException) {
      const ownMessage: Partial<Record<number, string>> = {
        400: ServerMessage.malformedJson,
        415: ServerMessage.notJson,
      };
      const message = ownMessage[error.status] ?? error.message;
      return c.json(errorBody([message]), error.status);
    }
    if (isUnstorableText(error)) return c.json(errorBody([ServerMessage.unstorableText]), 400);
    logger.error(error, { method: c.req.method, path: c.req.path });
    return c.json(errorBody([ServerMessage.internal]), 500);
  });

  return app;
}
