import { parseXml, wellFormedErrors } from '../support/xml.ts';
import { cardsOf, cardTitles, videoGrid } from './support/app.ts';
import { SEEDED_VIDEO_COUNT } from './support/catalogue.ts';
import { demoSite } from './support/demo-site.ts';
import { expect, test } from './support/fixtures.ts';

/*
 * The demo (docs/decisions/0011) serves the catalogue's Atom feed (docs/product.md, "Feeds")
 * from its service worker, as the server does: the feeds are part of the portable API.
 */
test.use({ baseURL: demoSite() });

const ATOM = 'http://www.w3.org/2005/Atom';

test("the demo's home page links the feed, which the service worker answers", async ({ page }) => {
  await page.goto('/');
  const grid = videoGrid(page, 'Videos');
  await expect(cardsOf(grid)).toHaveCount(SEEDED_VIDEO_COUNT);
  const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(link).toHaveAttribute('href', '/api/feeds/videos.atom');

  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/feeds/videos.atom',
  );
  const text = await page.evaluate(async () => (await fetch('/api/feeds/videos.atom')).text());
  const response = await answer;
  expect(response.fromServiceWorker()).toBe(true);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const doc = parseXml(text);
  expect(wellFormedErrors(doc)).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(doc.getElementsByTagNameNS(ATOM, 'id')[0]?.textContent).toBe(
    `${origin}/api/feeds/videos.atom`,
  );
  const titles = [...doc.getElementsByTagNameNS(ATOM, 'entry')].map(
    (entry) => entry.getElementsByTagNameNS(ATOM, 'title')[0]?.textContent ?? '',
  );
  expect(titles).toEqual(await cardTitles(grid).allTextContents());
});
