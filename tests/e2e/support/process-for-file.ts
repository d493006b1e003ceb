import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

export interface ProcessForFile {
  /** Node's arguments: the script and its own. */
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Polled until it answers 200: the process is then ready. */
  readyUrl: string;
  /** How long it may take to answer (ms), and how often to ask. */
  readyTimeoutMs: number;
  pollMs: number;
  /** The beforeAll hook's own time limit, when start-up may outlast Playwright's default. */
  hookTimeoutMs?: number;
}

/**
 * A Node process of a spec file's own (a server, a file server): started before the file's
 * tests, once `readyUrl` answers 200, and stopped after them. Call it at the top of the file.
 */
export function processForFile(options: ProcessForFile): void {
  let child: ChildProcess | undefined;

  test.beforeAll(async () => {
    if (options.hookTimeoutMs) test.setTimeout(options.hookTimeoutMs);
    child = spawn(process.execPath, options.args, {
      env: options.env ?? process.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(options.readyUrl)).status;
          } catch {
            return 0;
          }
        },
        { timeout: options.readyTimeoutMs, intervals: [options.pollMs] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  });
}
