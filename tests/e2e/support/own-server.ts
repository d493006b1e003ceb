import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './free-port.ts';

const dataDirs = new Map<string, string>();

/**
 * The database directory of the server at `baseURL`: a spec's own server's, or else the
 * shared server's (playwright.config.ts chose it).
 */
export function dataDirOf(baseURL: string | undefined): string {
  const dataDir = (baseURL && dataDirs.get(baseURL)) || process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite with scripts/e2e.mjs');
  return dataDir;
}

/**
 * A server of a spec file's own (scripts/e2e-server.mjs on a fresh database), for journeys that
 * need what the shared server must not have: more videos, rate limits switched on, a catalogue
 * that curators change. Call it at the
 * top of the file: it starts the server before the file's tests and stops it after, and answers
 * the base URL to `test.use({ baseURL })`.
 */
export function ownServer(env: Record<string, string> = {}): string {
  const port = freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Its own database directory (the server removes it when it stops), known to dataDirOf.
  const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-e2e-'));
  dataDirs.set(baseURL, dataDir);
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      env: { ...process.env, ...env, E2E_PORT: port, E2E_DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${baseURL}/api/categories`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 100_000, intervals: [250] },
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
