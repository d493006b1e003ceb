/**
 * The first-load JavaScript of `/`, gzipped at level 9: the module script of the built
 * index.html and every chunk it imports statically (what the browser must fetch before the app
 * can run), read from Vite's build manifest. Lazy chunks (dynamic imports) are left out.
 * scripts/bundle-size.mjs prints it; scripts/e2e.mjs fails the run when it is over the limit.
 */
import { readFileSync } from 'node:fs';
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

/** Measures the first load of the build in `dist` (e.g. dist/client). */
/** The chunk the entry imports at start (src/client/start-app.tsx): part of the first load. */
const START_CHUNK = 'start-app';

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
    if (manifest[key]?.name === START_CHUNK) visit(key);
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
  rows.sort((a, b) => b.gzip - a.gzip);
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  return { rows, gzip, raw, overLimit: gzip > FIRST_LOAD_LIMIT_KB * 1024 };
}
