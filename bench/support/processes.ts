import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');

export { freePort };

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
 * of the caller's choosing, with its request log silenced and rate limits off (README.md, "Security").
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
