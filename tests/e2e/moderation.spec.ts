import type { APIRequestContext, Page } from '@playwright/test';
import { cardLink, expectToast, openVideo, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { signInAsCurator } from './support/curator.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { postPubliclyWithPhoto } from './support/made.ts';
import { ownServer } from './support/own-server.ts';
import { standInForYouTube } from './support/youtube.ts';

/**
 * Moderation of "Made it" posts (docs/product.md, "Made it posts"): a maker posts publicly,
 * another user reports the post from the video's gallery, and a curator finds it in Curation →
 * Moderation and hides it: it leaves the gallery and the count on the video's card at once for
 * everyone; Restore brings it back.
 */
// Posts, reports and hides change what a gallery shows: on a server of the spec's own.
test.use({ baseURL: ownServer() });

const VIDEO = seededVideo(2);
const CAPTION = 'A crane for the window';

/** The posts of a video's gallery, as a signed-out visitor's API call gets them. */
async function galleryIds(request: APIRequestContext, videoId: string): Promise<string[]> {
  const response = await request.get(`/api/videos/${encodeURIComponent(videoId)}/made`);
  expect(response.status()).toBe(200);
  const { posts } = (await response.json()) as { posts: { _id: string }[] };
  return posts.map((post) => post._id);
}

/**
 * The video's card on the home page, found by searching for its title, once the page has its
 * makers' counts (asked after the first screen, src/client/app/providers.tsx).
 */
async function homeCard(page: Page) {
  const counted = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/made/counts'),
  );
  await page.goto(`/?search=${encodeURIComponent(VIDEO.title.toLowerCase())}`);
  expect((await counted).status()).toBe(200);
  const card = videoGrid(page, 'Videos')
    .getByRole('article')
    .filter({ has: cardLink(page, VIDEO.title) });
  await expect(card).toBeVisible();
  return card;
}

/** The button that opens the maker's post in the video page's gallery. */
const openerOf = (page: Page) =>
  page.getByRole('button', { name: 'Open what Erin Tester made', exact: true });

test('a curator hides a reported post, which leaves the gallery at once, and restores it', async ({
  page,
  api,
  request,
  baseURL,
  newPage,
}) => {
  // Three users in two browsers, an upload, a report, both tabs' scans, a hide and a restore:
  // over 40 s on a busy two-core machine, near the default minute, so it gets three.
  test.slow();
  await signInAsCurator(page, api, baseURL);
  const maker = await api.signUp();
  const reporter = await api.signUp();
  const video = (await api.videos()).find((each) => each.videoLink === VIDEO.videoLink);
  if (!video) throw new Error(`no video ${VIDEO.videoLink}`);

  // The maker posts publicly, through the API: a photo first, then the post that takes it.
  const { post } = await postPubliclyWithPhoto(
    request,
    maker.token,
    { width: 800, background: { r: 40, g: 120, b: 200 } },
    { videoId: video._id, caption: CAPTION, minutes: 45, felt: 'harder' },
  );

  // Another user reports it from the gallery's lightbox.
  const reporting = await newPage();
  await signInWithToken(reporting, reporter.token, baseURL);
  await standInForYouTube(reporting);
  await openVideo(reporting, VIDEO);
  await openerOf(reporting).click();
  const lightbox = reporting.getByRole('dialog', { name: /^Made by / });
  await lightbox.getByRole('button', { name: 'Report' }).click();
  const reportDialog = reporting.getByRole('dialog', { name: 'Report this post' });
  await reportDialog.getByRole('radio', { name: 'Spam' }).check();
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reportDialog.getByText('Thanks, a curator will look at it.')).toBeVisible();

  // A signed-out visitor, in a browser of their own, sees the video's card count its maker and
  // the post in the gallery.
  const visitor = await newPage();
  await expect((await homeCard(visitor)).getByText('1 made it', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await standInForYouTube(visitor);
  await openVideo(visitor, VIDEO);
  await expect(openerOf(visitor)).toBeVisible();
  expect(await galleryIds(visitor.request, video._id)).toContain(post._id);

  // The curator finds it in Curation → Moderation and hides it.
  await page.goto('/curation');
  await page
    .getByRole('navigation', { name: 'Curation sections' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  await expect(page).toHaveURL(/\/curation\/moderation$/);
  await expect(page.getByRole('tab', { name: 'Reported' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('listitem').filter({ hasText: CAPTION });
  await expect(card.getByRole('heading', { name: 'Post by Erin Tester' })).toBeVisible();
  await expect(card).toContainText('1 report: 1 spam');
  await expect(card.getByRole('link', { name: VIDEO.title })).toHaveAttribute(
    'href',
    `/video/${VIDEO.videoLink}`,
  );
  await expect(card.getByRole('img', { name: 'What Erin Tester made' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Hide' }).click();
  await expectToast(page, 'Hid the post by Erin Tester');
  await expect(card).toHaveCount(0);
  expect(await galleryIds(visitor.request, video._id)).not.toContain(post._id);
  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { level: 1, name: VIDEO.title, exact: true }),
  ).toBeVisible();
  await expect(openerOf(visitor)).toHaveCount(0);
  await expect((await homeCard(visitor)).getByText(/made it/)).toHaveCount(0);

  // Hidden: the post is there, with Restore, which brings it back to the gallery.
  await page.getByRole('tab', { name: 'Hidden' }).click();
  await expect(page).toHaveURL(/\/curation\/moderation\?state=hidden$/);
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Restored the post by Erin Tester');
  await expect(card).toHaveCount(0);
  expect(await galleryIds(visitor.request, video._id)).toContain(post._id);
  await expect((await homeCard(visitor)).getByText('1 made it', { exact: true })).toBeVisible();
  await openVideo(visitor, VIDEO);
  await expect(openerOf(visitor)).toBeVisible();
});
