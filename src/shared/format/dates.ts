import { dateTimeFormat, languageOf } from './intl-cache.ts';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const DAY_OF_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };
const DATE_UTC: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * A day's heading in the local time zone, "Friday, November 20" (en), "शुक्रवार, 20 नवंबर" (hi-IN),
 * with the year when it is not `now`'s.
 */
export function formatDayHeading(date: Date, now: Date, locale: string): string {
  const options = date.getFullYear() === now.getFullYear() ? DAY : DAY_OF_YEAR;
  return dateTimeFormat(locale, options).format(date);
}

const MEDIUM_DATE_UTC: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * A date (UTC, as the server keeps dates) with the month short: "23 Nov 2026" in English,
 * "23 nov 2026" in es, "23 नव॰ 2026" in hi-IN. CraftReel's English writes the day first
 * (docs/product.md, "Projects"), so English with no region is formatted as en-GB.
 */
export function formatDate(date: Date, locale: string): string {
  return dateTimeFormat(locale === 'en' ? 'en-GB' : locale, DATE_UTC).format(date);
}

const MONTH_UTC: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/**
 * A month of a year, from `YYYY-MM` (a public profile's joinedAt): "November 2026" (en),
 * "noviembre de 2026" (es). Undefined for text that is not such a month.
 */
export function formatMonth(month: string, locale: string): string | undefined {
  if (!/^\d{4}-\d{2}$/.test(month)) return undefined;
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return dateTimeFormat(locale, MONTH_UTC).format(date);
}

let device: Intl.ResolvedDateTimeFormatOptions | undefined;

/**
 * The 12- or 24-hour clock of this device's own locale (a setting of the person's, like the time
 * zone), when it speaks the same language as `locale`; otherwise the locale's own clock.
 */
function deviceHourCycle(locale: string): Intl.DateTimeFormatOptions['hourCycle'] {
  device ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions();
  return languageOf(device.locale) === languageOf(locale) ? device.hourCycle : undefined;
}

/** A date (UTC) in the locale's medium style: "May 4, 2021" (en), "4 mai 2021" (fr). */
export function formatMediumDate(date: Date, locale: string): string {
  return dateTimeFormat(locale, MEDIUM_DATE_UTC).format(date);
}

/**
 * A date and time of day in the local time zone, medium and short: "Nov 23, 2026, 2:05 PM" (en
 * on a 12-hour device). Only for what the browser alone renders (see formatTimeOfDay).
 */
export function formatDateAndTime(date: Date, locale: string): string {
  const hourCycle = deviceHourCycle(locale);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  return dateTimeFormat(locale, hourCycle ? { ...options, hourCycle } : options).format(date);
}

/**
 * A time of day in the local time zone, the hour always in two digits: "14:05" or "02:05 PM"
 * (the device's clock, see deviceHourCycle), "09:05 ص" in ar. (With `hour: 'numeric'` some ICU
 * versions write "9:05" in en-GB.) Only for what the browser alone renders: the device's clock
 * is not the server's.
 */
export function formatTimeOfDay(date: Date, locale: string): string {
  const hourCycle = deviceHourCycle(locale);
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  return dateTimeFormat(locale, hourCycle ? { ...options, hourCycle } : options).format(date);
}
