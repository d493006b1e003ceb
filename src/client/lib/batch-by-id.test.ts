import { describe, expect, it, vi } from 'vitest';
import { createIdBatcher } from './batch-by-id.ts';

describe('createIdBatcher', () => {
  it('sends the asks of one task together, each id once, at most max a request', async () => {
    const fetchMany = vi.fn(async (ids: string[]) => new Map(ids.map((id) => [id, id.length])));
    const load = createIdBatcher(fetchMany, 2);
    const answers = await Promise.all([load('a'), load('bb'), load('a'), load('ccc')]);
    expect(answers).toEqual([1, 2, 1, 3]);
    expect(fetchMany.mock.calls).toEqual([[['a', 'bb']], [['ccc']]]);

    // A later task's asks make a request of their own.
    expect(await load('dddd')).toBe(4);
    expect(fetchMany).toHaveBeenCalledTimes(3);
  });

  it('answers null for an id left out, and fails only the asks of a request that failed', async () => {
    const fetchMany = vi.fn(async (ids: string[]) => {
      if (ids.includes('broken')) throw new Error('offline');
      return new Map([['found', 'yes']]);
    });
    const load = createIdBatcher(fetchMany, 2);
    const [found, missing, broken, nextToBroken] = await Promise.allSettled([
      load('found'),
      load('missing'),
      load('broken'),
      load('other'),
    ]);
    expect(found).toEqual({ status: 'fulfilled', value: 'yes' });
    expect(missing).toEqual({ status: 'fulfilled', value: null });
    expect(broken).toMatchObject({ status: 'rejected', reason: new Error('offline') });
    expect(nextToBroken).toMatchObject({ status: 'rejected' });
  });
});
