import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortSync } from '../../../scripts/free-port.mjs';
import { processForFile } from './process-for-file.ts';

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
  const port = String(freePortSync());
  const baseURL = `http://127.0.0.1:${port}`;
  // Its own database directory (the server removes it when it stops), known to dataDirOf.
  const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-e2e-'));
  dataDirs.set(baseURL, dataDir);
  processForFile({
    args: ['scripts/e2e-server.mjs'],
    env: { ...process.env, ...env, E2E_PORT: port, E2E_DATA_DIR: dataDir },
    readyUrl: `${baseURL}/api/categories`,
    readyTimeoutMs: 100_000,
    pollMs: 250,
    hookTimeoutMs: 120_000,
  });

  return baseURL;
}
