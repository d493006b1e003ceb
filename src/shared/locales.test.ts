import { describe, expect, it } from 'vitest';
import {
  directionOf,
  LOCALE_TAGS,
  nativeNameOf,
  negotiateLocale,
  parseAcceptLanguage,
  SUPPORTED_LOCALES,
} from './locales.ts';

describe('supported locales', () => {
  it('offers English, Hindi, Spanish, French and Arabic, each named in itself', () => {
    expect(SUPPORTED_LOCALES.map(({ locale }) => locale)).toEqual([...LOCALE_TAGS]);
    expect(LOCALE_TAGS.map(nativeNameOf)).toEqual([
      'English',
      'हिन्दी',
      'Español',
      'Français',
      'العربية',
    ]);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(LOCALE_TAGS.map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'rtl']);
  });
});

describe('negotiateLocale', () => {
  it.each([
    [['hi-IN'], 'hi'],
    [['es-MX', 'en'], 'es'],
    [['fr-CA'], 'fr'],
    [['ar-EG'], 'ar'],
    [['en-GB'], 'en'],
    [['HI-in'], 'hi'],
    [['zh-Hant-TW', 'fr'], 'fr'],
  ] as const)('matches %j to %s by its language', (preferences, locale) => {
    expect(negotiateLocale(preferences)).toBe(locale);
  });

  it('falls back to English when no preference is one of ours', () => {
    expect(negotiateLocale(['pt'])).toBe('en');
    expect(negotiateLocale(['pt-BR', 'de'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('passes over tags that are not BCP 47', () => {
    expect(negotiateLocale(['not a tag', '', 'x', 'hi'])).toBe('hi');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders ranges by weight, ties in the order given', () => {
    expect(parseAcceptLanguage('fr;q=0.5, hi-IN, es;q=0.8, en')).toEqual([
      'hi-IN',
      'en',
      'es',
      'fr',
    ]);
  });

  it('leaves out ranges weighted 0, the wildcard and what is not a range or a weight', () => {
    expect(parseAcceptLanguage('ar;q=0, *;q=0.5, e$s, fr;q=2, hi;q=abc, es;q=0.1')).toEqual(['es']);
  });

  it('reads nothing from a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('with negotiateLocale, chooses what a browser sends', () => {
    expect(negotiateLocale(parseAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7'))).toBe('hi');
    expect(negotiateLocale(parseAcceptLanguage('pt-BR,pt;q=0.9,fr;q=0.4'))).toBe('fr');
    expect(negotiateLocale(parseAcceptLanguage('pt-BR,pt;q=0.9'))).toBe('en');
  });
});
