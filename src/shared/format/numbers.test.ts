import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers.ts';

// ICU writes a no-break space (U+00A0) or a narrow one (U+202F) inside numbers and units; the
// tests read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCount', () => {
  it("groups digits as each language does: India's by lakh and crore", () => {
    const say = (locale: string) =>
      [1_000, 1_234_567, 123_456_789].map((n) => plain(formatCount(n, locale)));
    expect(say('en')).toEqual(['1,000', '1,234,567', '123,456,789']);
    expect(say('hi-IN')).toEqual(['1,000', '12,34,567', '12,34,56,789']);
    expect(say('es')).toEqual(['1000', '1.234.567', '123.456.789']);
    expect(say('fr')).toEqual(['1 000', '1 234 567', '123 456 789']);
    expect(say('ar')).toEqual(['1,000', '1,234,567', '123,456,789']);
  });
});
