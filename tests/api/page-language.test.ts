import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from '#server/node/static-site.ts';
import { APP_HTML_END, APP_HTML_START } from '#shared/rendered-page.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// A fake build, as tests/api/rendered-pages.test.ts makes one, whose index.html says lang="en" as
// the real one does, and whose renderer draws the language it was asked for.
const build = mkdtempSync(join(tmpdir(), 'craftreel-language-'));
afterAll(() => rmSync(build, { recursive: true, force: true }));
const clientRoot = join(build, 'client');
const INDEX_HTML = `<!doctype html>\n<html lang="en">\n  <head><title>CraftReel</title></head>\n  <body><div id="root">${APP_HTML_START}<p>shell</p>${APP_HTML_END}</div></body>\n</html>\n`;
const RENDERER = `
export async function renderPage({ url, locale }) {
  return '<main data-url="' + url + '" data-locale="' + locale + '"></main>';
}`;

beforeAll(() => {
  mkdirSync(join(clientRoot, '.vite'), { recursive: true });
  mkdirSync(join(build, 'server'));
  writeFileSync(join(clientRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(clientRoot, '.vite/manifest.json'), '{}');
  writeFileSync(join(build, 'server/render-page.js'), RENDERER);
});

describe.each(DIALECTS)('pages in the visitor’s language (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    serveWebApp(api.app, clientRoot);
  });
  afterAll(() => api.close());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await api.app.request(path, { headers });
    return { res, html: await res.text() };
  };
  const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];
  const videoPath = `/video/${seedVideo(0).id}`;

  it.each([
    ['/', '/'],
    ['a video page', videoPath],
    ['the shell', '/login'],
  ])('draws %s in Hindi for Accept-Language: hi-IN', async (_label, path) => {
    const { res, html } = await page(path, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.status).toBe(200);
    expect(htmlTag(html)).toBe('<html lang="hi">');
    if (path !== '/login') expect(html).toContain('data-locale="hi"');
  });

  it('draws Arabic right to left', async () => {
    for (const path of ['/', videoPath, '/history']) {
      const { html } = await page(path, { 'accept-language': 'ar' });
      expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    }
  });

  it('takes the lang cookie over Accept-Language', async () => {
    const { html } = await page('/', {
      'accept-language': 'hi-IN',
      cookie: 'theme=dark; lang=fr',
    });
    expect(htmlTag(html)).toBe('<html lang="fr">');
    expect(html).toContain('data-locale="fr"');
  });

  it('passes over a lang cookie that is not one of ours', async () => {
    const { html } = await page('/', { 'accept-language': 'es-MX', cookie: 'lang=xx' });
    expect(htmlTag(html)).toBe('<html lang="es">');
  });

  it('draws English, as built, for a language we do not have or none asked', async () => {
    const shell = await page('/login', { 'accept-language': 'pt-BR' });
    expect(shell.html).toBe(INDEX_HTML);
    const asked: Record<string, string>[] = [{}, { 'accept-language': 'pt-BR,pt;q=0.9' }];
    for (const headers of asked) {
      const { html } = await page('/', headers);
      expect(htmlTag(html)).toBe('<html lang="en">');
      expect(html).toContain('data-locale="en"');
    }
  });

  it('keeps a rendered page per language, and says pages vary by language', async () => {
    const hindi = await page('/', { 'accept-language': 'hi' });
    const english = await page('/', { 'accept-language': 'en' });
    const hindiAgain = await page('/', { cookie: 'lang=hi' });
    expect(hindi.html).toContain('data-locale="hi"');
    expect(english.html).toContain('data-locale="en"');
    expect(hindiAgain.html).toBe(hindi.html);
    expect(hindi.res.headers.get('etag')).not.toBe(english.res.headers.get('etag'));
    for (const { res } of [hindi, english, await page('/login')]) {
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    }
  });

  it('answers 304 only to the tag of the page in the same language', async () => {
    const hindi = await page(videoPath, { 'accept-language': 'hi' });
    const etag = hindi.res.headers.get('etag') ?? '';
    const same = await api.app.request(videoPath, {
      headers: { 'accept-language': 'hi', 'if-none-match': etag },
    });
    expect(same.status).toBe(304);
    const other = await api.app.request(videoPath, {
      headers: { 'accept-language': 'ar', 'if-none-match': etag },
    });
    expect(other.status).toBe(200);
  });
});
