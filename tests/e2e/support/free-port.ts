import { execFileSync } from 'node:child_process';

/**
 * A port nobody listens on right now, picked by the OS. Synchronous (a child process), because
 * playwright.config.ts and `test.use` need it while their file loads.
 */
export function freePort(): string {
  return execFileSync(
    process.execPath,
    [
      '-e',
      `const probe = require('node:net').createServer();
       probe.listen(0, '127.0.0.1', () => {
         process.stdout.write(String(probe.address().port));
         probe.close();
       });`,
    ],
    { encoding: 'utf8' },
  ).trim();
}
