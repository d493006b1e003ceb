import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { demoApiDelayMs, refuseNodeModules } from '../../scripts/vite-demo.ts';

/**
 * The demo build (vite.demo.config.ts) fails, instead of warning, when what it bundles needs a
 * Node module: Vite alone would put an empty __vite-browser-external in its place.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function buildEntry(source: string) {
  const dir = mkdtempSync(join(tmpdir(), 'craftreel-demo-build-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'entry.js'), source);
  return build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [refuseNodeModules()],
    build: {
      outDir: join(dir, 'out'),
      write: false,
      rollupOptions: { input: join(dir, 'entry.js') },
    },
  });
}

describe('refuseNodeModules', () => {
  it('fails the build on a node: import, naming it', async () => {
    await expect(
      buildEntry('import { readFileSync } from "node:fs"; console.log(readFileSync);'),
    ).rejects.toThrow(/node:fs/);
  });

  it('fails the build on a bare Node built-in that Vite would stub out', async () => {
    await expect(buildEntry('import path from "path"; console.log(path.sep);')).rejects.toThrow(
      /the demo build imports the Node module "path"/,
    );
  });

  it('lets code that needs no Node through', async () => {
    await expect(buildEntry('console.log(crypto.randomUUID());')).resolves.toBeDefined();
  });
});

describe('DEMO_API_DELAY_MS', () => {
  it('is 400 ms unless set, and a whole number of milliseconds when set', () => {
    expect(demoApiDelayMs({})).toBe(400);
    expect(demoApiDelayMs({ DEMO_API_DELAY_MS: '0' })).toBe(0);
    expect(() => demoApiDelayMs({ DEMO_API_DELAY_MS: 'fast' })).toThrow(/DEMO_API_DELAY_MS/);
    expect(() => demoApiDelayMs({ DEMO_API_DELAY_MS: '-5' })).toThrow(/DEMO_API_DELAY_MS/);
  });
});
