#!/usr/bin/env node
/**
 * The server the end-to-end suite runs against (playwright.config.ts starts it as its
 * `webServer`): the real `src/server/node/index.ts`, serving the built web app from dist/client, on
 * a fresh SQLite file in a new temp dir (E2E_DATA_DIR, or one made here) with a random JWT
 * secret. The dir goes when the server does.
 *
 *   E2E_PORT=4321 node scripts/e2e-server.mjs
 *
 * E2E_EXTRA_VIDEOS=N adds N made-up videos to the catalogue before the server starts
 * (scripts/e2e-seed-videos.ts): for a journey that starts a server of its own with a long
 * catalogue (tests/e2e/infinite-scroll.spec.ts), never for the shared one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** Only the end of the server's output is kept: enough to explain a failed start. */
const OUTPUT_LIMIT = 20_000;

const port = process.env.E2E_PORT;
if (!port) {
  console.error('e2e-server: set E2E_PORT to the port to listen on.');
  process.exit(1);
}
if (!existsSync(join(ROOT, 'dist/client/index.html'))) {
  console.error(
    'e2e-server: no web app build at dist/client. Run the suite with `node scripts/e2e.mjs`, ' +
      'or build first with `npx vite build`.',
  );
  process.exit(1);
}

// The suite's shared server takes its directory from playwright.config.ts (E2E_DATA_DIR), so
// a journey can run the command-line tools on its database (tests/e2e/support/curator.ts).
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'craftreel-e2e-'));
const databaseUrl = `file:${join(dataDir, 'e2e.db')}`;

const extraVideos = process.env.E2E_EXTRA_VIDEOS;
if (extraVideos) {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/e2e-seed-videos.ts', extraVideos],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    console.error('e2e-server: could not add the extra videos.');
    process.exit(1);
  }
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/node/index.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    API_DELAY_MS: '0',
    // The suite talks to 127.0.0.1 only: /thumbnails answers CraftReel's artwork, never asks YouTube.
    THUMBNAIL_UPSTREAM: 'off',
    // Every journey signs in from 127.0.0.1, most as the demo user: the limits would refuse
    // them. A journey about the limits starts its server with E2E_RATE_LIMITS=on.
    RATE_LIMITS: process.env.E2E_RATE_LIMITS ?? 'off',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});

// The server logs every request; keep the tail quietly and show it only if the server fails.
let output = '';
const collect = (chunk) => {
  output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
};
server.stdout.on('data', collect);
server.stderr.on('data', collect);

let stopping = false;
function stop(signal) {
  stopping = true;
  // Playwright signals the whole process group, so the server usually has the signal already;
  // pass it on only if it is still running after a moment (the signal was for this process
  // alone), and kill it if it does not stop.
  setTimeout(() => server.kill(signal), 2_000).unref();
  setTimeout(() => server.kill('SIGKILL'), 8_000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (!stopping) {
    console.error(
      `e2e-server: the server exited (${code ?? signal}).\n--- server output ---\n${output}`,
    );
    process.exit(code || 1);
  }
  process.exit(0);
});
