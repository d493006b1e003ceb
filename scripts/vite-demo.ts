import { copyFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** The demo's service worker: its source, and its file at the site's root (scope `/`). */
const WORKER_SOURCE = 'src/demo/service-worker.ts';
const WORKER_FILE = 'sw.js';
/** Its build manifest (beside the page's): scripts/first-load-size.mjs measures it from there. */
export const WORKER_MANIFEST = '.vite/sw-manifest.json';
const BROWSER_EXTERNAL = '__vite-browser-external';

/**
 * Fails the build when anything it bundles resolves to a Node module (`node:fs`, or `fs` that
 * Vite would swap for its empty __vite-browser-external with only a warning): the demo runs in
 * the browser, and a Node import there is a bug to fix, not a warning to scroll past.
 */
export function refuseNodeModules(): Plugin {
  return {
    name: 'craftreel:refuse-node-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('\0') || source.startsWith(BROWSER_EXTERNAL)) {
        if (source.startsWith(BROWSER_EXTERNAL)) this.error(nodeImport(source, importer));
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = resolved?.id ?? '';
      if (
        id.startsWith(BROWSER_EXTERNAL) ||
        id.startsWith('node:') ||
        (resolved?.external && isBuiltin(id)) ||
        (!resolved && isBuiltin(source))
      ) {
        this.error(nodeImport(source, importer));
      }
      return resolved;
    },
    load(id) {
      if (id.includes(BROWSER_EXTERNAL)) this.error(nodeImport(id, undefined));
    },
  };
}

function nodeImport(source: string, importer: string | undefined): string {
  return (
    `the demo build imports the Node module "${source}"` +
    (importer ? ` from ${importer}` : '') +
    ': the demo runs in the browser, so what it imports must not need Node (docs/architecture.md, "What runs where")'
  );
}

/** DEMO_API_DELAY_MS: the spec's latency on every /api call in the demo, 400 ms unless set. */
export function demoApiDelayMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.DEMO_API_DELAY_MS ?? '400';
  const ms = Number(text);
  if (text.trim() === '' || !Number.isInteger(ms) || ms < 0) {
    throw new Error(`DEMO_API_DELAY_MS must be a whole number of milliseconds, not "${text}"`);
  }
  return ms;
}

/**
 * After the page's build: the service worker (src/demo/service-worker.ts) as one ES module,
 * /sw.js, with sqlite3.wasm beside it in assets/; and 404.html, a copy of index.html, for file
 * hosts that answer unknown paths with it (a deep link's first visit, before the worker runs).
 */
export function demoServiceWorker(options: { apiDelayMs: number }): Plugin {
  let root = process.cwd();
  let outDir = resolve(root, 'dist-demo');
  return {
    name: 'craftreel:demo-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        mode: 'demo',
        logLevel: 'warn',
        plugins: [refuseNodeModules()],
        define: { 'import.meta.env.DEMO_API_DELAY_MS': JSON.stringify(options.apiDelayMs) },
        resolve: {
          // csv-parse's main build uses Node's global Buffer; its browser build brings its own.
          alias: { 'csv-parse/sync': 'csv-parse/browser/esm/sync' },
        },
        // sqlite-wasm names workers of its own (OPFS) that the demo never starts: kept as files.
        worker: { format: 'es' },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: WORKER_MANIFEST,
          target: 'es2022',
          rollupOptions: {
            input: resolve(root, WORKER_SOURCE),
            // A service worker cannot import() (nor load chunks): one file.
            output: {
              format: 'es',
              entryFileNames: WORKER_FILE,
              inlineDynamicImports: true,
            },
            preserveEntrySignatures: false,
          },
        },
      });
      await copyFile(resolve(outDir, 'index.html'), resolve(outDir, '404.html'));
    },
  };
}
