import { i18n, type Messages } from '@lingui/core';

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
} satisfies Record<string, () => Promise<{ messages: Messages }>>;

/** A language the web app has a catalogue for. */
export type CatalogueLocale = keyof typeof CATALOGUES;

/** The language the app's messages are written in, and the prerendered shell's. */
export const SOURCE_LOCALE: CatalogueLocale = 'en';

/** One language's compiled messages. */
export async function loadCatalogue(locale: CatalogueLocale): Promise<Messages> {
  const { messages } = await CATALOGUES[locale]();
  return messages;
}

/**
 * Makes `locale` the app's language: fetches its catalogue (once; a chunk the browser keeps)
 * and activates it, which draws the app anew in it (src/client/app/app.tsx).
 */
export async function activateLocale(locale: CatalogueLocale): Promise<void> {
  const messages = await loadCatalogue(locale);
  i18n.loadAndActivate({ locale, messages });
}
