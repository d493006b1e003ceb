import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** JSON text known to be the serialised form of a `T` (the type is for the route's contract). */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** A value's JSON text made earlier (a cached video's), to be put into a larger answer as is. */
export class JsonFragment<T> {
  declare readonly __jsonOf?: T;
  constructor(readonly text: JsonText<T>) {}
}

/** The type a value stands for once its fragments are read as the values they hold. */
export type WithoutFragments<T> =
  T extends JsonFragment<infer V>
    ? V
    : T extends readonly (infer E)[]
      ? WithoutFragments<E>[]
      : T extends object
        ? { [K in keyof T]: WithoutFragments<T[K]> }
        : T;

/**
 * JSON.stringify for plain data (objects, arrays, strings, numbers, booleans, null) that may
 * hold JsonFragments, whose text goes in as it is. Fields that are undefined are left out, as
 * JSON.stringify leaves them out.
 */
export function toJsonText<T>(value: T): JsonText<WithoutFragments<T>> {
  return write(value);
}

function write(value: unknown): string {
  if (value instanceof JsonFragment) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => write(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields: string[] = [];
    for (const [key, field] of Object.entries(value)) {
      if (field !== undefined) fields.push(`${JSON.stringify(key)}:${write(field)}`);
    }
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
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
