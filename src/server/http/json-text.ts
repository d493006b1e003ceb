import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** JSON text known to be the serialised form of a `T` (the type is for the route's contract). */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/**
 * A JSON object's text from one array whose items are JSON text already (cached fragments)
 * and other fields to stringify, in that order: `{"key":[item,item],"field":value}`.
 */
export function jsonObjectWithArray<T>(
  key: string,
  itemsJson: readonly string[],
  fields: Record<string, unknown> = {},
): JsonText<T> {
  const rest = JSON.stringify(fields);
  const head = `{${JSON.stringify(key)}:[${itemsJson.join(',')}]`;
  return rest === '{}' ? `${head}}` : `${head},${rest.slice(1)}`;
}

/**
 * Answers JSON text as c.json would answer the value it stands for, typed as such a response
 * for the route's contract (an OpenAPI route's handler must answer its declared JSON).
 */
export function jsonTextResponse<T, S extends ContentfulStatusCode>(
  c: Context,
  text: JsonText<T>,
  status: S,
): Response & TypedResponse<T, S, 'json'> {
  // The text is T's JSON (JsonText's contract), so the response is what c.json(T) would be.
  return c.body(text, status, { 'Content-Type': 'application/json' }) as unknown as Response &
    TypedResponse<T, S, 'json'>;
}
