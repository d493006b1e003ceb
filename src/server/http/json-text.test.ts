import { describe, expect, it } from 'vitest';
import { JsonFragment, toJsonText } from './json-text.ts';

describe('toJsonText', () => {
  const value = {
    playlists: [
      {
        _id: 'p1',
        title: 'Quoted "title" \u2028 and ünïcode',
        videos: [{ a: 1 }, { b: [true, null] }],
      },
      { _id: 'p2', title: '', videos: [] },
    ],
    nextCursor: null,
    total: 2,
    skipped: undefined,
  };

  it('answers what JSON.stringify answers for plain data', () => {
    expect(toJsonText(value)).toBe(JSON.stringify(value));
    expect(toJsonText([1, 'two', undefined])).toBe(JSON.stringify([1, 'two', undefined]));
  });

  it('puts fragments in as their text', () => {
    const withFragments = {
      ...value,
      playlists: value.playlists.map((p) => ({
        ...p,
        videos: p.videos.map((v) => new JsonFragment(JSON.stringify(v))),
      })),
    };
    expect(toJsonText(withFragments)).toBe(JSON.stringify(value));
  });
});
