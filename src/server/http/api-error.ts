import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer other than success: thrown by handlers, rendered once by app.onError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
