#!/usr/bin/env node
/**
 * End-to-end tests: Playwright Test driving Debian's Chromium against the real server and a
 * real database (playwright.config.ts). No browser download: Chromium comes from apt
 * (ensure-chromium.mjs installs it when it is missing).
 *
 *   node scripts/e2e.mjs [playwright test args…]   e.g. node scripts/e2e.mjs tests/e2e/mockman.spec.ts
 *   E2E_SKIP_BUILD=1 node scripts/e2e.mjs          reuse the existing dist/client and dist-demo builds
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

function fail(message) {
  console.error(`\ne2e: ${message}`);
  process.exit(1);
}

ensureChromium('e2e');

if (process.env.E2E_SKIP_BUILD === '1') {
  console.log('e2e: E2E_SKIP_BUILD=1, reusing dist/client and dist-demo.');
} else {
  if (run('npx', ['vite', 'build']) !== 0) fail('the web app build (npx vite build) failed.');
  // The demo (tests/e2e/demo.spec.ts), without the spec's 400 ms on every call.
  const demoEnv = { ...process.env, DEMO_API_DELAY_MS: '0' };
  if (run('npx', ['vite', 'build', '--config', 'vite.demo.config.ts'], { env: demoEnv }) !== 0) {
    fail('the demo build (npm run build:demo) failed.');
  }
}

// The build the journeys run on must also keep the first load of / small (first-load-size.mjs).
if (run('node', ['scripts/bundle-size.mjs']) !== 0) {
  fail('the first-load JavaScript of / is over its limit (scripts/bundle-size.mjs).');
}

const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
process.exit(status);
