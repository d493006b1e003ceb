import { defineConfig } from 'vitest/config';

/**
 * End-to-end suite: Playwright (playwright-core) drives Debian's Chromium against the real server
 * on a fresh SQLite database. Run it with `node scripts/e2e.mjs`, which installs Chromium if
 * needed and builds the web app first.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // One browser at a time: CI machines have two cores, and the server shares them.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
