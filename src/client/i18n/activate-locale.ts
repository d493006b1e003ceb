import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale } from '#shared/locales.ts';
import { CATALOGUE_AREAS, type CatalogueArea } from './catalogue-areas.ts';
import { loadCatalogues } from './catalogues.ts';
import { getChosenLocale } from './chosen-locale.ts';

/*
 * Which catalogues the app holds (docs/decisions/0014-interface-languages.md, "Split by area"):
 * `core` for the active language, loaded before the app renders, and each area's once code that
 * draws it has been asked for, in the active language and in any language activated later.
 * Lingui's `i18n.load` merges what it is given into what a language already has.
 */

/** The areas whose code the app has loaded (or is loading). */
const areasInUse = new Set<CatalogueArea>();

/** A language's core and the given areas, as one set of messages (the server's renderer). */
export function loadMessages(
  locale: Locale,
  areas: readonly CatalogueArea[] = [],
): Promise<Messages> {
  return loadCatalogues(locale, ['core', ...areas]);
}

/** A language's every message, core and all areas (the unit tests). */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  return loadMessages(locale, CATALOGUE_AREAS);
}

/**
 * Makes `locale` the app's language: fetches its core and every area in use (each once; chunks
 * the browser keeps) and activates it, which draws the app anew in it (src/client/app/app.tsx),
 * with no open page left untranslated.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadMessages(locale, [...areasInUse]);
  i18n.load(locale, messages);
  i18n.activate(locale);
}

/**
 * Fetches `areas`' catalogues in the active language (and in the one chosen, when a change to it
 * is on its way), and keeps them for languages activated later. Resolves once they are loaded.
 */
export async function loadAreas(areas: readonly CatalogueArea[]): Promise<void> {
  if (areas.length === 0) return;
  for (const area of areas) areasInUse.add(area);
  const locales = new Set([i18n.locale, getChosenLocale()].filter(isLocale));
  await Promise.all(
    [...locales].map(async (locale) => i18n.load(locale, await loadCatalogues(locale, areas))),
  );
}

/** `load()`, resolved once `areas`' catalogues are loaded as well: code that draws their messages. */
export async function withAreas<T>(
  areas: readonly CatalogueArea[],
  load: () => Promise<T>,
): Promise<T> {
  const [loaded] = await Promise.all([load(), loadAreas(areas)]);
  return loaded;
}
