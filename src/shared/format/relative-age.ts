import { languageOf, relativeTimeFormat } from './intl-cache.ts';

const units: ReadonlyArray<[unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * A moment's age, "3 years ago", in the locale's words (Intl.RelativeTimeFormat): the largest
 * unit it holds whole, counted down. Under a minute, or for a moment in the future, it is "just
 * now": ICU's English for that is "now", so English keeps the words the API's `created` has
 * always used, and other locales say ICU's ("ahora", "अब").
 */
export function formatRelativeAge(then: Date, now: Date = new Date(), locale = 'en'): string {
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return relativeTimeFormat(locale, { numeric: 'always' }).format(-count, unit);
    }
  }
  if (languageOf(locale) === 'en') return 'just now';
  return relativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
}
