import type { Page } from '@playwright/test';
import { seedCategories, seedVideos } from '#server/db/seed-catalogue.ts';
import { creatorSlug } from '#shared/creator-slug.ts';
import { parseXml, wellFormedErrors } from '../support/xml.ts';
import { appReady, cardLink, cardsOf, cardTitles, videoGrid } from './support/app.ts';
import { SEEDED_VIDEO_COUNT } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';

/*
 * Feeds and link previews (docs/product.md, "Feeds", "Link previews"): the home page's head
 * links the Atom feed of the filters it shows, and that feed holds the same videos; the server's
 * pages carry the tags link previews read.
 */

const ATOM = 'http://www.w3.org/2005/Atom';
const homeGrid = (page: Page) => videoGrid(page, 'Videos');
const feedLink = (page: Page) =>
  page.locator('head link[rel="alternate"][type="application/atom+xml"]');

/** The entries' titles of the feed at `path`, read as Atom. */
async function feedTitles(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const doc = parseXml(await response.text());
  expect(wellFormedErrors(doc)).toEqual([]);
  expect(doc.documentElement.namespaceURI).toBe(ATOM);
  return [...doc.getElementsByTagNameNS(ATOM, 'entry')].map(
    (entry) => entry.getElementsByTagNameNS(ATOM, 'title')[0]?.textContent ?? '',
  );
}

test.describe('feeds', () => {
  test("the home page links the feed of the filters it shows, which holds the page's videos", async ({
    page,
  }) => {
    const category = seedCategories[0];
    if (!category) throw new Error('the seed has no category');
    const beginner = seedVideos.filter(
      (video) => video.categoryId === category.id && video.craft.difficulty === 'beginner',
    );
    expect(beginner.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(cardsOf(homeGrid(page))).toHaveCount(SEEDED_VIDEO_COUNT);
    await appReady(page);
    // The link the server drew, taken over by the app: one, not two.
    await expect(feedLink(page)).toHaveCount(1);
    await expect(feedLink(page)).toHaveAttribute('href', '/api/feeds/videos.atom');
    expect(await feedTitles(page, '/api/feeds/videos.atom')).toEqual(
      await cardTitles(homeGrid(page)).allTextContents(),
    );

    await page.getByRole('radio', { name: category.label, exact: true }).check();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption({ label: 'Beginner' });
    await expect(page).toHaveURL(`/?category=${category.id}&difficulty=beginner`);
    const path = `/api/feeds/videos.atom?category=${category.id}&difficulty=beginner`;
    await expect(feedLink(page)).toHaveCount(1);
    await expect(feedLink(page)).toHaveAttribute('href', path);
    await expect(cardsOf(homeGrid(page))).toHaveCount(beginner.length);
    const shown = await cardTitles(homeGrid(page)).allTextContents();
    expect(await feedTitles(page, path)).toEqual(shown);

    // A page with no feed of its own links none.
    const [first = ''] = shown;
    await cardLink(homeGrid(page), first).click();
    await expect(page.getByRole('heading', { level: 1, name: first, exact: true })).toBeVisible();
    await expect(feedLink(page)).toHaveCount(0);
    await page.goBack();
    await expect(feedLink(page)).toHaveAttribute('href', path);
  });

  test("a public playlist's page links its feed, which holds its videos in order", async ({
    page,
    api,
  }) => {
    const { token } = await api.signUp();
    const title = `Feed lamps ${Date.now()}`;
    const playlistId = await api.createPlaylist(token, title);
    const videos = [seedVideos[2], seedVideos[0]].flatMap((video) => (video ? [video] : []));
    for (const video of videos) await api.addToPlaylist(token, playlistId, video.id);
    const shared = await page.request.patch(`/api/user/playlists/${playlistId}`, {
      headers: { authorization: token },
      data: { playlist: { visibility: 'public' } },
    });
    expect(shared.status()).toBe(200);

    // Signed out: the shared view, with the playlist's preview and its feed in the head.
    await page.goto(`/playlist/${playlistId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await appReady(page);
    const path = `/api/feeds/playlists/${playlistId}.atom`;
    await expect(feedLink(page)).toHaveCount(1);
    await expect(feedLink(page)).toHaveAttribute('href', path);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title);
    expect(await feedTitles(page, path)).toEqual(videos.map((video) => video.title));
  });

  test("a creator's page links the creator's feed, which holds their videos", async ({ page }) => {
    const video = seedVideos[0];
    if (!video) throw new Error('the seed has no video');
    const slug = creatorSlug(video.creator);
    const theirs = seedVideos
      .filter((each) => creatorSlug(each.creator) === slug)
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
      .map((each) => each.title);
    await page.goto(`/creator/${encodeURIComponent(video.creator)}`);
    await expect(page).toHaveURL(`/creator/${encodeURIComponent(slug)}`);
    await appReady(page);
    const path = `/api/feeds/creators/${encodeURIComponent(slug)}.atom`;
    await expect(feedLink(page)).toHaveCount(1);
    await expect(feedLink(page)).toHaveAttribute('href', path);
    expect(await feedTitles(page, path)).toEqual(theirs);
  });

  test("the server's pages carry their feed and their link previews' tags", async ({ page }) => {
    const home = await (await page.request.get('/')).text();
    const homeHead = home.slice(0, home.indexOf('</head>'));
    expect(homeHead).toContain(
      '<link rel="alternate" type="application/atom+xml" href="/api/feeds/videos.atom" />',
    );

    const video = seedVideos[0];
    if (!video) throw new Error('the seed has no video');
    const response = await page.request.get(`/video/${video.videoLink}`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const origin = new URL(response.url()).origin;
    expect(head).toContain('<meta property="og:type" content="video.other" />');
    expect(head).toContain(`<meta name="twitter:card" content="summary_large_image" />`);
    expect(head).toMatch(
      new RegExp(`<meta property="og:image" content="${origin}/thumbnails/[^"]+" />`),
    );
    expect(head).toContain(`<link rel="canonical" href="${origin}/video/${video.videoLink}" />`);

    // The image a preview shows is there to fetch.
    const image = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1] ?? '';
    expect((await page.request.get(image)).status()).toBe(200);
  });
});
