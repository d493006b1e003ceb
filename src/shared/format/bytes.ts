import { languageOf, numberFormat } from './intl-cache.ts';

const KIBI = 1024;

function unitFormat(unit: string, unitDisplay: 'long' | 'short'): Intl.NumberFormatOptions {
  // 'min2': no separator in a four-digit number ("1023 KB", as always), one from 10,000.
  return { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1, useGrouping: 'min2' };
}

/**
 * A file's size in words, 1 KB being 1,024 bytes, to one decimal: "512 bytes", "14.2 KB",
 * "2 MB" in English, "14,2 ko" in French (Intl.NumberFormat's byte units). ICU's short English
 * kilobyte is "kB"; CraftReel's English has always written "KB" for its 1,024 bytes, so only
 * that word is swapped, the number staying Intl's.
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  if (bytes < KIBI) return numberFormat(locale, unitFormat('byte', 'long')).format(bytes);
  const kilobytes = bytes / KIBI;
  if (kilobytes >= KIBI) {
    return numberFormat(locale, unitFormat('megabyte', 'short')).format(kilobytes / KIBI);
  }
  const format = numberFormat(locale, unitFormat('kilobyte', 'short'));
  if (languageOf(locale) !== 'en') return format.format(kilobytes);
  return format
    .formatToParts(kilobytes)
    .map((part) => (part.type === 'unit' ? 'KB' : part.value))
    .join('');
}
