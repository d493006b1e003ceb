import { existsSync } from 'node:fs';
import { test } from '@playwright/test';
import { freePortSync } from '../../../scripts/free-port.mjs';
import { processForFile } from './process-for-file.ts';

/** The demo's build (`npm run build:demo`; scripts/e2e.mjs builds it with no API delay). */
const DEMO_DIR = 'dist-demo';

/**
 * The demo (docs/decisions/0011) on a plain static file server of a spec file's own
 * (scripts/serve-static.mjs): files only, no API behind it, so every /api answer the journeys
 * see comes from the service worker in the browser. Call it at the top of the file and pass
 * the base URL it answers to `test.use({ baseURL })`.
 */
export function demoSite(): string {
  const port = String(freePortSync());
  const baseURL = `http://127.0.0.1:${port}`;
  test.beforeAll(() => {
    if (!existsSync(`${DEMO_DIR}/sw.js`)) {
      throw new Error(`${DEMO_DIR}/ has no build: run \`npm run build:demo\` (or scripts/e2e.mjs)`);
    }
  });
  processForFile({
    args: ['scripts/serve-static.mjs', DEMO_DIR, '--port', port],
    readyUrl: `${baseURL}/`,
    readyTimeoutMs: 20_000,
    pollMs: 100,
  });

  return baseURL;
}
