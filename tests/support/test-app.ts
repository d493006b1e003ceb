import { createDemoApi } from '#demo/demo-api.ts';
import { type AppDeps, createApp } from '#server/app.ts';
import type { TokenConfig } from '#server/auth/tokens.ts';
import type { DatabaseHandle, Dialect } from '#server/db/database-handle.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { nodeHmacSha256 } from '#server/node/undo/node-hmac.ts';
import { createTestDatabase, SQLITE_STORE } from './test-database.ts';

export const TEST_TOKENS: TokenConfig = {
  secret: 'test-secret-that-is-at-least-32-characters-long',
  expiresIn: '1h',
};

export interface TestApi {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  /**
   * Sends a request through the app's own fetch handler (no port): on the WebAssembly store,
   * the demo's, which the service worker calls.
   */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Signs up a fresh user and answers its token and id. */
  signUp(
    overrides?: Partial<{ email: string; password: string; firstName: string; lastName: string }>,
  ): Promise<{ token: string; userId: string; email: string }>;
  close(): Promise<void>;
}

/** What a suite may add to the app it tests (all optional deps of createApp). */
export type TestApiOptions = Pick<
  AppDeps,
  | 'logger'
  | 'apiDelayMs'
  | 'compress'
  | 'now'
  | 'rateLimits'
  | 'trustedProxies'
  | 'publicOrigin'
  | 'security'
  | 'corsOrigins'
  | 'version'
  | 'photoProcessor'
  | 'photoStore'
>;

let userCounter = 0;

export async function createTestApi(
  dialect: Dialect,
  appOptions: TestApiOptions = {},
): Promise<TestApi> {
  const { app, database } =
    dialect === 'sqlite' && SQLITE_STORE === 'wasm'
      ? await createDemoApi({
          // The server's argon2id, not the demo's WebAssembly build of it: see DemoApiOptions.
          passwords: argon2Hasher,
          guestIsCurator: false,
          secret: TEST_TOKENS.secret,
          tokenLife: TEST_TOKENS.expiresIn,
          appOptions,
        })
      : await createServerApp(dialect, appOptions);

  const call: TestApi['call'] = (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    return Promise.resolve(app.request(path, { method, headers, body }));
  };

  const signUp: TestApi['signUp'] = async (overrides = {}) => {
    userCounter += 1;
    const email = overrides.email ?? `user${userCounter}.${Date.now()}@example.com`;
    const res = await call('POST', '/api/auth/signup', {
      body: {
        email,
        password: 'correct horse battery',
        firstName: 'Test',
        lastName: `User${userCounter}`,
        ...overrides,
      },
    });
    if (res.status !== 201) throw new Error(`signUp failed: ${res.status} ${await res.text()}`);
    const json = (await res.json()) as { encodedToken: string; createdUser: { _id: string } };
    return { token: json.encodedToken, userId: json.createdUser._id, email };
  };

  return { app, database, call, signUp, close: () => database.close() };
}

/** The server's app, as src/server/node/index.ts makes it, on a fresh test database. */
async function createServerApp(dialect: Dialect, appOptions: TestApiOptions) {
  const database = await createTestDatabase(dialect);
  const app = createApp({
    db: database.db,
    passwords: argon2Hasher,
    tokens: TEST_TOKENS,
    hmacSha256: nodeHmacSha256,
    ...appOptions,
  });
  return { app, database };
}
