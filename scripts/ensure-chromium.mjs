/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium, the browser Lighthouse
 * (bench/lighthouse.ts) and the screenshots drive, and that its headless shell, which the
 * end-to-end journeys (scripts/e2e.mjs) drive, is there too: no browser download, Chromium comes
 * from apt. With it, a font for Hindi's script (Devanagari), which a
 * bare Debian lacks and every phone has: without one, Hindi pages are drawn as empty boxes and
 * their lengths are not a real page's. Installs what is missing with apt-get (as root, or
 * through passwordless sudo), and exits 1 with the reason when it cannot.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell: the same engine without the full browser around
 * it, which the end-to-end journeys drive. It measured 1.2 min against 1.9 min for the full
 * browser on the same four specs, back to back (docs/performance.md, "End-to-end suite").
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Debian's packages the browser needs, each with a file that shows it is installed. */
const PACKAGES = [
  { name: 'chromium', file: CHROMIUM },
  { name: 'chromium-headless-shell', file: CHROMIUM_HEADLESS_SHELL },
  {
    name: 'fonts-lohit-deva',
    file: '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
  },
];

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Chromium and its font when missing; on failure, says why and exits 1. */
export function ensureChromium(label = 'chromium') {
  const missing = PACKAGES.filter(({ file }) => !existsSync(file)).map(({ name }) => name);
  if (missing.length === 0) return;
  const fail = (message) => {
    console.error(`\n${label}: ${message}`);
    process.exit(1);
  };
  console.log(`${label}: installing Debian's ${missing.join(' and ')} with apt-get.`);
  if (!commandExists('apt-get')) {
    fail(`${missing.join(' and ')} missing and apt-get is not available. Install them.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // `env` carries DEBIAN_FRONTEND through sudo, which would otherwise drop it.
  let prefix = ['env', 'DEBIAN_FRONTEND=noninteractive'];
  if (!isRoot) {
    if (!commandExists('sudo')) {
      fail(
        `${missing.join(' and ')} missing; installing needs root (run as root, or install sudo).`,
      );
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
  if (apt(['install', '-y', '--no-install-recommends', ...missing]) !== 0) {
    fail(`apt-get install ${missing.join(' ')} failed.`);
  }
  for (const { file } of PACKAGES) {
    if (!existsSync(file)) fail(`apt-get finished but ${file} is still missing.`);
  }
}
