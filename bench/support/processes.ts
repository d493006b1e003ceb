import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1, as the OS hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface RunningProcess {
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Waits until `url` answers any HTTP status, or fails after `timeoutMs`. */
async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a process that serves HTTP on `port` and resolves once `probePath` answers. */
export async function startHttpProcess(
  command: string,
  args: string[],
  options: { port: number; probePath: string; env?: Record<string, string> },
): Promise<RunningProcess> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${url}${options.probePath}`, child);
  return {
    url,
    child,
    stop: (signal = 'SIGTERM') =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill(signal);
      }),
  };
}

/**
 * The CraftReel server as `npm start` runs it (src/server/node/index.ts under tsx), on a database
 * of the caller's choosing, with its request log silenced and rate limits off (DESIGN.md).
 */
export async function startCraftReel(
  databaseUrl: string,
  nodeArgs: string[] = [],
): Promise<RunningProcess> {
  const port = await freePort();
  return startHttpProcess(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'src/server/node/index.ts'],
    {
      port,
      probePath: '/api/categories',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        RATE_LIMITS: 'off',
      },
    },
  );
}
