/*
 * The interface languages CraftReel offers, and how one is chosen from what a browser prefers
 * (docs/product.md, "Language"). Pure: the server reads Accept-Language with it, the web app
 * navigator.languages.
 */

/** Each interface language: its BCP 47 tag, its name in itself, and its writing direction. */
export const SUPPORTED_LOCALES = [
  { locale: 'en', nativeName: 'English', dir: 'ltr' },
  { locale: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { locale: 'es', nativeName: 'Español', dir: 'ltr' },
  { locale: 'fr', nativeName: 'Français', dir: 'ltr' },
  { locale: 'ar', nativeName: 'العربية', dir: 'rtl' },
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number]['locale'];
export type TextDirection = 'ltr' | 'rtl';

/** The source language: what a visitor whose preferences match none of ours is shown. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The supported tags, in the order the language menus list them. */
export const LOCALE_TAGS: readonly [Locale, ...Locale[]] = ['en', 'hi', 'es', 'fr', 'ar'];

/** The name of the cookie (and of the localStorage key) that holds a visitor's choice. */
export const LOCALE_COOKIE = 'lang';

/** A year, in seconds: how long the `lang` cookie is kept. */
export const LOCALE_COOKIE_MAX_AGE = 31_536_000;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_TAGS as readonly string[]).includes(value);
}

/** The writing direction of a supported language (Arabic is written right to left). */
export function directionOf(locale: Locale): TextDirection {
  return SUPPORTED_LOCALES.find((entry) => entry.locale === locale)?.dir ?? 'ltr';
}

/** A language's name in itself ("हिन्दी"), as a language menu shows it. */
export function nativeNameOf(locale: Locale): string {
  return SUPPORTED_LOCALES.find((entry) => entry.locale === locale)?.nativeName ?? locale;
}

/** The supported language a BCP 47 tag asks for ("hi-IN" → hi), or undefined for none. */
export function supportedLocaleOf(tag: string): Locale | undefined {
  let language: string;
  try {
    // Intl.Locale canonicalises case and aliases ("ES-mx" → es, "iw" → he) and refuses bad tags.
    language = new Intl.Locale(tag).language;
  } catch {
    return undefined;
  }
  return isLocale(language) ? language : undefined;
}

/**
 * The language to show for preferences in order of preference (navigator.languages, or
 * Accept-Language as parseAcceptLanguage orders it): the first whose language we have, by BCP 47
 * lookup on the primary language subtag ("es-MX" → es); English when none matches ("pt").
 */
export function negotiateLocale(preferences: readonly string[]): Locale {
  for (const preference of preferences) {
    const locale = supportedLocaleOf(preference);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The most entries of an Accept-Language header read; a browser sends a handful. */
const ACCEPT_LANGUAGE_ENTRIES_MAX = 32;
const LANGUAGE_RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
const QUALITY = /^[qQ]=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The language ranges of an Accept-Language header (RFC 9110, 12.5.4), most wanted first: by
 * weight (`q`, 1 when absent), ties in the header's order. Ranges weighted 0 ("not this one"),
 * the wildcard and malformed entries are left out; a missing or empty header gives [].
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges: { tag: string; q: number; index: number }[] = [];
  const entries = header.split(',', ACCEPT_LANGUAGE_ENTRIES_MAX);
  entries.forEach((entry, index) => {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!LANGUAGE_RANGE.test(range) || range === '*') return;
    let q = 1;
    for (const param of params) {
      if (!QUALITY.test(param)) return;
      q = Number(param.slice(2));
    }
    if (q > 0) ranges.push({ tag: range, q, index });
  });
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index).map((range) => range.tag);
}
