import { languageOf, listFormat, numberFormat } from './intl-cache.ts';

const HOURS: Intl.NumberFormatOptions = { style: 'unit', unit: 'hour', unitDisplay: 'short' };
const MINUTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'minute', unitDisplay: 'short' };

/**
 * A number in the locale's short unit. CraftReel's English has always written "h" and "min"
 * (docs/product.md, "Home": "Advanced • 2 h"), where ICU's short English says "hr", and
 * en-GB "mins": in English only the unit's word is swapped, the number staying Intl's.
 */
function formatUnit(
  value: number,
  options: Intl.NumberFormatOptions,
  english: string,
  locale: string,
) {
  const format = numberFormat(locale, options);
  if (languageOf(locale) !== 'en') return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'unit' ? english : part.value))
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
  const minutesText = () => formatUnit(rest, MINUTES, 'min', locale);
  if (hours === 0) return minutesText();
  const hoursText = formatUnit(hours, HOURS, 'h', locale);
  if (rest === 0) return hoursText;
  return listFormat(locale, { type: 'unit', style: 'narrow' }).format([hoursText, minutesText()]);
}
