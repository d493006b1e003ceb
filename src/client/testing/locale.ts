import { i18n } from '@lingui/core';
import type { Locale } from '#shared/locales.ts';
import { loadCatalogue } from '../i18n/activate-locale.ts';

/**
 * Makes `locale` the language of the test's renders, with every catalogue of it (core and every
 * area) loaded at once, as the app does for a page once its areas are in. A test returns to
 * English with `activateLocale('en')` after it.
 */
export async function speakInTest(locale: Locale): Promise<void> {
  i18n.load(locale, await loadCatalogue(locale));
  i18n.activate(locale);
}
