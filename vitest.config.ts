import { defineConfig } from 'vitest/config';
import { reactWithLingui } from './scripts/vite-lingui.ts';

export default defineConfig({
  test: {
    // Both cores (Vitest's default leaves one free): most of the suites' time is spent waiting
    // on PostgreSQL, argon2's threads and child processes, not on the worker's own CPU.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/demo/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/tooling/**/*.test.ts',
          ],
          // API suites run against SQLite and PostgreSQL; each file makes its own database.
          // The files share their modules per worker, as the client's do (below); module state a
          // file relies on starting fresh is reset in the setup file.
          isolate: false,
          setupFiles: ['tests/setup/server.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The same API suites on the browser demo's store (docs/decisions/0011): SQLite in WebAssembly
        // behind the demo's API (tests/support/test-database.ts, SQLITE_STORE).
        test: {
          name: 'api-wasm',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_SQLITE: 'wasm' },
          isolate: false,
          setupFiles: ['tests/setup/server.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: reactWithLingui(),
        test: {
          name: 'client',
          environment: 'jsdom',
          // The files share one jsdom and their modules per worker instead of a fresh set each:
          // 144 s → 23 s, the environment's set-up being most of it (docs/performance.md,
          // "End-to-end suite"). A file that needs modules of its own resets them itself
          // (src/client/app/page-catalogues.test.ts); `--sequence.shuffle` finds one that leaks.
          isolate: false,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client.ts'],
        },
      },
    ],
  },
});
