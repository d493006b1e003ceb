import { describe, expect, it } from 'vitest';
import { formatMinutes } from './duration.ts';

// ICU writes a no-break space (U+00A0) or a narrow one (U+202F) inside numbers and units; the
// tests read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const MINUTES = [45, 60, 90, 240];
const say = (locale: string) => MINUTES.map((minutes) => plain(formatMinutes(minutes, locale)));

describe('formatMinutes', () => {
  it('keeps English as the catalogue has always written it, "h" for hours', () => {
    expect(say('en')).toEqual(['45 min', '1 h', '1 h 30 min', '4 h']);
    expect(formatMinutes(90, 'en-GB')).toBe('1 h 30 min');
    expect(formatMinutes(5, 'en-GB')).toBe('5 min');
    expect(formatMinutes(1_500, 'en')).toBe('25 h');
  });

  it("says hours and minutes in each language's short units, joined as it joins them", () => {
    expect(say('hi-IN')).toEqual(['45 मि॰', '1 घं॰', '1 घं॰ 30 मि॰', '4 घं॰']);
    expect(say('es')).toEqual(['45 min', '1 h', '1 h 30 min', '4 h']);
    expect(say('fr')).toEqual(['45 min', '1 h', '1 h 30 min', '4 h']);
    expect(say('ar')).toEqual(['45 د', '1 س', '1 س و30 د', '4 س']);
  });

  it("writes the locale's grouping in a long time", () => {
    expect(plain(formatMinutes(100_000 * 60, 'hi-IN'))).toBe('1,00,000 घं॰');
    expect(formatMinutes(100_000 * 60, 'en')).toBe('100,000 h');
  });
});
