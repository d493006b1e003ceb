import { type ErrorCode, errorCodeOf } from '#shared/error-codes.ts';
import type { ErrorBody } from '#shared/schemas/error.schema.ts';

/**
 * The API's one error body (docs/product.md, "API error messages"): the messages, and each
 * one's stable code at the same place (docs/decisions/0015-error-codes.md). Every error answer
 * is made here: app.onError, the validation hooks, the 404s, the body limits, Node's refusals
 * before a route runs and the demo's service worker.
 */
export function errorBody(messages: readonly string[]): ErrorBody & { codes: ErrorCode[] } {
  return { errors: [...messages], codes: messages.map(errorCodeOf) };
}
