import { type ChildProcess, spawn } from 'node:child_process';

// The real server process, as npm start execs it (node --import tsx src/server/node/index.ts: one
// process, so a signal, SIGKILL included, reaches the server itself), for tests of what only a
// process shows: start-up, signals, files, crashes.

export { freePort } from '../../scripts/free-port.mjs';

export function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let text = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/node/index.ts'], {
    env: { ...process.env, NODE_ENV: 'test', JWT_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

export async function waitForApi(url: string, output: () => string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      const res = await fetch(`${url}/api/categories`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not come up:\n${output()}`);
}
