import type { ErrorBody } from '#shared/schemas/error.schema.ts';

/**
 * The error shape of a non-2xx answer (`{ errors: [message, …], codes?: [code, …] }`, ErrorBodySchema), checked by
 * hand exactly as the schema checks it: every request reads it, and the first load of / carries
 * no zod (scripts/first-load-size.mjs). error-body.test.ts holds the two to the same answers.
 */
export function readErrorBody(data: unknown): ErrorBody | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const errors = 'errors' in data ? data.errors : undefined;
  if (!Array.isArray(errors) || errors.length < 1) return undefined;
  if (!errors.every((message): message is string => typeof message === 'string')) return undefined;
  if (!('codes' in data) || data.codes === undefined) return { errors: [...errors] };
  const codes = data.codes;
  if (!Array.isArray(codes)) return undefined;
  if (!codes.every((code): code is string => typeof code === 'string')) return undefined;
  return { errors: [...errors], codes: [...codes] };
}
