import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress, precompressDirectory } from '../../scripts/vite-precompress.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'craftreel-precompress-'));
  dirs.push(dir);
  return dir;
}

const big = (label: string) =>
  Array.from({ length: 100 }, (_, i) => `${label} number ${i} of the fake build`).join('\n');

function expectForms(file: string) {
  const original = readFileSync(file);
  expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(original);
  expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(original);
}

describe('precompressDirectory', () => {
  it('writes .br and .gz beside each text file over 1 KB, and nothing else', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'assets'));
    const files = {
      'index.html': `<!doctype html><p>${big('html')}</p>`,
      'assets/app-1.js': `export const text = ${JSON.stringify(big('js'))};`,
      'assets/app-1.css': `/* ${big('css')} */`,
      'assets/data.json': JSON.stringify(big('json').split('\n')),
      'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${big('svg')}</desc></svg>`,
      'assets/small.js': 'export const a = 1;',
      'photo.png': big('not text'),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

    const written = await precompressDirectory(dir);

    const compressed = [
      'index.html',
      'assets/app-1.js',
      'assets/app-1.css',
      'assets/data.json',
      'logo.svg',
    ];
    expect(written).toEqual(
      compressed.flatMap((name) => [`${join(dir, name)}.br`, `${join(dir, name)}.gz`]).sort(),
    );
    for (const name of compressed) expectForms(join(dir, name));
    expect(existsSync(join(dir, 'assets/small.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});

describe('the precompress plugin in vite build', () => {
  it('leaves .br and .gz beside the built files', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(join(dir, 'main.js'), `document.body.append(${JSON.stringify(big('main'))});`);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir: 'dist' },
    });
    const assets = await readdir(join(dir, 'dist/assets'));
    const script = assets.find((name) => name.endsWith('.js'));
    expect(script).toBeDefined();
    expect(assets).toEqual(expect.arrayContaining([`${script}.br`, `${script}.gz`]));
    expectForms(join(dir, 'dist/assets', script ?? ''));
  });
});
