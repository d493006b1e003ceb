import type { Messages } from '@lingui/core';

/**
 * Every area's compiled catalogue in every language, by path (catalogues.ts loads `core` on its
 * own): a chunk apart from the first load, fetched with the first area the app asks for.
 */
type Compiled = () => Promise<{ messages: Messages }>;

const AREAS = import.meta.glob<{ messages: Messages }>([
  '../locales/*/*.po',
  '!../locales/*/core.po',
  '!../locales/*/demo.po',
]);
// The demo's messages ship in the demo's build only (scripts/first-load-size.mjs, DEMO_MARKERS),
// and in the unit tests.
const DEMO_ONLY: Record<string, Compiled> =
  import.meta.env.MODE === 'demo' || import.meta.env.MODE === 'test'
    ? import.meta.glob<{ messages: Messages }>('../locales/*/demo.po')
    : {};

export const AREA_CATALOGUES: Record<string, Compiled> = { ...AREAS, ...DEMO_ONLY };
