import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
