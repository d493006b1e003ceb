import { describe, expect, it } from 'vitest';
import { formatList, formatListToParts } from './lists.ts';

const LOCALES = ['en', 'hi-IN', 'es', 'fr', 'ar'];
const say = (items: string[], style: 'and' | 'commas') =>
  LOCALES.map((locale) => formatList(items, locale, style));

describe('formatList', () => {
  it('names things with "and" as each language does, English with no comma before it', () => {
    expect(say(['a', 'b', 'c'], 'and')).toEqual([
      'a, b and c',
      'a, b, और c',
      'a, b y c',
      'a, b et c',
      'a وb وc',
    ]);
    expect(formatList(['a', 'b'], 'en')).toBe('a and b');
    expect(formatList(['a'], 'en')).toBe('a');
  });

  it('lines up counts with commas', () => {
    expect(say(['a', 'b', 'c'], 'commas')).toEqual([
      'a, b, c',
      'a, b, c',
      'a, b, c',
      'a, b et c',
      'a، وb، وc',
    ]);
  });

  it('gives the items and what joins them as parts', () => {
    expect(formatListToParts(['a', 'b'], 'en', 'commas')).toEqual([
      { type: 'element', value: 'a' },
      { type: 'literal', value: ', ' },
      { type: 'element', value: 'b' },
    ]);
  });
});
