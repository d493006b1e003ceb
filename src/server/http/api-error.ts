import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ServerMessage } from '#shared/messages.ts';

/** An answer other than success: thrown by handlers, rendered once by app.onError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Fields answered beside `errors` (a 409's count, say); never named `errors`. */
    readonly fields: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 429: a rate limit is reached; the answer carries Retry-After. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message);
    this.name = 'RateLimitedError';
  }
}

/** What a 503 for an absent database tells the client to wait, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * 503: the database is away (restarting, failing over, unreachable, or busy past SQLite's busy
 * timeout; db/errors.ts tells which errors say so). A transaction cut off before its commit is
 * rolled back by the database, so its writes are not half done; the answer carries Retry-After,
 * and the same request may succeed once the pool has reconnected, which it does by itself.
 */
export class DatabaseUnavailableError extends ApiError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;

  constructor(cause: unknown) {
    super(503, ServerMessage.databaseUnavailable);
    this.name = 'DatabaseUnavailableError';
    this.cause = cause;
  }
}
