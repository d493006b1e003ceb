import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('makes distinct lowercase ULIDs that sort in the order they were made', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('draws the random part afresh in each new millisecond', async () => {
    const first = newId();
    await new Promise((resolve) => setTimeout(resolve, 3));
    const second = newId();
    expect(second.slice(0, 10) > first.slice(0, 10)).toBe(true);
    expect(second.slice(10)).not.toBe(first.slice(10));
  });
});
