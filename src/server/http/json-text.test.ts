import { describe, expect, it } from 'vitest';
import { jsonObjectWithArray } from './json-text.ts';

describe('jsonObjectWithArray', () => {
  it('answers the JSON.stringify of the same object', () => {
    const items = [{ a: 1 }, { b: 'two "quoted"' }];
    const fields = { nextCursor: null, total: 2 };
    const text = jsonObjectWithArray(
      'likes',
      items.map((item) => JSON.stringify(item)),
      fields,
    );
    expect(text).toBe(JSON.stringify({ likes: items, ...fields }));
  });

  it('holds an empty array and no other field', () => {
    expect(jsonObjectWithArray('history', [])).toBe('{"history":[]}');
    expect(JSON.parse(jsonObjectWithArray('history', [], { total: undefined }))).toEqual({
      history: [],
    });
  });
});
