/**
 * How deep a JSON body may nest: its arrays and objects inside one another. The deepest body
 * the API takes nests 5 levels (a library file: the file, its playlists, a playlist, its videos,
 * a video); the bound leaves room for many more, and stops a body such as 4 MB of `[[[[…`,
 * which JSON.parse would take seconds and hundreds of MB to read (docs/performance.md).
 */
export const JSON_DEPTH_MAX = 32;

/**
 * How many values a JSON body may hold, counted as its commas and opening brackets (so `[0,0]`
 * counts 2, `{"a":[1,2]}` 3). JSON.parse's time grows with the values (for objects of varied
 * keys, about a microsecond each) and so does its memory, so 4 MB of `[0,0,…]` or of small
 * objects is refused before it is parsed (docs/performance.md). The largest body of most routes
 * is a library file at every bound: about 51,000. Within 100 KB no body comes near. The bound
 * also keeps a library file of wrong entries (`{}`, each two problems) to fewer problems than
 * zod can gather: it adds a list's problems to its parent's with push(...problems), which
 * overflows the stack past about 120,000, and the file got a 500 instead of its 400.
 */
export const JSON_VALUES_MAX = 64_000;

/**
 * How many different keys (names of object members) a JSON body may use. The API's bodies use
 * a few dozen, the names of their schemas' fields, over and over; a body of as many different
 * keys as it has values (one object of 200,000 keys, or small objects no two alike) costs V8 a
 * hidden class per key, and JSON.parse tens of times the time of as many bytes of a real body
 * (docs/performance.md). A key is counted as written: "a" and "\u0061" count as two.
 */
export const JSON_KEYS_MAX = 1_000;

/**
 * Routes whose bodies hold more values by nature (their byte limits are app.ts's LARGER_BODIES):
 * a curation import of 2,000 videos with 30 materials each holds about 204,000. Its rows are
 * each checked on their own, so its problems are counted row by row, not all in one list.
 */
const MORE_VALUES: Readonly<Record<string, number>> = {
  'POST /api/curation/videos/import': 250_000,
};

export interface JsonBounds {
  depth: number;
  values: number;
  keys: number;
}

export type JsonBoundPassed = 'depth' | 'values' | 'keys';

/** The bounds of a route's JSON body, by its method and path. */
export function jsonBoundsOf(method: string, path: string): JsonBounds {
  return {
    depth: JSON_DEPTH_MAX,
    values: MORE_VALUES[`${method} ${path}`] ?? JSON_VALUES_MAX,
    keys: JSON_KEYS_MAX,
  };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** JSON's four whitespace characters: space, tab, line feed, carriage return. */
export const isJsonBlank = (code: number) =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/**
 * The end of the JSON string that opens at `quote`: the index of its closing quote, or the
 * text's length if it has none. A quote is closing when an even number of backslashes (none
 * included) stands before it.
 */
export function endOfString(text: string, quote: number): number {
  let at = quote;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
  }
}

/**
 * Which bound JSON text passes, if any, found in one pass over the text before anything parses
 * it: brackets, commas and keys count outside strings only, and the pass stops at the first
 * bracket (or comma, or key) past a bound, so its work is linear in the text and no more. Malformed text is
 * not judged here: whatever passes is left to JSON.parse, which refuses it as ever.
 */
export function jsonBoundPassed(
  text: string,
  bounds: JsonBounds = { depth: JSON_DEPTH_MAX, values: JSON_VALUES_MAX, keys: JSON_KEYS_MAX },
): JsonBoundPassed | null {
  let depth = 0;
  let values = 0;
  const keys = new Set<string>();
  const length = text.length;
  for (let at = 0; at < length; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const end = endOfString(text, at);
      // A string followed by a colon is a key.
      let next = end + 1;
      while (next < length && isJsonBlank(text.charCodeAt(next))) next += 1;
      if (text.charCodeAt(next) === COLON) {
        keys.add(text.slice(at + 1, end));
        if (keys.size > bounds.keys) return 'keys';
      }
      at = end;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      values += 1;
      if (depth > bounds.depth) return 'depth';
      if (values > bounds.values) return 'values';
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    } else if (code === COMMA) {
      values += 1;
      if (values > bounds.values) return 'values';
    }
  }
  return null;
}
