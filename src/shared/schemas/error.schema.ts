import * as z from 'zod/mini';

/**
 * Every non-2xx answer of the API has this body (docs/product.md, "API" and "API error
 * messages"): the English messages, and at the same places their stable codes
 * (src/shared/error-codes.ts, docs/decisions/0015-error-codes.md). This server always sends
 * `codes` (the OpenAPI document has it required, with every code); a client reads it as
 * optional, and a code as any string, so it keeps working with a server older or newer than
 * itself (during a rolling deploy, say), showing the English message when it lacks a code.
 */
export const ErrorBodySchema = z.object({
  errors: z.array(z.string()).check(z.minLength(1)),
  codes: z.optional(z.array(z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
