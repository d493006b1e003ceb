import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '#shared/locales.ts';

/**
 * Each interface language's catalogue (src/client/locales/<locale>/messages.po), compiled by the
 * build and imported on demand: each is a chunk of its own, and only the active one is fetched
 * (docs/decisions/0014-interface-languages.md).
 */
const CATALOGUES = {
  en: () => import('../locales/en/messages.po'),
  hi: () => import('../locales/hi/messages.po'),
  es: () => import('../locales/es/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
} satisfies Record<Locale, () => Promise<{ messages: Messages }>>;

/** One language's compiled messages. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const { messages } = await CATALOGUES[locale]();
  return messages;
}

/**
 * Makes `locale` the app's language: fetches its catalogue (once; a chunk the browser keeps)
 * and activates it, which draws the app anew in it (src/client/app/app.tsx).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalogue(locale);
  i18n.loadAndActivate({ locale, messages });
}
