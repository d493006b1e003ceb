import type { Messages } from '@lingui/core';
import type { Locale } from '#shared/locales.ts';
import type { CatalogueArea } from './catalogue-areas.ts';

/**
 * The compiled catalogues, src/client/locales/<locale>/<catalogue>.po (catalogue-areas.ts), each
 * imported on demand: every one is a chunk of its own, fetched only when its language and its
 * area are in use (docs/decisions/0014-interface-languages.md).
 */
type Compiled = () => Promise<{ messages: Messages }>;

const COMPILED = import.meta.glob<{ messages: Messages }>([
  '../locales/*/*.po',
  '!../locales/*/demo.po',
]);
// The demo's messages ship in the demo's build only (scripts/first-load-size.mjs, DEMO_MARKERS),
// and in the unit tests.
const DEMO_ONLY: Record<string, Compiled> =
  import.meta.env.MODE === 'demo' || import.meta.env.MODE === 'test'
    ? import.meta.glob<{ messages: Messages }>('../locales/*/demo.po')
    : {};

/** `core` or an area's catalogue. */
export type Catalogue = 'core' | CatalogueArea;

/** One catalogue of one language; none (the demo's outside the demo) is no messages. */
async function loadOne(locale: Locale, catalogue: Catalogue): Promise<Messages> {
  const path = `../locales/${locale}/${catalogue}.po`;
  const load = COMPILED[path] ?? DEMO_ONLY[path];
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
