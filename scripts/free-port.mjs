import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on at 127.0.0.1 right now, as the OS hands one out: the one helper
 * the process tests (tests/support/server-process.ts), the end-to-end journeys, the benches and
 * the screenshot script pick their ports with.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The same, synchronously (a child process asks freePort): for playwright.config.ts and
 * `test.use`, which need the port while their file loads.
 */
export function freePortSync() {
  const script = `import { freePort } from ${JSON.stringify(import.meta.url)};
process.stdout.write(String(await freePort()));`;
  const port = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return Number(port.trim());
}
