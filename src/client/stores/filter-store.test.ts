import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_FILTERS, filterReducer, initialFilters, useFilterStore } from './filter-store.ts';

describe('filterReducer', () => {
  it('starts with no category and no search text', () => {
    expect(initialFilters).toEqual({ categoryBy: null, searchBy: '' });
  });

  it('CATEGORY sets the category and keeps the search text', () => {
    const state = filterReducer(
      { categoryBy: null, searchBy: 'paper' },
      { type: 'CATEGORY', payload: 'BY_PAINTINGS' },
    );
    expect(state).toEqual({ categoryBy: 'BY_PAINTINGS', searchBy: 'paper' });
  });

  it('SEARCH sets lower-cased search text and keeps the category', () => {
    const state = filterReducer(
      { categoryBy: 'BY_CRAFT_IDEAS', searchBy: '' },
      { type: 'SEARCH', payload: 'Paper Flowers' },
    );
    expect(state).toEqual({ categoryBy: 'BY_CRAFT_IDEAS', searchBy: 'paper flowers' });
  });

  it('ALL resets both category and search text', () => {
    const state = filterReducer(
      { categoryBy: 'BY_BEST_OUT_OF_WASTE', searchBy: 'bottle' },
      { type: 'ALL' },
    );
    expect(state).toEqual({ categoryBy: null, searchBy: '' });
  });

  it('names the three categories of the catalogue', () => {
    expect(Object.keys(CATEGORY_FILTERS)).toEqual([
      'BY_CRAFT_IDEAS',
      'BY_PAINTINGS',
      'BY_BEST_OUT_OF_WASTE',
    ]);
  });
});

describe('useFilterStore', () => {
  beforeEach(() => useFilterStore.setState(initialFilters));

  it('applies dispatched actions through the reducer', () => {
    const { dispatch } = useFilterStore.getState();
    dispatch({ type: 'CATEGORY', payload: 'BY_CRAFT_IDEAS' });
    dispatch({ type: 'SEARCH', payload: 'CLAY' });
    expect(useFilterStore.getState()).toMatchObject({
      categoryBy: 'BY_CRAFT_IDEAS',
      searchBy: 'clay',
    });
    dispatch({ type: 'ALL' });
    expect(useFilterStore.getState()).toMatchObject(initialFilters);
  });
});
