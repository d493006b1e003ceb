import { DEFAULT_LOCALE, directionOf, type Locale } from '#shared/locales.ts';

const HTML_START_TAG = /<html\b[^>]*>/i;
const LANG_OR_DIR = /\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * `html` (a built page) with its `<html>` tag saying `locale` and its direction: `lang`, and
 * `dir="rtl"` for a language written right to left. The source language's page is the build's
 * own, byte for byte (index.html already says `lang="en"`).
 */
export function withDocumentLanguage(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(HTML_START_TAG, (tag) => {
    const rest = tag.slice('<html'.length).replace(LANG_OR_DIR, '');
    const dir = directionOf(locale) === 'rtl' ? ' dir="rtl"' : '';
    return `<html lang="${locale}"${dir}${rest}`;
  });
}
