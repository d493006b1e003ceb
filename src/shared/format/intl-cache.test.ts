import { describe, expect, it } from 'vitest';
import { languageOf, numberFormat, relativeTimeFormat } from './intl-cache.ts';

describe('the Intl formatter cache', () => {
  it('builds one formatter per locale and options, and hands the same one back', () => {
    const compact = { notation: 'compact' } as const;
    expect(numberFormat('hi-IN', compact)).toBe(numberFormat('hi-IN', { notation: 'compact' }));
    expect(numberFormat('hi-IN', compact)).not.toBe(numberFormat('fr', compact));
    expect(numberFormat('hi-IN', compact)).not.toBe(numberFormat('hi-IN', {}));
    expect(relativeTimeFormat('es', {})).toBe(relativeTimeFormat('es', {}));
  });

  it('falls back to English for a tag Intl refuses, rather than throwing', () => {
    expect(numberFormat('not a locale!', {}).resolvedOptions().locale).toBe('en');
    expect(numberFormat('not a locale!', {}).format(1234.5)).toBe('1,234.5');
  });

  it('reads the language of a tag', () => {
    expect(languageOf('en-GB')).toBe('en');
    expect(languageOf('hi-IN')).toBe('hi');
    expect(languageOf('AR')).toBe('ar');
  });
});
