#!/usr/bin/env node
/**
 * The first-load JavaScript of `/`, gzipped at level 9: the module script of
 * dist/client/index.html and every chunk it imports statically (what the browser must fetch
 * before the app can run), read from Vite's build manifest. Lazy chunks (dynamic imports) are
 * left out. Run after `vite build`:
 *
 *   npx vite build && node scripts/bundle-size.mjs
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist/client';
const manifestPath = join(DIST, '.vite', 'manifest.json');

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(
      `bundle-size: cannot read ${path} (run \`npx vite build\` first): ${error.message}`,
    );
    process.exit(1);
  }
}

/** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean, src?: string }>} */
const manifest = readJson(manifestPath);
const html = readFileSync(join(DIST, 'index.html'), 'utf8');

// The entry index.html loads: its module script, as written in the built page.
const moduleScript = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
if (!moduleScript) {
  console.error('bundle-size: dist/client/index.html has no module script');
  process.exit(1);
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].file === moduleScript);
if (!entryKey) {
  console.error(`bundle-size: ${moduleScript} is not in the build manifest`);
  process.exit(1);
}

/** The entry and every chunk it imports statically, each once, in load order. */
const firstLoad = [];
const seen = new Set();
(function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  firstLoad.push(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
})(entryKey);

// The page's modulepreload links should name exactly the static imports: say so if not.
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
  (match) => match[1],
);
const unlisted = preloaded.filter((file) => !firstLoad.includes(file));
if (unlisted.length > 0) firstLoad.push(...unlisted);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = firstLoad.map((file) => {
  const source = readFileSync(join(DIST, file));
  return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const width = Math.max(...rows.map((row) => row.file.length));
console.log(`First-load JS of / (${rows.length} file${rows.length === 1 ? '' : 's'}, gzip -9):`);
for (const row of rows) {
  console.log(
    `  ${row.file.padEnd(width)}  ${kb(row.gzip).padStart(7)} KB gz  ${kb(row.raw).padStart(7)} KB raw`,
  );
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
console.log(
  `  ${'total'.padEnd(width)}  ${kb(total).padStart(7)} KB gz  ${kb(totalRaw).padStart(7)} KB raw`,
);
