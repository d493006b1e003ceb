import type { Messages } from '@lingui/core';
import type { Locale } from '#shared/locales.ts';
import type { CatalogueArea } from './catalogue-areas.ts';

/**
 * The compiled catalogues, src/client/locales/<locale>/<catalogue>.po (catalogue-areas.ts), each
 * imported on demand: every one is a chunk of its own, fetched only when its language and its
 * area are in use (docs/decisions/0014-interface-languages.md). The first load names only the
 * `core` catalogues; the table of the areas' chunks is a chunk of its own
 * (area-catalogues.ts), fetched with the first area asked for, so a new area costs the first
 * load nothing.
 */
type Compiled = () => Promise<{ messages: Messages }>;

const CORE: Record<string, Compiled> = import.meta.glob<{ messages: Messages }>(
  '../locales/*/core.po',
);

/** `core` or an area's catalogue. */
export type Catalogue = 'core' | CatalogueArea;

/** One catalogue of one language; none (the demo's outside the demo) is no messages. */
async function loadOne(locale: Locale, catalogue: Catalogue): Promise<Messages> {
  const path = `../locales/${locale}/${catalogue}.po`;
  const load =
    catalogue === 'core'
      ? CORE[path]
      : (await import('./area-catalogues.ts')).AREA_CATALOGUES[path];
  return load ? (await load()).messages : {};
}

/** Several catalogues of one language, merged into a new object. */
export async function loadCatalogues(
  locale: Locale,
  catalogues: readonly Catalogue[],
): Promise<Messages> {
  const loaded = await Promise.all(catalogues.map((catalogue) => loadOne(locale, catalogue)));
  return Object.assign({}, ...loaded);
}
