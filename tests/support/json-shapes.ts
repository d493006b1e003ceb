/** JSON texts of a given shape, for the tests of the JSON bounds (src/server/http/json-bounds.ts). */

/** Arrays nested `depth` deep: `[[…]]`. */
export const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** Objects nested `depth` deep: `{"a":{"a":…{}}}`. */
export const nestedObjects = (depth: number) =>
  `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
/** `[0,0,…]` of `count` values as the bound counts them (its commas and its bracket). */
export const zeros = (count: number) => `[${'0,'.repeat(count - 1)}0]`;
