import { describe, expect, it } from 'vitest';
import { homeQueryString, NO_FILTERS, readHomeFilters } from './home-filters.ts';

describe('the home filters in the address', () => {
  it('reads and writes every filter', () => {
    const query =
      '?category=paintings&search=sunset&difficulty=beginner&time=30-60&material=Card+stock';
    const filters = readHomeFilters(new URLSearchParams(query));
    expect(filters).toEqual({
      category: 'paintings',
      search: 'sunset',
      difficulty: 'beginner',
      time: '30-60',
      material: 'Card stock',
    });
    expect(homeQueryString(filters)).toBe(query);
    expect(homeQueryString(NO_FILTERS)).toBe('');
  });

  it('drops what a hand-edited address holds that no filter could mean', () => {
    const filters = readHomeFilters(
      new URLSearchParams('difficulty=easy&time=10&material=%20--%20'),
    );
    expect(filters).toEqual(NO_FILTERS);
    expect(
      readHomeFilters(new URLSearchParams(`material=${'x'.repeat(100)}`)).material,
    ).toHaveLength(80);
  });
});
