/**
 * How deep a JSON body may nest: its arrays and objects inside one another. The deepest body
 * the API takes nests 5 levels (a library file: the file, its playlists, a playlist, its videos,
 * a video); the bound leaves room for many more, and stops a body such as 4 MB of `[[[[…`,
 * which JSON.parse would take seconds and hundreds of MB to read (docs/performance.md).
 */
export const JSON_DEPTH_MAX = 32;

/**
 * How many values a JSON body may hold, counted as its commas and opening brackets (so `[0,0]`
 * counts 2, `{"a":[1,2]}` 3). The largest body the API takes is a curation import of 2,000
 * videos with 30 materials each: about 210,000. JSON.parse's time grows with the values (for
 * objects of varied keys, about a microsecond each) and its memory too, so 4 MB of `[0,0,…]` or
 * of one-key objects is refused before it is parsed (docs/performance.md).
 */
export const JSON_VALUES_MAX = 250_000;

export interface JsonBounds {
  depth: number;
  values: number;
}

export type JsonBoundPassed = 'depth' | 'values';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

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
 * it: brackets and commas count outside strings only, and the pass stops at the first bracket
 * (or comma) past a bound, so its work is linear in the text and no more. Malformed text is
 * not judged here: whatever passes is left to JSON.parse, which refuses it as ever.
 */
export function jsonBoundPassed(
  text: string,
  bounds: JsonBounds = { depth: JSON_DEPTH_MAX, values: JSON_VALUES_MAX },
): JsonBoundPassed | null {
  let depth = 0;
  let values = 0;
  const length = text.length;
  for (let at = 0; at < length; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      at = endOfString(text, at);
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
