/**
 * The first-load JavaScript of `/`, gzipped at level 9: the module script of the built
 * index.html and every chunk it imports statically (what the browser must fetch before the app
 * can run), read from Vite's build manifest. Lazy chunks (dynamic imports) are left out.
 * scripts/bundle-size.mjs prints it; scripts/e2e.mjs fails the run when it is over the limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most gzipped JavaScript `/` may need before it runs (issue "Speed and scale"). */
export const FIRST_LOAD_LIMIT_KB = 110;

function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path} (run \`npx vite build\` first): ${error.message}`);
  }
}

/**
 * The chunks the entry imports at start, part of the first load: the app's
 * (src/client/start-app.tsx), and in the demo build the service worker's start
 * (src/client/features/demo/start-demo.ts), which the app waits for.
 */
const START_CHUNKS = new Set(['start-app', 'start-demo']);

/** Measures the first load of the build in `dist` (e.g. dist/client, dist-demo). */
export function measureFirstLoad(dist) {
  /** @type {Record<string, { file: string, imports?: string[] }>} */
  const manifest = JSON.parse(readText(join(dist, '.vite', 'manifest.json')));
  const html = readText(join(dist, 'index.html'));

  // The entry index.html loads: its module script, as written in the built page, or as its
  // loader imports it once the page has loaded (scripts/vite-first-paint.ts).
  const moduleScript =
    html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1] ??
    html.match(/<script type="module"[^>]*>[^<]*import\("\/([^"]+)"\)/)?.[1];
  if (!moduleScript) throw new Error(`${join(dist, 'index.html')} has no module script`);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].file === moduleScript);
  if (!entryKey) throw new Error(`${moduleScript} is not in the build manifest`);

  /**
   * The entry and every chunk it imports statically, each once, in load order; and the app's
   * start (src/client/start-app.tsx), which the entry imports at once, in a task of its own
   * (src/client/main.tsx), with what it imports statically.
   */
  const files = [];
  const seen = new Set();
  function visit(key) {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  }
  visit(entryKey);
  for (const key of manifest[entryKey].dynamicImports ?? []) {
    if (START_CHUNKS.has(manifest[key]?.name)) visit(key);
  }

  // The page's modulepreload links should name exactly the static imports: count any other.
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  for (const file of preloaded) if (!files.includes(file)) files.push(file);

  const rows = files.map((file) => {
    const source = readFileSync(join(dist, file));
    return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  });
  // The app fetches the active language's core catalogue before its first render
  // (src/client/i18n/activate-locale.ts): the largest one counts, so the limit holds in every
  // language. The areas' catalogues come with their pages' code, after the first load.
  const catalogues = Object.keys(manifest)
    .filter((key) => CATALOGUE_SOURCE.test(key))
    .map((key) => {
      const source = readFileSync(join(dist, manifest[key].file));
      const locale = key.match(CATALOGUE_SOURCE)?.[1];
      return {
        file: manifest[key].file,
        note: `${locale}: the largest core catalogue`,
        raw: source.length,
        gzip: gzipSync(source, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  if (catalogues[0]) rows.push(catalogues[0]);
  rows.sort((a, b) => b.gzip - a.gzip);
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  return { rows, gzip, raw, overLimit: gzip > FIRST_LOAD_LIMIT_KB * 1024 };
}

/** A language's core catalogue in the build manifest (src/client/locales/<locale>/core.po). */
const CATALOGUE_SOURCE = /src\/client\/locales\/([\w-]+)\/core\.po$/;

/** Gzipped and raw sizes of files of `dist`, largest first, with their total. */
function sizes(dist, files) {
  const rows = files.map((file) => {
    const source = readFileSync(join(dist, file));
    return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  return {
    rows,
    gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
    raw: rows.reduce((sum, row) => sum + row.raw, 0),
  };
}

/**
 * The demo's service worker (docs/decisions/0011): sw.js and the sqlite3.wasm it loads, as its build
 * manifest names them (scripts/vite-demo.ts). Fetched once the page has started the worker, so
 * apart from the page's first load, but before its first answer.
 */
export function measureServiceWorker(dist) {
  /** @type {Record<string, { file: string, isEntry?: boolean, assets?: string[] }>} */
  const manifest = JSON.parse(readText(join(dist, '.vite', 'sw-manifest.json')));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${join(dist, '.vite', 'sw-manifest.json')} names no entry`);
  const wasm = (entry.assets ?? []).filter((file) => file.endsWith('.wasm'));
  return sizes(dist, [entry.file, ...wasm]);
}

/**
 * What only the demo build may hold (its banner, its reset, its service worker): found in a
 * production build, demo code has leaked into what `npm start` ships.
 */
export const DEMO_MARKERS = [
  'runs entirely in your browser',
  '/__demo/reset',
  'serviceWorker',
  'craftreel-demo',
];

/** Every file of `dist` (e.g. dist/client) that holds a demo marker, with the marker. */
export function findDemoCode(dist) {
  const found = [];
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(?:js|mjs|html|css)$/.test(entry.name),
  );
  for (const entry of files) {
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    for (const marker of DEMO_MARKERS) if (text.includes(marker)) found.push({ path, marker });
  }
  if (files.some((entry) => entry.name === 'sw.js')) found.push({ path: 'sw.js', marker: 'sw.js' });
  return found;
}

/**
 * What only zod holds: the names its schemas are built under (zod/v4/core), which minifying
 * keeps. The first load of / carries no zod (docs/architecture.md, "The first load"): its code
 * imports schemas with `import type` only, and checks the answers it needs with schemas it
 * imports when it asks for them.
 */
export const ZOD_MARKERS = ['$ZodType', '$ZodObject'];

/** Each of `files` (of `dist`, e.g. the first load's) that holds a zod marker, with the marker. */
export function findZod(dist, files) {
  const found = [];
  for (const file of files) {
    const text = readFileSync(join(dist, file), 'utf8');
    for (const marker of ZOD_MARKERS) if (text.includes(marker)) found.push({ file, marker });
  }
  return found;
}
