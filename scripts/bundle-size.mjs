#!/usr/bin/env node
/**
 * Prints the first-load JavaScript of `/` (scripts/first-load-size.mjs), per file, with the
 * largest language's catalogue, and exits with 1 when it is over FIRST_LOAD_LIMIT_KB (in the
 * production build or the demo's), when it holds zod (docs/architecture.md, "The
 * first load"), or when the production build holds any of the demo's code (docs/decisions/0011). Then, when there is a demo build (dist-demo), prints its page's first
 * load and its service worker's size. Run after `vite build` (and `npm run build:demo`):
 *
 *   npx vite build && node scripts/bundle-size.mjs
 */
import { existsSync } from 'node:fs';
import {
  FIRST_LOAD_LIMIT_KB,
  findDemoCode,
  findZod,
  measureFirstLoad,
  measureServiceWorker,
} from './first-load-size.mjs';

const DEMO_DIST = 'dist-demo';

let firstLoad;
try {
  firstLoad = measureFirstLoad('dist/client');
} catch (error) {
  console.error(`bundle-size: ${error.message}`);
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Prints a table of files with their gzipped and raw sizes, and the total. */
function printSizes(title, { rows, gzip, raw }) {
  const named = (row) => (row.note ? `${row.file} (${row.note})` : row.file);
  const width = Math.max(...rows.map((row) => named(row).length), 'total'.length);
  console.log(`${title} (${rows.length} file${rows.length === 1 ? '' : 's'}, gzip -9):`);
  for (const row of rows) {
    console.log(
      `  ${named(row).padEnd(width)}  ${kb(row.gzip).padStart(7)} KB gz  ${kb(row.raw).padStart(7)} KB raw`,
    );
  }
  console.log(
    `  ${'total'.padEnd(width)}  ${kb(gzip).padStart(7)} KB gz  ${kb(raw).padStart(7)} KB raw`,
  );
}

const { gzip, overLimit } = firstLoad;
printSizes('First-load JS of /', firstLoad);
if (overLimit) {
  console.error(
    `bundle-size: the first load of / is ${kb(gzip)} KB gz, over the ${FIRST_LOAD_LIMIT_KB} KB limit`,
  );
  process.exit(1);
}
console.log(`  within the ${FIRST_LOAD_LIMIT_KB} KB gz limit`);

/** Exits with 1 when the first load of `dist` holds zod; says so when it does not. */
function checkNoZod(dist, { rows }) {
  const zod = findZod(
    dist,
    rows.map((row) => row.file),
  );
  if (zod.length > 0) {
    for (const { file, marker } of zod) console.error(`  ${file}: "${marker}"`);
    console.error(
      `bundle-size: the first load of / (${dist}) holds zod (above): first-load code imports ` +
        'schemas with `import type` only (docs/architecture.md, "The first load")',
    );
    process.exit(1);
  }
  console.log('  no zod in the first load');
}
checkNoZod('dist/client', firstLoad);

const demoCode = findDemoCode('dist/client');
if (demoCode.length > 0) {
  for (const { path, marker } of demoCode) console.error(`  ${path}: "${marker}"`);
  console.error('bundle-size: the production build (dist/client) holds demo code (above)');
  process.exit(1);
}
console.log('  no demo code in dist/client');

if (existsSync(`${DEMO_DIST}/.vite/sw-manifest.json`)) {
  try {
    const demoFirstLoad = measureFirstLoad(DEMO_DIST);
    printSizes('\nDemo (dist-demo): first-load JS of /', demoFirstLoad);
    if (demoFirstLoad.overLimit) {
      console.error(
        `bundle-size: the demo's first load of / is ${kb(demoFirstLoad.gzip)} KB gz, over the ${FIRST_LOAD_LIMIT_KB} KB limit`,
      );
      process.exit(1);
    }
    checkNoZod(DEMO_DIST, demoFirstLoad);
    printSizes('Demo service worker (sw.js + sqlite3.wasm)', measureServiceWorker(DEMO_DIST));
  } catch (error) {
    console.error(`bundle-size: ${error.message}`);
    process.exit(1);
  }
}
