import { describe, expect, it } from 'vitest';
import { readSharedMoment, shareLinkOf } from './share-link.ts';

const read = (query: string) => readSharedMoment(new URLSearchParams(query));

describe('readSharedMoment', () => {
  it('reads a start, and a loop whose end comes after it', () => {
    expect(read('t=85')).toEqual({ start: 85, end: null });
    expect(read('t=85&end=120')).toEqual({ start: 85, end: 120 });
    expect(read('list=abc&t=0')).toEqual({ start: 0, end: null });
  });

  it('ignores what is not a whole number of seconds', () => {
    for (const query of ['', 't=', 't=-5', 't=abc', 't=1.5', 't=1e3', 't= 85', 't=9999999']) {
      expect(read(query), query).toBeNull();
    }
  });

  it('ignores an end that is invalid, at or before the start, or without a start', () => {
    expect(read('t=85&end=85')).toEqual({ start: 85, end: null });
    expect(read('t=85&end=30')).toEqual({ start: 85, end: null });
    expect(read('t=85&end=-120')).toEqual({ start: 85, end: null });
    expect(read('t=85&end=soon')).toEqual({ start: 85, end: null });
    expect(read('end=120')).toBeNull();
  });
});

describe('shareLinkOf', () => {
  const origin = 'https://craftreel.example';

  it('links the video, at a moment in whole seconds, or a loop', () => {
    expect(shareLinkOf(origin, 'abc')).toBe('https://craftreel.example/video/abc');
    expect(shareLinkOf(origin, 'v=abc')).toBe('https://craftreel.example/video/v=abc');
    expect(shareLinkOf(origin, 'abc', { start: 85.9 })).toBe(
      'https://craftreel.example/video/abc?t=85',
    );
    expect(shareLinkOf(origin, 'abc', { start: 85.2, end: 120.7 })).toBe(
      'https://craftreel.example/video/abc?t=85&end=120',
    );
  });

  it('leaves out an end that does not come after the start, and escapes the id', () => {
    expect(shareLinkOf(origin, 'a b', { start: 10, end: 10.5 })).toBe(
      'https://craftreel.example/video/a%20b?t=10',
    );
  });

  it('reads back what it writes', () => {
    const link = new URL(shareLinkOf(origin, 'abc', { start: 85, end: 120 }));
    expect(readSharedMoment(link.searchParams)).toEqual({ start: 85, end: 120 });
  });
});
