import { describe, expect, it } from 'vitest';
import { groupByDay } from './history-days.ts';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('groupByDay', () => {
  const now = new Date(2026, 10, 23, 9);

  it('groups by local day: Today, Yesterday, then dates', () => {
    const items = [
      at(2026, 11, 23, 8),
      at(2026, 11, 23, 1),
      at(2026, 11, 22, 23),
      at(2026, 11, 20),
      at(2025, 12, 31),
    ];
    const groups = groupByDay(items, (item) => item, now, 'en-GB');
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      ['Friday 20 November', 1],
      ['Wednesday, 31 December 2025', 1],
    ]);
  });

  it('puts entries without a time under Earlier', () => {
    const groups = groupByDay(['', 'not a time'], (item) => item, now, 'en-GB');
    expect(groups).toEqual([{ key: 'earlier', label: 'Earlier', items: ['', 'not a time'] }]);
  });
});
