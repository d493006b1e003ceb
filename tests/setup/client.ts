import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLocale, loadCatalogue } from '#client/i18n/activate-locale.ts';

// Components translate through Lingui's i18n (docs/decisions/0014-interface-languages.md): the
// app activates the visitor's language before it renders, so tests start in English, the source,
// with every area's messages (the app loads an area's with its page; a test renders its parts).
await activateLocale('en');
i18n.load('en', await loadCatalogue('en'));

// findBy* and waitFor give up after 1 s by default: on a CI machine whose two cores are busy with
// the API suites in the other worker, a first render in a cold jsdom took longer than that (a
// category filter's radios, found after their fetch resolved). A ceiling, not a wait: a query
// that finds its element returns at once.
configure({ asyncUtilTimeout: 5000 });

// The first screen's requests import their answer's schema when they are sent (docs/architecture.md,
// "The first load"). In a test that first import would load zod within the test's own time (a
// test's 5 s, on a busy machine); here it is loaded before the file's tests, as its static imports.
await Promise.all([
  import('#shared/schemas/category.schema.ts'),
  import('#shared/schemas/material.schema.ts'),
  import('#shared/schemas/progress.schema.ts'),
  import('#shared/schemas/user.schema.ts'),
  import('#shared/schemas/video.schema.ts'),
  import('#shared/schemas/video-details.schema.ts'),
]);

// An unexpected console.error (a React warning, a failed prop type) fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});
