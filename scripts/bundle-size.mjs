#!/usr/bin/env node
/**
 * Prints the first-load JavaScript of `/` (scripts/first-load-size.mjs), per file, and exits
 * with 1 when it is over FIRST_LOAD_LIMIT_KB. Run after `vite build`:
 *
 *   npx vite build && node scripts/bundle-size.mjs
 */
import { FIRST_LOAD_LIMIT_KB, measureFirstLoad } from './first-load-size.mjs';

let firstLoad;
try {
  firstLoad = measureFirstLoad('dist/client');
} catch (error) {
  console.error(`bundle-size: ${error.message}`);
  process.exit(1);
}

const { rows, gzip, raw, overLimit } = firstLoad;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
console.log(`First-load JS of / (${rows.length} file${rows.length === 1 ? '' : 's'}, gzip -9):`);
for (const row of rows) {
  console.log(
    `  ${row.file.padEnd(width)}  ${kb(row.gzip).padStart(7)} KB gz  ${kb(row.raw).padStart(7)} KB raw`,
  );
}
console.log(
  `  ${'total'.padEnd(width)}  ${kb(gzip).padStart(7)} KB gz  ${kb(raw).padStart(7)} KB raw`,
);
if (overLimit) {
  console.error(
    `bundle-size: the first load of / is ${kb(gzip)} KB gz, over the ${FIRST_LOAD_LIMIT_KB} KB limit`,
  );
  process.exit(1);
}
console.log(`  within the ${FIRST_LOAD_LIMIT_KB} KB gz limit`);
