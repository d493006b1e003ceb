import { numberFormat } from './intl-cache.ts';

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/**
 * Display text for a view count, short as a card has room for, in the locale's own words: 950,
 * 12K, 1.2M, 1M in English (the API's `views` text); "12 लाख" in hi-IN, "1,2 M" in es.
 */
export function formatViews(count: number, locale = 'en'): string {
  return numberFormat(locale, COMPACT).format(count);
}
