import { describe, expect, it } from 'vitest';
import { formatViews } from './views.ts';

// ICU writes a no-break space (U+00A0) or a narrow one (U+202F) inside numbers and units; the
// tests read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const COUNTS = [950, 12_000, 1_234_567, 1_200_000, 12_000_000, 150_000_000];

describe('formatViews', () => {
  it('keeps the English the API has always answered', () => {
    expect(COUNTS.map((count) => formatViews(count))).toEqual([
      '950',
      '12K',
      '1.2M',
      '1.2M',
      '12M',
      '150M',
    ]);
    expect(formatViews(1_000_000, 'en')).toBe('1M');
  });

  it('counts in lakh and crore in Hindi (India)', () => {
    expect(COUNTS.map((count) => plain(formatViews(count, 'hi-IN')))).toEqual([
      '950',
      '12 हज़ार',
      '12.3 लाख',
      '12 लाख',
      '1.2 क॰',
      '15 क॰',
    ]);
  });

  it('says views in Spanish, French and Arabic words', () => {
    expect(COUNTS.map((count) => plain(formatViews(count, 'es')))).toEqual([
      '950',
      '12 mil',
      '1,2 M',
      '1,2 M',
      '12 M',
      '150 M',
    ]);
    expect(COUNTS.map((count) => plain(formatViews(count, 'fr')))).toEqual([
      '950',
      '12 k',
      '1,2 M',
      '1,2 M',
      '12 M',
      '150 M',
    ]);
    expect(COUNTS.map((count) => plain(formatViews(count, 'ar')))).toEqual([
      '950',
      '12 ألف',
      '1.2 مليون',
      '1.2 مليون',
      '12 مليون',
      '150 مليون',
    ]);
  });
});
