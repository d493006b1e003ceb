import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findZod, ZOD_MARKERS } from '../../scripts/first-load-size.mjs';

/**
 * scripts/bundle-size.mjs (run by scripts/e2e.mjs after its build) fails when the first load of
 * / holds zod (docs/architecture.md, "The first load"); these check the finding on fake builds.
 */
let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function fakeBuild(files: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'craftreel-first-load-zod-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  return dist;
}

describe('zod in the first load', () => {
  it('is found in a first-load chunk that holds it, not in a lazy one', () => {
    const build = fakeBuild({
      'assets/start-app.js': 'const a=1;const t=$constructor("$ZodType",(i,d)=>{});',
      'assets/index.js': 'console.log("CraftReel");',
      'assets/schemas.js': 'const o=$constructor("$ZodObject",(i,d)=>{});',
    });
    expect(findZod(build, ['assets/index.js', 'assets/start-app.js'])).toEqual([
      { file: 'assets/start-app.js', marker: '$ZodType' },
    ]);
    expect(findZod(build, ['assets/index.js'])).toEqual([]);
  });

  it('looks for names that zod’s own code holds', () => {
    const require = createRequire(import.meta.url);
    const core = readFileSync(require.resolve('zod/v4/core'), 'utf8');
    const schemas = readFileSync(
      join(dirname(require.resolve('zod/v4/core')), 'schemas.js'),
      'utf8',
    );
    for (const marker of ZOD_MARKERS) expect(`${core}${schemas}`).toContain(`"${marker}"`);
  });
});
