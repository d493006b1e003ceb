import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
  parseAcceptLanguage,
} from '#shared/locales.ts';

/**
 * The interface language a page is rendered in (docs/product.md, "Language"): the visitor's
 * choice in the `lang` cookie when it is one of ours, else the best match for Accept-Language,
 * else English.
 */
export function requestLocale(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(parseAcceptLanguage(c.req.header('accept-language')));
}

/** What a page rendered in the request's language varies by, for caches between. */
export const LOCALE_VARY = ['Accept-Language', 'Cookie'] as const;
