import { plural } from '@lingui/core/macro';

/** The list with the item at `index` moved one place up (-1) or down (+1); as it was at an end. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const moved = [...items];
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return moved;
  [moved[index], moved[to]] = [moved[to] as T, moved[index] as T];
  return moved;
}

/**
 * The 409 of a category that still holds videos, with the answer's count. Retired videos count
 * (they may be restored into it), so moving them is the way out, not retiring.
 */
export function categoryNotEmptyText(videos: number): string {
  return plural(videos, {
    one: 'This category still holds # video. Move them to another category first (retired videos count too).',
    other:
      'This category still holds # videos. Move them to another category first (retired videos count too).',
  });
}
