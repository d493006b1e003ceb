import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOGUE_AREAS, CORE_SOURCES } from './src/client/i18n/catalogue-areas.ts';

/**
 * The web app's message catalogues (docs/decisions/0014-interface-languages.md): English is the
 * source, written in the code through Lingui's macros; `npm run i18n:extract` writes every
 * language's PO files, translators fill them, and the Vite plugin compiles the ones in use. One
 * catalogue for the first screens (`core`) and one per other area of the app
 * (src/client/i18n/catalogue-areas.ts), each loaded with its code.
 */
const notTests = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'es', 'fr', 'ar'],
  // A message a catalogue lacks is an error (tests/tooling/catalogues.test.ts), never English.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/core',
      include: CORE_SOURCES.map((source) => `<rootDir>/${source}`),
      exclude: notTests,
    },
    ...CATALOGUE_AREAS.map((area) => ({
      path: `<rootDir>/src/client/locales/{locale}/${area}`,
      include: [`<rootDir>/src/client/features/${area}`],
      exclude: notTests,
    })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
