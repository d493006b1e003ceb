import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

// ICU writes a no-break space (U+00A0) or a narrow one (U+202F) inside numbers and units; the
// tests read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const SIZES = [1, 512, 14_541, 3 * 1024 * 1024, 1023 * 1024 + 10];
const say = (locale: string) => SIZES.map((bytes) => plain(formatBytes(bytes, locale)));

describe('formatBytes', () => {
  it('keeps English as it was: "KB" for 1,024 bytes, no separator in four digits', () => {
    expect(say('en')).toEqual(['1 byte', '512 bytes', '14.2 KB', '3 MB', '1023 KB']);
    expect(formatBytes(14_541, 'en')).toBe('14.2 KB');
  });

  it("says sizes in each language's units and decimals", () => {
    expect(say('hi-IN')).toEqual(['1 बाइट', '512 बाइट', '14.2 kB', '3 MB', '1023 kB']);
    expect(say('es')).toEqual(['1 byte', '512 bytes', '14,2 kB', '3 MB', '1023 kB']);
    expect(say('fr')).toEqual(['1 octet', '512 octets', '14,2 ko', '3 Mo', '1023 ko']);
    expect(say('ar')).toEqual(['1 بايت', '512 بايت', '14.2 كيلوبايت', '3 م.ب', '1023 كيلوبايت']);
  });
});
