import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonInTurns } from './json-in-turns.ts';

/** What JSON.parse makes of `text`: the value, or that it threw a SyntaxError. */
function parsed(text: string): { value: unknown } | 'SyntaxError' {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    if (error instanceof SyntaxError) return 'SyntaxError';
    throw error;
  }
}

async function parsedInTurns(text: string, slice: number): Promise<{ value: unknown } | string> {
  let turns = 0;
  try {
    const value = await parseJsonInTurns(
      text,
      async () => {
        turns += 1;
      },
      slice,
    );
    expect(turns).toBeLessThanOrEqual(text.length);
    return { value };
  } catch (error) {
    if (error instanceof SyntaxError) return 'SyntaxError';
    throw error;
  }
}

/** Own keys in order, and each one's descriptor: what toEqual would not tell apart. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return {
      prototype: Object.getPrototypeOf(value) === Object.prototype,
      keys: Reflect.ownKeys(value),
      values: Object.values(value).map(shapeOf),
    };
  }
  return value;
}

/** JSON text with blanks of JSON's four kinds between its tokens, as people and tools write it. */
const spaced = (text: string, blanks: string) =>
  text.replaceAll(
    /([[\]{},:])/g,
    (token, _t, at: number) => `${blanks[at % blanks.length]}${token}`,
  );

describe('parseJsonInTurns', () => {
  it('makes what JSON.parse makes of any JSON, at any slice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.json({ maxDepth: 6 }),
        fc.integer({ min: 1, max: 64 }),
        fc
          .array(fc.constantFrom(' ', '\t', '\n', '\r', ''), { maxLength: 4 })
          .map((blanks) => blanks.join('')),
        async (json, slice, blanks) => {
          const text = blanks ? spaced(json, blanks) : json;
          const expected = parsed(text);
          const actual = await parsedInTurns(text, slice);
          expect(actual).toEqual(expected);
          if (typeof actual === 'object' && typeof expected === 'object') {
            expect(shapeOf(actual.value)).toEqual(shapeOf(expected.value));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses what JSON.parse refuses, at any slice', async () => {
    const pieces = ['[', ']', '{', '}', ',', ':', '"a"', '"\\"', '"[,"', '1', ' ', 'x', 'null'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...pieces), { maxLength: 24 }),
        fc.integer({ min: 1, max: 16 }),
        async (tokens, slice) => {
          const text = tokens.join('');
          const expected = parsed(text);
          const actual = await parsedInTurns(text, slice);
          expect(actual === 'SyntaxError').toBe(expected === 'SyntaxError');
          if (typeof actual === 'object' && typeof expected === 'object') {
            expect(actual.value).toEqual(expected.value);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps what only JSON.parse’s own definitions keep: __proto__ as a key, the last of a key twice', async () => {
    for (const text of [
      '{"__proto__":{"admin":true},"a":[1,2,3]}',
      '{"a":1,"b":[2,3,4,5],"a":[6,7,8,9],"2":0,"1":[1,1,1,1]}',
      '[{"__proto__":[1,2,3,4]},{"x":"y"}]',
    ]) {
      const value = await parseJsonInTurns(text, async () => {}, 4);
      expect(shapeOf(value)).toEqual(shapeOf(JSON.parse(text)));
    }
    const proto = (await parseJsonInTurns('{"__proto__":{"admin":true}}', async () => {}, 2)) as {
      admin?: boolean;
    };
    expect(proto.admin).toBeUndefined();
  });

  it('refuses blanks where an item should be, and brackets of two kinds', async () => {
    for (const text of [
      '[[1,2,3], ,[4,5,6]]',
      '[[1,2,3],[4,5,6],]',
      '{"a":[1,2,3],}',
      '[[1,2,3}]',
      '{"a" [1,2,3]}',
    ]) {
      await expect(parseJsonInTurns(text, async () => {}, 4)).rejects.toThrow(SyntaxError);
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
    }
  });

  it('takes turns: no one call reads much more than a slice', async () => {
    const text = JSON.stringify({
      rows: Array.from({ length: 2000 }, (_, i) => ({ i, s: 'x'.repeat(i % 50) })),
    });
    let turns = 0;
    const value = await parseJsonInTurns(
      text,
      async () => {
        turns += 1;
      },
      4096,
    );
    expect(value).toEqual(JSON.parse(text));
    expect(turns).toBeGreaterThanOrEqual(Math.floor(text.length / 4096) - 1);
  });
});
