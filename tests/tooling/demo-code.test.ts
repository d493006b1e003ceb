import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { findDemoCode, measureServiceWorker } from '../../scripts/first-load-size.mjs';

/**
 * scripts/bundle-size.mjs fails the build check when the production build holds demo code
 * (docs/decisions/0011), and prints the demo service worker's size; these check both on fake builds.
 */
let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function fakeBuild(files: Record<string, string | Buffer>): string {
  dist = mkdtempSync(join(tmpdir(), 'craftreel-demo-code-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  return dist;
}

describe('demo code in a build', () => {
  it('finds none in a build without it', () => {
    const build = fakeBuild({
      'index.html': '<div id="root"></div>',
      'assets/index.js': 'console.log("CraftReel");',
    });
    expect(findDemoCode(build)).toEqual([]);
  });

  it('finds the banner, the reset, a worker registration and sw.js', () => {
    const build = fakeBuild({
      'assets/banner.js': '"Demo: CraftReel runs entirely in your browser."',
      'assets/reset.js': 'fetch("/__demo/reset",{method:"POST"})',
      'assets/start.js': 'navigator.serviceWorker.register("/sw.js")',
      'sw.js': 'self.addEventListener("fetch",()=>{})',
    });
    const markers = findDemoCode(build).map((found) => found.marker);
    expect(markers).toEqual(
      expect.arrayContaining([
        'runs entirely in your browser',
        '/__demo/reset',
        'serviceWorker',
        'sw.js',
      ]),
    );
  });
});

describe('the demo service worker’s size', () => {
  it('counts sw.js and its .wasm, not the other assets it names', () => {
    const worker = 'self.addEventListener("fetch",()=>{});'.repeat(50);
    const wasm = Buffer.alloc(4096, 7);
    const build = fakeBuild({
      'sw.js': worker,
      'assets/sqlite3.wasm': wasm,
      'assets/opfs-proxy.js': 'x'.repeat(5000),
      '.vite/sw-manifest.json': JSON.stringify({
        'src/demo/service-worker.ts': {
          file: 'sw.js',
          isEntry: true,
          assets: ['assets/sqlite3.wasm', 'assets/opfs-proxy.js'],
        },
      }),
    });
    const measured = measureServiceWorker(build);
    expect(measured.rows.map((row) => row.file).sort()).toEqual(['assets/sqlite3.wasm', 'sw.js']);
    const gz = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
    expect(measured.gzip).toBe(gz(worker) + gz(wasm));
  });
});
