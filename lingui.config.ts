import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogues (docs/decisions/0014-interface-languages.md): English is the
 * source, written in the code through Lingui's macros; `npm run i18n:extract` writes every
 * language's PO file, translators fill them, and the Vite plugin compiles the active one.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'es', 'fr', 'ar'],
  // A message a catalogue lacks is an error (tests/tooling/catalogues.test.ts), never English.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/messages',
      include: ['<rootDir>/src/client'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
