import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';

const ROOT = resolve(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 60_000;
/** Only the end of the server's output is kept: enough to explain a failed start. */
const OUTPUT_LIMIT = 20_000;

/** A port nobody listens on right now: the OS picks one for port 0. */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the probe port'));
        return;
      }
      probe.close(() => resolvePort(address.port));
    });
  });
}

function randomSecret(length: number): string {
  return randomBytes(length).toString('base64url').slice(0, length);
}

async function waitUntilReady(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The server exited (${server.exitCode ?? server.signalCode}) before it was ready.\n` +
          `--- server output ---\n${output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      lastProblem = `GET ${url} answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await delay(250);
  }
  throw new Error(
    `The server was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastProblem}).\n` +
      `--- server output ---\n${output()}`,
  );
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the real server (`src/server/index.ts`, serving the built web app from dist/client)
 * on a free port with a fresh SQLite database, and gives its origin to the tests as `baseURL`.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, 'dist/client/index.html'))) {
    throw new Error(
      'No web app build at dist/client. Run the suite with `node scripts/e2e.mjs`, ' +
        'or build first with `npx vite build`.',
    );
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-e2e-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;

  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `file:${join(dataDir, 'e2e.db')}`,
      JWT_SECRET: randomSecret(48),
      API_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const cleanUp = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(`${origin}/api/videos`, server, () => output);
  } catch (error) {
    await cleanUp();
    throw error;
  }

  project.provide('baseURL', origin);
  return cleanUp;
}
