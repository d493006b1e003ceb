import { describe, expect, it } from 'vitest';
import { categoryNotEmptyText, moveItem } from './category-order.ts';

describe('moveItem', () => {
  it('moves an item one place up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it was at either end, and never changes its argument', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, -1)).toEqual(['b', 'a']);
    expect(items).toEqual(['a', 'b']);
  });
});

describe('categoryNotEmptyText', () => {
  it('names the count of videos the category holds', () => {
    expect(categoryNotEmptyText(1)).toMatch(/^This category still holds 1 video\. /);
    expect(categoryNotEmptyText(4)).toMatch(/^This category still holds 4 videos\. /);
  });
});
