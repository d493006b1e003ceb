/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium, the browser the end-to-end journeys
 * (scripts/e2e.mjs) and Lighthouse (bench/lighthouse.ts) drive: no browser download, Chromium
 * comes from apt. Installs it with apt-get when it is missing (as root, or through passwordless
 * sudo), and exits 1 with the reason when it cannot.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Chromium when it is missing; on failure, says why and exits 1. */
export function ensureChromium(label = 'chromium') {
  if (existsSync(CHROMIUM)) return;
  const fail = (message) => {
    console.error(`\n${label}: ${message}`);
    process.exit(1);
  };
  console.log(`${label}: ${CHROMIUM} is missing; installing Debian's chromium with apt-get.`);
  if (!commandExists('apt-get')) {
    fail(`${CHROMIUM} is missing and apt-get is not available. Install Chromium at ${CHROMIUM}.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // `env` carries DEBIAN_FRONTEND through sudo, which would otherwise drop it.
  let prefix = ['env', 'DEBIAN_FRONTEND=noninteractive'];
  if (!isRoot) {
    if (!commandExists('sudo')) {
      fail(`${CHROMIUM} is missing; installing it needs root (run as root, or install sudo).`);
    }
    prefix = ['sudo', '-n', ...prefix];
  }
  const apt = (args) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    console.log(`\n$ ${[command, ...rest].join(' ')}`);
    const result = spawnSync(command, rest, { stdio: 'inherit' });
    return result.error ? 1 : (result.status ?? 1);
  };
  const sudoHint = isRoot ? '' : ' (sudo -n needs passwordless sudo)';
  if (apt(['update']) !== 0) fail(`apt-get update failed${sudoHint}.`);
  if (apt(['install', '-y', '--no-install-recommends', 'chromium']) !== 0) {
    fail('apt-get install chromium failed.');
  }
  if (!existsSync(CHROMIUM)) fail(`apt-get finished but ${CHROMIUM} is still missing.`);
}
