import type * as z from 'zod/mini';
import { readErrorBody } from './error-body.ts';
import { tokenStorage } from './token-storage.ts';

/** A non-2xx answer: the status and the server's first message, with its code. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's body as sent (the error shape, and what some errors add: a count, an id). */
    readonly body?: unknown,
    /**
     * The stable code of the first message (src/shared/error-codes.ts), to show the message in
     * the reader's language; undefined when the answer carried none (not the API's error shape,
     * or a server older than codes). A code this client does not know is kept as it came.
     */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiRequestOptions<T extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * The shared zod schema of the answer; the answer is parsed with it. Code of the first load of
   * / passes a function that imports it instead (`() => import('#shared/schemas/….ts').then(…)`):
   * that load carries no zod (scripts/first-load-size.mjs), and the schema is fetched while the
   * request is out.
   */
  schema: T | (() => Promise<T>);
  signal?: AbortSignal;
  /** Lets the request outlive the page (a report sent as the page is left). */
  keepalive?: boolean;
}

/**
 * Calls `/api{path}` with the stored token (when there is one) and parses the answer with its
 * shared schema (imported meanwhile, when given as a function). No default time-out (docs/product.md, "Timings").
 */
export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  { method = 'GET', body, schema, signal, keepalive = false }: ApiRequestOptions<T>,
): Promise<z.infer<T>> {
  const parser = Promise.resolve(typeof schema === 'function' ? schema() : schema);
  // Awaited only for a 2xx answer: an error answer is read without it.
  parser.catch(() => undefined);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStorage.read();
  if (token) headers.authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
    keepalive,
  });
  if (!response.ok) throw await requestError(response);
  const data: unknown = await response.json().catch(() => undefined);
  return (await parser).parse(data);
}

/** A non-2xx answer as an ApiRequestError: its first message and code (the one error shape). */
export async function requestError(response: Response): Promise<ApiRequestError> {
  const data: unknown = await response.json().catch(() => undefined);
  const errorBody = readErrorBody(data);
  const message = errorBody ? (errorBody.errors[0] ?? '') : response.statusText;
  return new ApiRequestError(response.status, message, data, errorBody?.codes?.[0]);
}

/** The spec's reading of a failed /user call: no valid sign-in (401, or 500 in the old client). */
export function isSignInProblem(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 500);
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
}
