import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '#server/db/factories.ts';
import { memoryRateLimits } from '#server/http/rate-limits.ts';
import { serveWebApp } from '#server/node/static-site.ts';
import { creatorSlug } from '#shared/creator-slug.ts';
import { APP_HTML_END, APP_HTML_START, PAGE_DATA_ID } from '#shared/rendered-page.ts';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { seedCategory, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// A fake build: index.html with the shell between its markers, the manifest, and a page
// renderer (dist/server/render-page.js) that draws what it was given and counts its calls.
const build = mkdtempSync(join(tmpdir(), 'craftreel-rendered-'));
afterAll(() => rmSync(build, { recursive: true, force: true }));
const clientRoot = join(build, 'client');
const SITE_DESCRIPTION = 'CraftReel: watch and collect craft ideas.';
const INDEX_HTML = `<!doctype html><html><head><meta\n      name="description"\n      content="${SITE_DESCRIPTION}"\n    /><title>CraftReel</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root">${APP_HTML_START}<p>shell</p>${APP_HTML_END}</div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
  'src/client/app/routes/video.tsx': {
    file: 'assets/video-def.js',
    css: ['assets/video-def.css'],
    imports: ['index.html', '_shared-ghi.js'],
  },
  '_shared-ghi.js': {
    file: 'assets/shared-ghi.js',
    css: ['assets/shared-ghi.css'],
    imports: ['index.html'],
  },
};
const RENDERER = `
globalThis.renderedPages ??= [];
export async function renderPage({ url, answers }) {
  if (url.includes('explode')) throw new Error('render failed');
  globalThis.renderedPages.push(url);
  return '<main data-url="' + url + '">' + Object.keys(answers).join(' ') + '</main>';
}`;

function renderCalls(): string[] {
  return (globalThis as { renderedPages?: string[] }).renderedPages ?? [];
}

/** The page data script's JSON, parsed. */
function pageData(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no page data in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

beforeAll(() => {
  mkdirSync(join(clientRoot, '.vite'), { recursive: true });
  mkdirSync(join(build, 'server'));
  writeFileSync(join(clientRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(clientRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(clientRoot, 'assets'));
  writeFileSync(join(clientRoot, 'assets/video-def.css'), '.video { color: red }');
  writeFileSync(join(clientRoot, 'assets/shared-ghi.css'), '.shared { margin: 0 }');
  writeFileSync(join(build, 'server/render-page.js'), RENDERER);
});

describe.each(DIALECTS)('pages rendered with their data (%s)', (dialect) => {
  let api: TestApi;
  const errors: string[] = [];
  beforeAll(async () => {
    api = await createTestApi(dialect);
    expect(serveWebApp(api.app, clientRoot, { onRenderError: (_, url) => errors.push(url) })).toBe(
      true,
    );
  });
  afterAll(() => api.close());

  async function page(path: string) {
    const res = await api.app.request(path);
    return { res, html: await res.text() };
  }

  it('renders / with the first catalogue page and the categories, as the API answers them', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Pages carry the same security headers as the API (tests/api/security-headers.test.ts).
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html).toContain(
      '<div id="root" data-rendered-for="/"><main data-url="/">/videos /categories</main></div>',
    );
    expect(html).not.toContain('<p>shell</p>');
    expect(html).toContain('<title>CraftReel | Home</title>');
    const data = pageData(html);
    expect(data['/videos']).toEqual(await (await api.call('GET', '/api/videos')).json());
    expect(data['/categories']).toEqual(await (await api.call('GET', '/api/categories')).json());
  });

  it('renders a page once while its answers hold, again when the catalogue changes', async () => {
    await page('/');
    const before = renderCalls().length;
    const again = await page('/');
    expect(renderCalls()).toHaveLength(before);
    const etag = again.res.headers.get('etag');
    const revalidated = await api.app.request('/', { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);

    const video = makeTestVideo(seedCategory(0).id, { publishedAt: new Date().toISOString() });
    await api.database.db.insertInto('videos').values(video).execute();
    const changed = await page('/');
    expect(renderCalls()).toHaveLength(before + 1);
    const { videos } = pageData(changed.html)['/videos'] as { videos: { _id: string }[] };
    expect(videos[0]?._id).toBe(video.id);
    expect(changed.res.headers.get('etag')).not.toBe(etag);
  });

  it("renders a video's page with its answer, its title, and its chunk's styles inlined", async () => {
    const video = seedVideo(1);
    const { html } = await page(`/video/${video.id}`);
    expect(html).toContain(`data-rendered-for="/video/${video.id}"`);
    expect(html).toContain(`<title>CraftReel | ${video.title.replaceAll("'", '&#39;')}</title>`);
    expect(pageData(html)).toEqual({
      [`/video/${video.id}`]: await (await api.call('GET', `/api/video/${video.id}`)).json(),
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style data-href="/assets/video-def.css">.video { color: red }</style>',
    );
    expect(head).toContain(
      '<style data-href="/assets/shared-ghi.css">.shared { margin: 0 }</style>',
    );
    expect(head).not.toContain('index-abc.css');
  });

  it('keeps text from the data from closing the data script', async () => {
    const video = makeTestVideo(seedCategory(1).id, {
      title: '</script><script>alert(1)</script>',
    });
    await api.database.db.insertInto('videos').values(video).execute();
    const { html } = await page(`/video/${video.id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>CraftReel | &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    const data = pageData(html) as Record<string, { video: { title: string } }>;
    expect(data[`/video/${video.id}`]?.video.title).toBe(video.title);
  });

  /** The page's head, up to </head>. */
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
  /** The content of a meta tag, as written (escaped). */
  function metaOf(html: string, key: 'name' | 'property', name: string): string[] {
    const pattern = new RegExp(`<meta ${key}="${name}" content="([^"]*)" />`, 'g');
    return [...headOf(html).matchAll(pattern)].map((match) => match[1] ?? '');
  }

  it("gives a video's page the tags of a link preview: title, description, image, canonical", async () => {
    const video = seedVideo(2);
    const { html } = await page(`/video/${video.id}`);
    const image = `http://localhost/thumbnails/${encodeURIComponent(video.id)}`;
    const canonical = `http://localhost/video/${video.videoLink}`;
    const title = video.title.replaceAll("'", '&#39;');
    expect(headOf(html).match(/<title>/g)).toHaveLength(1);
    expect(metaOf(html, 'name', 'description')).toEqual([expect.any(String)]);
    expect(metaOf(html, 'name', 'description')[0]).not.toBe(SITE_DESCRIPTION);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(metaOf(html, 'property', 'og:site_name')).toEqual(['CraftReel']);
    expect(metaOf(html, 'property', 'og:type')).toEqual(['video.other']);
    expect(metaOf(html, 'property', 'og:title')).toEqual([title]);
    expect(metaOf(html, 'property', 'og:url')).toEqual([canonical]);
    expect(metaOf(html, 'property', 'og:image')).toEqual([image]);
    expect(metaOf(html, 'property', 'og:description')).toEqual(metaOf(html, 'name', 'description'));
    expect(metaOf(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaOf(html, 'name', 'twitter:title')).toEqual([title]);
    expect(metaOf(html, 'name', 'twitter:image')).toEqual([image]);
    expect(metaOf(html, 'name', 'robots')).toEqual([]);
  });

  it('escapes the text of head tags, and cuts a long description at a word', async () => {
    const video = makeTestVideo(seedCategory(1).id, {
      title: `Say "hi" <b>&</b> 'bye'`,
      description: `A "quoted" <i>tag</i> & more. ${'word '.repeat(60)}`,
    });
    await api.database.db.insertInto('videos').values(video).execute();
    const { html } = await page(`/video/${video.id}`);
    const escaped = 'Say &quot;hi&quot; &lt;b&gt;&amp;&lt;/b&gt; &#39;bye&#39;';
    expect(headOf(html)).toContain(`<title>CraftReel | ${escaped}</title>`);
    expect(metaOf(html, 'property', 'og:title')).toEqual([escaped]);
    expect(metaOf(html, 'name', 'twitter:title')).toEqual([escaped]);
    const [description = ''] = metaOf(html, 'name', 'description');
    expect(description).toMatch(/^A &quot;quoted&quot; &lt;i&gt;tag&lt;\/i&gt; &amp; more\. word/);
    expect(description).toMatch(/ word…$/);
    expect(description.replaceAll(/&\w+;/g, '_').length).toBeLessThanOrEqual(200);
  });

  it("shows an edit of a video in its page's head", async () => {
    const video = makeTestVideo(seedCategory(1).id, { title: 'Before the edit' });
    await api.database.db.insertInto('videos').values(video).execute();
    expect(metaOf((await page(`/video/${video.id}`)).html, 'property', 'og:title')).toEqual([
      'Before the edit',
    ]);
    await api.database.db
      .updateTable('videos')
      .set({ title: 'After the edit' })
      .where('id', '=', video.id)
      .execute();
    expect(metaOf((await page(`/video/${video.id}`)).html, 'property', 'og:title')).toEqual([
      'After the edit',
    ]);
  });

  it('links the catalogue feed from the home page, and describes it as the site', async () => {
    const { html } = await page('/');
    expect(headOf(html)).toContain(
      '<link rel="alternate" type="application/atom+xml" href="/api/feeds/videos.atom" />',
    );
    expect(headOf(html)).toContain('<link rel="canonical" href="http://localhost/" />');
    expect(metaOf(html, 'name', 'description')).toEqual([SITE_DESCRIPTION]);
    expect(metaOf(html, 'property', 'og:type')).toEqual(['website']);
    expect(metaOf(html, 'name', 'twitter:card')).toEqual(['summary']);
    expect(metaOf(html, 'property', 'og:image')).toEqual([]);
  });

  it("links a filtered home page's own feed, on the shell", async () => {
    const { html } = await page('/?difficulty=beginner&category=paintings&time=never');
    expect(html).toContain(`<div id="root">${APP_HTML_START}<p>shell</p>`);
    expect(headOf(html)).toContain(
      '<link rel="alternate" type="application/atom+xml" href="/api/feeds/videos.atom?category=paintings&amp;difficulty=beginner" />',
    );
    expect(headOf(html)).toContain(
      '<link rel="canonical" href="http://localhost/?category=paintings&amp;difficulty=beginner" />',
    );
  });

  it("gives a video's shared moment (?t=) the shell, with the video's preview", async () => {
    const video = seedVideo(4);
    const calls = renderCalls().length;
    const { html } = await page(`/video/${video.videoLink}?t=85&end=120`);
    expect(html).toContain(`<div id="root">${APP_HTML_START}<p>shell</p>`);
    expect(html).not.toContain(PAGE_DATA_ID);
    expect(renderCalls()).toHaveLength(calls);
    expect(metaOf(html, 'property', 'og:type')).toEqual(['video.other']);
    expect(metaOf(html, 'property', 'og:url')).toEqual([
      `http://localhost/video/${video.videoLink}`,
    ]);
  });

  describe('a playlist', () => {
    /** A playlist of a new user's with these videos and this visibility: its id. */
    async function playlistOf(title: string, videoIds: string[], visibility: string) {
      const { token } = await api.signUp({ firstName: 'Ada', lastName: 'Weaver' });
      const res = await api.call('POST', '/api/user/playlists', {
        token,
        body: { playlist: { title, description: 'Lamps "made" of <jars>' } },
      });
      const { playlists } = PlaylistsResponseSchema.parse(await res.json());
      const id = playlists[0]?._id ?? '';
      for (const _id of videoIds) {
        await api.call('POST', `/api/user/playlists/${id}`, { token, body: { video: { _id } } });
      }
      await api.call('PATCH', `/api/user/playlists/${id}`, {
        token,
        body: { playlist: { visibility } },
      });
      const rename = (newTitle: string) =>
        api.call('PATCH', `/api/user/playlists/${id}`, {
          token,
          body: { playlist: { title: newTitle } },
        });
      return { id, rename };
    }

    it('is the shell with its preview and its feed when public', async () => {
      const first = seedVideo(5);
      const { id, rename } = await playlistOf(`Jar "lamps" & more`, [first.id], 'public');
      const calls = renderCalls().length;
      const { html } = await page(`/playlist/${id}`);
      expect(html).toContain(`<div id="root">${APP_HTML_START}<p>shell</p>`);
      expect(html).not.toContain(PAGE_DATA_ID);
      expect(renderCalls()).toHaveLength(calls);
      expect(metaOf(html, 'property', 'og:title')).toEqual(['Jar &quot;lamps&quot; &amp; more']);
      expect(metaOf(html, 'name', 'description')).toEqual([
        'Lamps &quot;made&quot; of &lt;jars&gt;',
      ]);
      expect(metaOf(html, 'property', 'og:image')).toEqual([
        `http://localhost/thumbnails/${encodeURIComponent(first.id)}`,
      ]);
      expect(metaOf(html, 'property', 'og:url')).toEqual([`http://localhost/playlist/${id}`]);
      expect(metaOf(html, 'name', 'robots')).toEqual([]);
      expect(headOf(html)).toContain(
        `<link rel="alternate" type="application/atom+xml" href="/api/feeds/playlists/${id}.atom" />`,
      );

      // The owner's edit shows at the next request.
      await rename('Renamed lamps');
      const renamed = await page(`/playlist/${id}`);
      expect(metaOf(renamed.html, 'property', 'og:title')).toEqual(['Renamed lamps']);
    });

    it('asks not to be indexed when unlisted', async () => {
      const { id } = await playlistOf('Unlisted lamps', [seedVideo(6).id], 'unlisted');
      const { html } = await page(`/playlist/${id}`);
      expect(metaOf(html, 'property', 'og:title')).toEqual(['Unlisted lamps']);
      expect(metaOf(html, 'name', 'robots')).toEqual(['noindex']);
    });

    it('is the plain shell when private, exactly as when missing', async () => {
      const { id } = await playlistOf('Secret lamps', [seedVideo(7).id], 'private');
      const hidden = await page(`/playlist/${id}`);
      expect(hidden.html).toContain('<title>CraftReel</title>');
      expect(hidden.html).not.toContain('Secret lamps');
      expect(hidden.html).not.toContain('og:');
      expect(hidden.html).not.toContain('application/atom+xml');
      const missing = await page('/playlist/no-such-playlist');
      expect(hidden.html).toBe(missing.html);
      expect(hidden.res.headers.get('etag')).toBe(missing.res.headers.get('etag'));
    });
  });

  describe('a public profile', () => {
    it('is the shell with its preview: the name, the handle, the public playlists', async () => {
      const { token } = await api.signUp({ firstName: 'Ada', lastName: 'Weaver' });
      const handle = `ada-${Date.now().toString(36)}`;
      const set = await api.call('PUT', '/api/user/profile', {
        token,
        body: { handle, displayName: 'Ada <the> "Weaver"' },
      });
      expect(set.status).toBe(200);
      const made = await api.call('POST', '/api/user/playlists', {
        token,
        body: { playlist: { title: 'Public lamps' } },
      });
      const id = PlaylistsResponseSchema.parse(await made.json()).playlists[0]?._id ?? '';
      await api.call('POST', `/api/user/playlists/${id}`, {
        token,
        body: { video: { _id: seedVideo(8).id } },
      });
      await api.call('PATCH', `/api/user/playlists/${id}`, {
        token,
        body: { playlist: { visibility: 'public' } },
      });

      const { html } = await page(`/u/${handle.toUpperCase()}`);
      expect(html).toContain(`<div id="root">${APP_HTML_START}<p>shell</p>`);
      expect(metaOf(html, 'property', 'og:type')).toEqual(['profile']);
      expect(metaOf(html, 'property', 'og:title')).toEqual([
        `Ada &lt;the&gt; &quot;Weaver&quot; (@${handle})`,
      ]);
      expect(metaOf(html, 'name', 'description')).toEqual([
        '1 public playlist on CraftReel: Public lamps',
      ]);
      expect(metaOf(html, 'property', 'og:image')).toEqual([
        `http://localhost/thumbnails/${encodeURIComponent(seedVideo(8).id)}`,
      ]);
      expect(metaOf(html, 'property', 'og:url')).toEqual([`http://localhost/u/${handle}`]);
    });

    it('is the plain shell for a handle no one holds', async () => {
      const { html } = await page('/u/no-one-holds-this');
      expect(html).toContain('<title>CraftReel</title>');
      expect(html).not.toContain('og:');
    });
  });

  it("gives a creator's page, by slug or by name, the creator's preview and feed", async () => {
    const video = seedVideo(0);
    const slug = creatorSlug(video.creator);
    for (const path of [`/creator/${slug}`, `/creator/${encodeURIComponent(video.creator)}`]) {
      const { html } = await page(path);
      expect(html).toContain(`<div id="root">${APP_HTML_START}<p>shell</p>`);
      expect(metaOf(html, 'property', 'og:title')).toEqual([
        video.creator.replaceAll('&', '&amp;').replaceAll("'", '&#39;'),
      ]);
      expect(metaOf(html, 'property', 'og:url')).toEqual([`http://localhost/creator/${slug}`]);
      expect(headOf(html)).toContain(
        `<link rel="alternate" type="application/atom+xml" href="/api/feeds/creators/${slug}.atom" />`,
      );
    }
    const unknown = await page('/creator/no-such-creator');
    expect(unknown.html).toContain('<title>CraftReel</title>');
    expect(unknown.html).not.toContain('og:');
  });

  it("makes a page's links on its request's origin, each origin's page kept apart", async () => {
    const video = seedVideo(3);
    const other = await api.app.request(`http://other.example:8080/video/${video.id}`);
    expect(metaOf(await other.text(), 'property', 'og:url')).toEqual([
      `http://other.example:8080/video/${video.videoLink}`,
    ]);
    const { html } = await page(`/video/${video.id}`);
    expect(metaOf(html, 'property', 'og:url')).toEqual([
      `http://localhost/video/${video.videoLink}`,
    ]);
  });

  it.each([
    ['an unknown video', '/video/no-such-video'],
    ['a page rendered in the browser only', '/login'],
  ])('sends the shell for %s', async (_, path) => {
    const calls = renderCalls().length;
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(html).toContain(`<div id="root">${APP_HTML_START}<p>shell</p>`);
    expect(html).not.toContain(PAGE_DATA_ID);
    expect(renderCalls()).toHaveLength(calls);
    expect(html).toContain('<title>CraftReel</title>');
    expect(html).not.toContain('og:title');
  });

  it.each([
    ['a filtered home page', '/?category=paintings'],
    ['a searched home page', '/?search=paper'],
  ])('sends the shell for %s, with the head of the home page', async (_, path) => {
    const calls = renderCalls().length;
    const { html } = await page(path);
    expect(html).toContain(`<div id="root">${APP_HTML_START}<p>shell</p>`);
    expect(html).not.toContain(PAGE_DATA_ID);
    expect(renderCalls()).toHaveLength(calls);
    expect(html).toContain('<title>CraftReel | Home</title>');
  });

  it('sends the shell when rendering fails, and says so', async () => {
    const category = seedCategory(2).id;
    const video = makeTestVideo(category, { videoLink: 'explode' });
    await api.database.db.insertInto('videos').values(video).execute();
    const { html } = await page('/video/explode');
    expect(html).toContain('<p>shell</p>');
    expect(errors.at(-1)).toMatch(/\/video\/explode$/);
  });
});

describe('pages rendered while the API is rate-limited', () => {
  let api: TestApi;
  beforeAll(async () => {
    // One API call a minute from any address: a page's own reads must not count.
    const one = { points: 1, seconds: 60 };
    api = await createTestApi('sqlite', {
      rateLimits: memoryRateLimits({
        loginPerEmail: one,
        loginPerAddress: one,
        signupPerAddress: one,
        apiPerAddress: one,
      }),
    });
    serveWebApp(api.app, clientRoot);
  });
  afterAll(() => api.close());

  it('still render with their data: the app reading itself is not a client', async () => {
    for (const path of ['/', `/video/${seedVideo(1).id}`, '/']) {
      const html = await (await api.app.request(path)).text();
      expect(Object.keys(pageData(html)).length).toBeGreaterThan(0);
    }
    expect((await api.call('GET', '/api/categories')).status).toBe(200);
    expect((await api.call('GET', '/api/categories')).status).toBe(429);
  });
});
