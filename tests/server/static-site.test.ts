import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from '#server/node/static-site.ts';
import { precompressDirectory } from '../../scripts/vite-precompress.ts';

// A fake build: what `vite build` leaves in dist/client, precompressed as its plugin does.
const root = mkdtempSync(join(tmpdir(), 'craftreel-static-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const filler = (label: string) =>
  Array.from({ length: 80 }, (_, i) => `/* ${label} line ${i} */`).join('\n');
const INDEX_HTML = `<!doctype html><html><head><title>CraftReel</title><!-- ${filler('head')} --></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const APP_JS = `console.log('app');\n${filler('app')}`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function decode(bytes: Buffer, coding: string | null): string {
  if (coding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (coding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

describe('the built web app', () => {
  const app = new Hono();
  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'assets/index-abc123.js'), APP_JS);
    writeFileSync(join(root, 'favicon.svg'), FAVICON);
    await precompressDirectory(root);
    expect(serveWebApp(app, root)).toBe(true);
  });

  async function get(path: string, headers: Record<string, string> = {}) {
    const res = await app.request(path, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    const coding = res.headers.get('content-encoding');
    return { res, coding, text: decode(bytes, coding), size: bytes.byteLength };
  }

  describe('a hashed file under /assets', () => {
    it.each([
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, null],
    ])('answers Accept-Encoding %j with its %s form, cached for a year', async (accept, coding) => {
      const got = await get('/assets/index-abc123.js', accept ? { 'accept-encoding': accept } : {});
      expect(got.res.status).toBe(200);
      expect(got.coding).toBe(coding);
      expect(got.text).toBe(APP_JS);
      expect(got.res.headers.get('content-type')).toMatch(/javascript/);
      expect(got.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(got.res.headers.get('vary')).toMatch(/accept-encoding/i);
      if (coding) expect(got.size).toBeLessThan(APP_JS.length / 2);
    });

    it('answers a file the build does not have 404, not index.html', async () => {
      const got = await get('/assets/index-old999.js', { 'accept-encoding': 'br' });
      expect(got.res.status).toBe(404);
      expect(got.res.headers.get('cache-control')).toBeNull();
      expect(got.text).not.toContain('<html');
    });
  });

  describe('index.html', () => {
    it.each(['/', '/index.html', '/video/v=abc', '/playlist/123'])(
      'answers %s with index.html, revalidated on every visit, compressed',
      async (path) => {
        const got = await get(path, { 'accept-encoding': 'br, gzip' });
        expect(got.res.status).toBe(200);
        expect(got.coding).toBe('br');
        expect(got.text).toBe(INDEX_HTML);
        expect(got.res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(got.res.headers.get('cache-control')).toBe('no-cache');
        expect(got.res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(got.res.headers.get('etag')).toMatch(/^"[\w-]+-br"$/);
      },
    );

    it('answers 304 with no body to a tag the client holds, 200 to an old one', async () => {
      const first = await get('/some/page');
      const tag = first.res.headers.get('etag') ?? '';
      expect(tag).toMatch(/^"[\w-]+"$/);
      const again = await get('/other/page', { 'if-none-match': tag });
      expect(again.res.status).toBe(304);
      expect(again.size).toBe(0);
      const old = await get('/', { 'if-none-match': '"an-old-build"' });
      expect(old.res.status).toBe(200);
      expect(old.text).toBe(INDEX_HTML);
    });
  });

  it('serves other files as they are, varying on Accept-Encoding', async () => {
    const got = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(got.res.status).toBe(200);
    expect(got.coding).toBeNull(); // under 1 KB: the build wrote no compressed form
    expect(got.text).toBe(FAVICON);
    expect(got.res.headers.get('vary')).toMatch(/accept-encoding/i);
  });
});
