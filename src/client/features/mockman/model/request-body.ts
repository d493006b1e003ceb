import { msg } from '@lingui/core/macro';

/** docs/product.md, "Request tester", verbatim; translated where drawn (body-editor.tsx). */
export const JSON_ERROR_MESSAGE = msg`Error in JSON format`;

export type ParsedBody = { ok: true; value: unknown } | { ok: false };

/** The body must parse as JSON; an empty body does not. */
export function parseJsonBody(text: string): ParsedBody {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
