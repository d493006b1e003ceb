import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { ERROR_CODES } from '#shared/error-codes.ts';
import { ErrorBodySchema } from '#shared/schemas/error.schema.ts';
import { openapiSchema } from './openapi-schema.ts';

const errorDescriptions = {
  400: 'Malformed JSON or a payload that fails validation',
  401: 'Missing, expired or forged token, or wrong password',
  403: 'The password given is not the current one; or, on a curation route, the user is not a curator',
  404: 'Not found',
  409: 'Already there, or in a state that does not allow it (see the message)',
  410: 'Too late: the undo window has passed',
  413: 'Body over 100 KB',
  415: 'Body is not JSON',
  422: 'Email already registered (signup), or a limit reached (todos in the sandbox, notes on a video)',
  429: 'Too many attempts or requests from this address (or for this email); Retry-After says when to try again',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

/**
 * An error body (or one of the error shapes that add a field) as the document shows it: with
 * `codes` required, each one of the codes the server answers with (src/shared/error-codes.ts).
 * The shared schema reads them as optional strings, for clients (error.schema.ts says why).
 */
export function documentedErrorSchema<T extends typeof ErrorBodySchema.shape>(
  schema: z.ZodMiniObject<T>,
) {
  return openapiSchema(z.extend(schema, { codes: z.array(z.enum(ERROR_CODES)) }));
}

const errorBody = documentedErrorSchema(ErrorBodySchema);

/** OpenAPI entries for the error answers a route can give; all share one body shape. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const response = (status: S) => ({
    description: errorDescriptions[status],
    content: { 'application/json': { schema: errorBody } },
  });
  // Object.fromEntries types its keys as any string; they are exactly `statuses`.
  return Object.fromEntries(statuses.map((status) => [status, response(status)])) as Record<
    S,
    ReturnType<typeof response>
  >;
}

/** A JSON answer with a shared schema (createRoute types `c.json(...)` from it). */
export function jsonResponse<T extends core.$ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema: openapiSchema(schema) } } };
}

/** An error answer whose body adds fields to the error shape (an import's problems, say). */
export function errorJsonResponse<T extends typeof ErrorBodySchema.shape>(
  schema: z.ZodMiniObject<T>,
  description: string,
) {
  return {
    description,
    content: { 'application/json': { schema: documentedErrorSchema(schema) } },
  };
}

/** A required JSON body with a shared schema (createRoute types `c.req.valid('json')` from it). */
export function jsonBody<T extends core.$ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema: openapiSchema(schema) } } };
}

/**
 * A cached read's answers (http/response-cache.ts): the success carries an ETag to revalidate
 * with, and a current tag in If-None-Match gets a 304 with no body.
 */
export function revalidatedJsonResponses<T extends core.$ZodType>(schema: T, description: string) {
  return {
    200: {
      ...jsonResponse(schema, description),
      headers: {
        ETag: {
          description: 'Send it back in If-None-Match to revalidate (Cache-Control: no-cache)',
          schema: { type: 'string' as const },
        },
      },
    },
    304: { description: 'Not modified: the If-None-Match tag is current. No body.' },
  };
}
