import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_HEADLESS_SHELL } from './scripts/ensure-chromium.mjs';
import { freePortSync } from './scripts/free-port.mjs';

/**
 * End-to-end journeys: Playwright Test drives Debian's Chromium against the real server on a
 * fresh SQLite database. Run them with `node scripts/e2e.mjs` (`npm run test:e2e`), which
 * installs Chromium if needed and builds the web app first; it passes extra arguments on, e.g.
 * `node scripts/e2e.mjs tests/e2e/mockman.spec.ts`.
 */

// This file is read by the runner and again by every worker: the runner picks the port once
// and the workers inherit it through the environment. Set E2E_PORT to choose it yourself.
process.env.E2E_PORT ||= String(freePortSync());
// The shared server's database directory, so journeys can run the command-line tools on it.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'craftreel-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Two workers on a two-core machine that also runs the server: 2.9 min against 3.6 min for
  // one, measured back to back, and green run after run. Files run in parallel, the tests of a
  // file in order (fully parallel measured no faster).
  workers: 2,
  fullyParallel: false,
  // Flakes must be found, not hidden.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    reducedMotion: 'no-preference',
    // No trace by default: recording one (DOM snapshots at every action, a screencast) took two
    // fifths of each journey's time on a two-core machine, for every journey, passed or failed
    // (docs/performance.md, "End-to-end suite"). To see why a journey failed, run it again with
    // `node scripts/e2e.mjs <spec> --trace=on` and open the trace with `npx playwright show-trace`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell (scripts/ensure-chromium.mjs installs it); Playwright
      // never downloads a browser.
      executablePath: CHROMIUM_HEADLESS_SHELL,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // Offline, as the machine is: every host but the server under test fails to resolve at
        // once, with no route to slow each request (tests/e2e/support/fixtures.ts).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/videos`,
    env: { E2E_PORT: process.env.E2E_PORT, E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets the script stop the server and remove its temp database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stderr: 'pipe',
  },
});
