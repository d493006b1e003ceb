import { spawnSync } from 'node:child_process';
import { posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';
import viteConfig from '../../vite.config.ts';
import demoConfig from '../../vite.demo.config.ts';

/**
 * `npm ci && npm test` leaves `git status` clean: whatever a run writes inside the repository
 * is a path .gitignore names (the rest goes to the OS's temp dir). A new output, or an output
 * moved, fails here until .gitignore names it.
 */
const ROOT = resolve(import.meta.dirname, '../..');

/** The files of `paths` (relative to the repository) that git would list as new. */
function notIgnored(paths: string[]): string[] {
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: ROOT,
    input: paths.join('\n'),
    encoding: 'utf8',
  });
  const ignored = new Set(result.stdout.split('\n').filter(Boolean));
  return paths.filter((path) => !ignored.has(path));
}

describe('what a test run writes in the repository', () => {
  it('is ignored by git', () => {
    const defaultDatabase = readEnv({});
    if (!defaultDatabase.ok) throw new Error(defaultDatabase.problems.join('; '));
    const databaseFile = defaultDatabase.env.DATABASE_URL.replace(/^file:(\.\/)?/, '');
    const written = [
      // vite build (npm start, scripts/e2e.mjs): the web app, and its page renderer beside it
      // (scripts/prerender-shell.ts).
      posix.join(viteConfig.build?.outDir ?? '', 'index.html'),
      posix.join(viteConfig.build?.outDir ?? '', '../server/render-page.js'),
      // The demo build (scripts/e2e.mjs), and its renderer kept out of the site.
      posix.join(demoConfig.build?.outDir ?? '', 'sw.js'),
      '.tmp/demo-render/render-page.js',
      // Playwright (playwright.config.ts): traces of failed tests, the html report.
      'test-results/e2e/.last-run.json',
      'playwright-report/index.html',
      // npm start and npm run dev with no DATABASE_URL (readEnv's default): the database, and
      // the JWT secret the server keeps beside it.
      databaseFile,
      `${databaseFile}-wal`,
      posix.join(posix.dirname(databaseFile), 'jwt-secret'),
      // The benches' and profiles' scratch files (bench/http.bench.ts, bench/profile-request-path.ts).
      '.tmp/bench/catalogue.db',
    ];
    expect(notIgnored(written)).toEqual([]);
  });
});
