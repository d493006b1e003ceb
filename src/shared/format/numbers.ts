import { numberFormat } from './intl-cache.ts';

/** A whole count with the locale's grouping: "1,234,567" (en), "12,34,567" (hi-IN), "1.234.567" (es). */
export function formatCount(count: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}
