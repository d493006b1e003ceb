import { describe, expect, it } from 'vitest';
import { unstorableTextIn } from './text-check.ts';

describe('unstorableTextIn', () => {
  it('finds the first bad string at any depth, without recursion', () => {
    expect(unstorableTextIn({ a: [1, 'ok', { b: 'x\u0000' }] })).toEqual({
      field: 'a.2.b',
      problem: 'must not contain a NUL character',
    });
    let deep: unknown = '\uD800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextIn(deep)?.problem).toMatch(/unpaired surrogate/);
    expect(unstorableTextIn({ fine: 'text 😀', n: 1, none: null })).toBeNull();
  });
});
