import { describe, expect, it } from 'vitest';
import { isNavItemCurrent, MAIN_NAV_ITEMS } from './nav-items.ts';

const item = (label: string) => {
  const found = MAIN_NAV_ITEMS.find((candidate) => candidate.label.message === label);
  if (!found) throw new Error(`no nav item ${label}`);
  return found;
};

describe('MAIN_NAV_ITEMS', () => {
  it('lists the seven places, Following last', () => {
    expect(MAIN_NAV_ITEMS.map((entry) => entry.to)).toEqual([
      '/',
      '/playlist',
      '/liked',
      '/watchlater',
      '/history',
      '/projects',
      '/following',
    ]);
  });
});

describe('isNavItemCurrent', () => {
  it('treats / and /video as Home, but not a single video', () => {
    expect(isNavItemCurrent(item('Home'), '/')).toBe(true);
    expect(isNavItemCurrent(item('Home'), '/video')).toBe(true);
    expect(isNavItemCurrent(item('Home'), '/video/abc')).toBe(false);
  });

  it('matches an item and its sub-paths only', () => {
    expect(isNavItemCurrent(item('Playlist'), '/playlist/p1')).toBe(true);
    expect(isNavItemCurrent(item('Playlist'), '/playlists')).toBe(false);
    expect(isNavItemCurrent(item('Watch Later'), '/watchlater/')).toBe(true);
    expect(isNavItemCurrent(item('Liked'), '/history')).toBe(false);
    expect(isNavItemCurrent(item('Projects'), '/projects')).toBe(true);
    expect(isNavItemCurrent(item('Following'), '/following')).toBe(true);
  });
});
