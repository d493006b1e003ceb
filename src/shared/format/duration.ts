import { languageOf, listFormat, numberFormat } from './intl-cache.ts';

const HOURS: Intl.NumberFormatOptions = { style: 'unit', unit: 'hour', unitDisplay: 'short' };
const MINUTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'minute', unitDisplay: 'short' };

/**
 * Whole hours in the locale's short unit. ICU's short English hour is "hr"; CraftReel's English
 * has always written "h" ("1 h 30 min", docs/product.md, "Craft facts"), so only that word is
 * swapped, the number staying Intl's.
 */
function formatHours(hours: number, locale: string): string {
  const format = numberFormat(locale, HOURS);
  if (languageOf(locale) !== 'en') return format.format(hours);
  return format
    .formatToParts(hours)
    .map((part) => (part.type === 'unit' ? 'h' : part.value))
    .join('');
}

/**
 * A length of time given in minutes as a person says it, in the locale's short units joined as
 * the locale joins units (Intl.ListFormat): "45 min", "1 h", "1 h 30 min" in English,
 * "1 घं॰ 30 मि॰" in Hindi. Intl.DurationFormat would say it in one call, but Node 20 (which renders
 * the same pages on the server) lacks it.
 */
export function formatMinutes(minutes: number, locale = 'en'): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return numberFormat(locale, MINUTES).format(rest);
  if (rest === 0) return formatHours(hours, locale);
  return listFormat(locale, { type: 'unit', style: 'narrow' }).format([
    formatHours(hours, locale),
    numberFormat(locale, MINUTES).format(rest),
  ]);
}
