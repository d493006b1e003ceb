import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { freePort } from './free-port.ts';

/** The demo's build (`npm run build:demo`; scripts/e2e.mjs builds it with no API delay). */
const DEMO_DIR = 'dist-demo';

/**
 * The demo (issue 13) on a plain static file server of a spec file's own
 * (scripts/serve-static.mjs): files only, no API behind it, so every /api answer the journeys
 * see comes from the service worker in the browser. Call it at the top of the file and pass
 * the base URL it answers to `test.use({ baseURL })`.
 */
export function demoSite(): string {
  const port = freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    if (!existsSync(`${DEMO_DIR}/sw.js`)) {
      throw new Error(`${DEMO_DIR}/ has no build: run \`npm run build:demo\` (or scripts/e2e.mjs)`);
    }
    server = spawn(process.execPath, ['scripts/serve-static.mjs', DEMO_DIR, '--port', port], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${baseURL}/`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    const running = server;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  });

  return baseURL;
}
