import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_LOAD_LIMIT_KB, measureFirstLoad } from '../../scripts/first-load-size.mjs';

/**
 * scripts/e2e.mjs fails `npm test` when the real build's first load of / is over the limit
 * (scripts/bundle-size.mjs); these check the measuring itself on a fake build.
 */
let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** Random bytes: they do not compress, so they gzip to a little over `bytes`. */
function incompressible(bytes: number): Buffer {
  return randomBytes(bytes);
}

function fakeBuild(files: Record<string, string | Buffer>, manifest: object, html: string): string {
  dist = mkdtempSync(join(tmpdir(), 'craftreel-first-load-'));
  const all = { ...files, 'index.html': html, '.vite/manifest.json': JSON.stringify(manifest) };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
  return dist;
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

describe('the first-load size of /', () => {
  const entry = 'console.log("entry");'.repeat(20);
  const vendor = 'export const vendor = 1;'.repeat(30);
  const lazy = incompressible(200 * 1024);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/lazy.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/lazy.tsx': { file: 'assets/lazy.js', isDynamicEntry: true, imports: ['_vendor.js'] },
  };
  const html = '<script type="module" crossorigin src="/assets/index.js"></script>';

  it("counts the largest language's core catalogue, fetched before the first render", () => {
    const small = incompressible(1024);
    const large = incompressible(3 * 1024);
    const files = {
      'assets/index.js': entry,
      'assets/vendor.js': vendor,
      'assets/lazy.js': lazy,
      'assets/core-en.js': small,
      'assets/core-ar.js': large,
      // An area's catalogue comes with its page, after the first load, however large.
      'assets/curation-ar.js': incompressible(6 * 1024),
    };
    const withCatalogues = {
      ...manifest,
      'src/client/locales/en/core.po': { file: 'assets/core-en.js', isDynamicEntry: true },
      'src/client/locales/ar/core.po': { file: 'assets/core-ar.js', isDynamicEntry: true },
      'src/client/locales/ar/curation.po': { file: 'assets/curation-ar.js', isDynamicEntry: true },
    };
    const result = measureFirstLoad(fakeBuild(files, withCatalogues, html));
    expect(result.rows.map((row) => row.file).sort()).toEqual([
      'assets/core-ar.js',
      'assets/index.js',
      'assets/vendor.js',
    ]);
    expect(result.rows.find((row) => row.file === 'assets/core-ar.js')?.note).toMatch(/^ar:/);
    expect(result.gzip).toBe(gz(entry) + gz(vendor) + gz(large));
  });

  it('finds the entry when the page imports it once loaded (scripts/vite-first-paint.ts)', () => {
    const files = { 'assets/index.js': entry, 'assets/vendor.js': vendor, 'assets/lazy.js': lazy };
    const loader =
      '<script type="module">const start=()=>import("/assets/index.js");' +
      'document.readyState==="complete"?start():addEventListener("load",start,{once:true})</script>';
    const result = measureFirstLoad(fakeBuild(files, manifest, loader));
    expect(result.rows.map((row) => row.file).sort()).toEqual([
      'assets/index.js',
      'assets/vendor.js',
    ]);
  });

  it("counts the app's start, which the entry imports at once, with its static imports", () => {
    const files = {
      'assets/index.js': entry,
      'assets/vendor.js': vendor,
      'assets/start-app.js': 'export const start = 1;'.repeat(40),
      'assets/schemas.js': 'export const schema = 2;'.repeat(40),
      'assets/lazy.js': lazy,
    };
    const withStart = {
      ...manifest,
      'index.html': {
        ...manifest['index.html'],
        dynamicImports: ['_start-app.js', 'src/lazy.tsx'],
      },
      '_start-app.js': { file: 'assets/start-app.js', name: 'start-app', imports: ['_schemas.js'] },
      '_schemas.js': { file: 'assets/schemas.js' },
    };
    const result = measureFirstLoad(fakeBuild(files, withStart, html));
    expect(result.rows.map((row) => row.file).sort()).toEqual([
      'assets/index.js',
      'assets/schemas.js',
      'assets/start-app.js',
      'assets/vendor.js',
    ]);
  });

  it('counts the entry and its static imports, not the lazy chunks', () => {
    const files = { 'assets/index.js': entry, 'assets/vendor.js': vendor, 'assets/lazy.js': lazy };
    const firstLoad = measureFirstLoad(fakeBuild(files, manifest, html));
    expect(firstLoad.rows.map((row) => row.file).sort()).toEqual([
      'assets/index.js',
      'assets/vendor.js',
    ]);
    expect(firstLoad.gzip).toBe(gz(entry) + gz(vendor));
    expect(firstLoad.raw).toBe(entry.length + vendor.length);
    expect(firstLoad.overLimit).toBe(false);
  });

  it('counts a modulepreloaded chunk the manifest does not list', () => {
    const files = { 'assets/index.js': entry, 'assets/vendor.js': vendor, 'assets/lazy.js': lazy };
    const preloading = `${html}<link rel="modulepreload" crossorigin href="/assets/lazy.js">`;
    const firstLoad = measureFirstLoad(fakeBuild(files, manifest, preloading));
    expect(firstLoad.rows.map((row) => row.file)).toContain('assets/lazy.js');
  });

  it(`is over the limit past ${FIRST_LOAD_LIMIT_KB} KB gzipped, and within it below`, () => {
    const heavy = incompressible((FIRST_LOAD_LIMIT_KB + 5) * 1024);
    const over = measureFirstLoad(
      fakeBuild({ 'assets/index.js': heavy, 'assets/vendor.js': '' }, manifest, html),
    );
    expect(over.gzip).toBeGreaterThan(FIRST_LOAD_LIMIT_KB * 1024);
    expect(over.overLimit).toBe(true);
    rmSync(dist, { recursive: true, force: true });

    const under = measureFirstLoad(
      fakeBuild({ 'assets/index.js': entry, 'assets/vendor.js': '' }, manifest, html),
    );
    expect(under.overLimit).toBe(false);
  });

  it('says to build first when there is no build', () => {
    dist = mkdtempSync(join(tmpdir(), 'craftreel-first-load-'));
    expect(() => measureFirstLoad(dist)).toThrow(/run `npx vite build` first/);
  });
});
