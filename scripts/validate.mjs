// `npm test`: everything that must hold before a change lands, in one go and in this order —
// types, lint (import zones, unused code), unit + API tests (SQLite and PostgreSQL), then the browser journeys.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint, format and dead code (Biome, knip)', 'npm', ['run', '--silent', 'lint']],
  ['PostgreSQL for the API suites', 'node', ['scripts/ensure-postgres.mjs']],
  ['Redis for the rate-limit suites', 'node', ['scripts/ensure-redis.mjs']],
  ['Unit, component and API tests', 'npx', ['vitest', 'run']],
  ['End-to-end tests in Chromium', 'node', ['scripts/e2e.mjs']],
];

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.toLowerCase().includes(word))) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(
      `\n=== ${name} failed after ${seconds} s (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
