import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import {
  cardLink,
  cardTitles,
  expectPath,
  expectToast,
  horizontalOverflow,
  videoGrid,
} from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SEEDED_CATEGORIES, SEEDED_VIDEOS, seededVideo } from './support/catalogue.ts';
import { demoSite } from './support/demo-site.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Demo mode (docs/decisions/0011): the static build in dist-demo/, served by a plain file server with no
 * API behind it. The service worker answers /api in the browser, over SQLite in WebAssembly
 * kept in IndexedDB: the data outlives a reload, and Settings → Reset demo data brings back
 * the seed.
 */
test.use({ baseURL: demoSite() });

const VIDEO = seededVideo(0);
const PLAYLIST = 'Jar lamps';
const BANNER_TEXT =
  'Demo: CraftReel runs entirely in your browser. Your data stays in this browser only.';
const EMPTY_LIKED = 'No liked videos yet ??';
const EMPTY_HISTORY = "Haven't watched a video yet ??";

const banner = (page: Page) => page.getByRole('note', { name: 'Demo mode' });
const topBar = (page: Page) => page.getByRole('banner');
const actionButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Video actions' }).getByRole('button', { name, exact: true });

/** Every /api answer must come from the service worker: the file server has no API. */
function expectApiFromTheBrowser(page: Page): string[] {
  const fromNetwork: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && !response.fromServiceWorker()) fromNetwork.push(pathname);
  });
  return fromNetwork;
}

async function signInAsGuest(page: Page) {
  await openLogin(page);
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/login',
  );
  await page.getByRole('button', { name: 'Login as Guest', exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.fromServiceWorker()).toBe(true);
  expect(response.request().postDataJSON()).toEqual(DEMO_CREDENTIALS);
  await expectToast(page, 'Login SuccessFully');
  await expect(topBar(page).getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
}

/** How long a first visit may take to show the catalogue: the demo starting in the browser. */
const DEMO_START_MS = 30_000;

/**
 * The file server has no /login: a tab's first visit starts at / (the worker then answers
 * every path with the app, as a reload of a deep link shows).
 */
async function startAtHome(page: Page) {
  if (new URL(page.url()).protocol === 'about:') await page.goto('/');
}

async function openLogin(page: Page) {
  await startAtHome(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
}

async function expectEmptyState(page: Page, text: string) {
  await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
}

test('says it is a demo, accessibly, in light and dark, and on a phone', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toContainText(BANNER_TEXT);
  await expect(
    banner(page).getByRole('link', { name: 'Settings → Reset demo data', exact: true }),
  ).toHaveAttribute('href', '/profile/settings');
  // The first cards wait for the demo to start in the browser: its worker loads SQLite's
  // WebAssembly, migrates and seeds (with argon2 in WebAssembly for the guest). That measured
  // 11.6 s while the other worker processed photos on a canvas, past the 10 s an expect waits.
  await expect(cardLink(videoGrid(page, 'Videos'), VIDEO.title)).toBeVisible({
    timeout: DEMO_START_MS,
  });
  await expectNoSeriousA11yViolations(page);

  // Dark and the phone in the same tab: a new one would start (and seed) a demo of its own,
  // which took most of this test's minute on a busy machine.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '.demo-banner' });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect(cardLink(videoGrid(page, 'Videos'), VIDEO.title)).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test('signs in, likes, makes a playlist and keeps history across a reload, until a reset', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fromNetwork = expectApiFromTheBrowser(page);
  await signInAsGuest(page);

  // Opening a card records a watch.
  const watched = page.waitForResponse(
    (r) => r.url().endsWith(`/api/user/history/${VIDEO.id}`) && r.request().method() === 'PUT',
  );
  await cardLink(videoGrid(page, 'Videos'), VIDEO.title).click();
  await expect(
    page.getByRole('heading', { level: 1, name: VIDEO.title, exact: true }),
  ).toBeVisible();
  expect((await watched).status()).toBe(200);

  await actionButton(page, 'Like').click();
  await expectToast(page, 'Added in liked videos');
  await expect(actionButton(page, 'Liked')).toHaveAttribute('aria-pressed', 'true');

  await actionButton(page, 'Playlist').click();
  const dialog = page.getByRole('dialog', { name: 'Save to' });
  await dialog.getByRole('textbox', { name: 'Playlist name', exact: true }).fill(PLAYLIST);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expectToast(page, `Added in ${PLAYLIST} playlist`);
  await expect(dialog.getByRole('checkbox', { name: PLAYLIST, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // A reload (of a deep link, which the file server does not have) finds it all again.
  await page.reload();
  await expect(actionButton(page, 'Liked')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/liked');
  await expect(cardTitles(videoGrid(page, 'Liked videos'))).toHaveText([VIDEO.title]);
  await page.goto('/history');
  await expect(cardTitles(videoGrid(page, 'Watched Today'))).toHaveText([VIDEO.title]);
  await page.goto('/playlist');
  await expect(
    page
      .getByRole('navigation', { name: 'Your playlists' })
      .getByRole('link', { name: PLAYLIST, exact: true }),
  ).toBeVisible();

  // Settings → Reset demo data, confirmed: signed out, at home, and the seed is back.
  await page.goto('/profile/settings');
  const section = page.getByRole('region', { name: 'Demo data' });
  await section.getByRole('button', { name: 'Reset demo data', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset demo data?' });
  await expectNoSeriousA11yViolations(page, { include: 'dialog' });
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await expectToast(page, 'Demo data reset: CraftReel is back to its sample data');
  await expectPath(page, '/');
  await expect(topBar(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  await signInAsGuest(page);
  await page.goto('/liked');
  await expectEmptyState(page, EMPTY_LIKED);
  await page.goto('/history');
  await expectEmptyState(page, EMPTY_HISTORY);
  // And a reload still finds the seed, not the data from before the reset.
  await page.reload();
  await expectEmptyState(page, EMPTY_HISTORY);

  expect(fromNetwork).toEqual([]);
});

test('signs up, filters and searches, and lets the guest try Curation', async ({ page }) => {
  // A demo started in the browser, a sign-up and a sign-in with argon2 in WebAssembly, and four
  // pages: past the default minute on a busy two-core machine, so it gets three.
  test.slow();
  const fromNetwork = expectApiFromTheBrowser(page);
  await startAtHome(page);
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Mira');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Okafor');
  await page.getByLabel('Email', { exact: true }).fill(`demo-${Date.now()}@craftreel.test`);
  await page.getByLabel('Password', { exact: true }).fill('paper-cranes-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('paper-cranes-1');
  const signedUp = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/signup',
  );
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  expect((await signedUp).status()).toBe(201);
  await expectToast(page, 'Successfully Signed up');
  await expect(topBar(page).getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  // A member: no Curation in the menu.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Curation' })).toHaveCount(0);

  // The category filter, answered by the API in the browser.
  const category = SEEDED_CATEGORIES[1];
  if (!category) throw new Error('the seed has no second category');
  await page.getByRole('radio', { name: category.label, exact: true }).check();
  await expect(cardTitles(videoGrid(page, 'Videos'))).toHaveCount(
    SEEDED_VIDEOS.filter((video) => video.categoryId === category.id).length,
  );

  // Search within the category, from the top bar, by the same full-text index as on the server.
  const found = SEEDED_VIDEOS.find((video) => video.categoryId === category.id);
  if (!found) throw new Error('the second category has no videos');
  const search = page.getByRole('searchbox', { name: 'Search videos' });
  await search.fill(found.title.toLowerCase());
  await search.press('Enter');
  await expect(cardTitles(videoGrid(page, 'Videos')).first()).toHaveText(found.title);

  // The guest is a curator in the demo (there is no command line in a browser to make one).
  await page.goto('/profile/settings');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(topBar(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await signInAsGuest(page);
  await page.goto('/');
  await menu.getByRole('link', { name: 'Curation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Curation' })).toBeVisible();
  await expect(page.getByText(VIDEO.title, { exact: true }).first()).toBeVisible();
  expect(fromNetwork).toEqual([]);
});

test('shares a playlist on a public profile and follows a creator, all in the browser', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fromNetwork = expectApiFromTheBrowser(page);
  await signInAsGuest(page);

  // A handle and a display name, from Profile's Public profile form.
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'Handle', exact: true }).fill('demo-maker');
  await page.getByRole('textbox', { name: 'Display name', exact: true }).fill('Demo Maker');
  await page.getByRole('button', { name: 'Save public profile', exact: true }).click();
  await expectToast(page, 'Public profile saved');

  // A public playlist (made through the page's own API: the worker's), on that public page.
  const made = await page.evaluate(
    async ({ title, videoId }) => {
      const headers = {
        'content-type': 'application/json',
        authorization: window.localStorage.getItem('token') ?? '',
      };
      const created = await fetch('/api/user/playlists', {
        method: 'POST',
        headers,
        body: JSON.stringify({ playlist: { title } }),
      });
      const { playlists } = (await created.json()) as {
        playlists: { _id: string; title: string }[];
      };
      const id = playlists.find((playlist) => playlist.title === title)?._id ?? '';
      const added = await fetch(`/api/user/playlists/${id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ video: { _id: videoId } }),
      });
      const shared = await fetch(`/api/user/playlists/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ playlist: { visibility: 'public' } }),
      });
      return [created.status, added.status, shared.status];
    },
    { title: 'Demo lamps', videoId: VIDEO.id },
  );
  expect(made).toEqual([201, 201, 200]);
  await page.goto('/u/demo-maker');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Maker' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Demo lamps/ })).toBeVisible();

  // A creator's page, followed; Following then shows the creator's video.
  await page.goto(`/creator/${encodeURIComponent(VIDEO.creator)}`);
  await expect(page.getByRole('heading', { level: 1, name: VIDEO.creator })).toBeVisible();
  await page.getByRole('button', { name: `Follow ${VIDEO.creator}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `Unfollow ${VIDEO.creator}`, exact: true }),
  ).toBeVisible();
  await page.goto('/following');
  await expect(
    cardTitles(videoGrid(page, 'Videos you follow')).filter({ hasText: VIDEO.title }),
  ).toBeVisible();
  expect(fromNetwork).toEqual([]);
});

test('the request tester’s requests are answered by the API in the browser', async ({ page }) => {
  const fromNetwork = expectApiFromTheBrowser(page);
  await startAtHome(page);
  await page.goto('/mockman');
  const form = page.getByRole('form', { name: 'Request' });
  const response = page.getByRole('region', { name: 'Response' });
  await form.getByRole('combobox', { name: 'Method' }).selectOption('GET');
  await form.getByRole('textbox', { name: 'Endpoint' }).fill('/api/categories');
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/categories' && r.request().method() === 'GET',
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.fromServiceWorker()).toBe(true);
  await expect(response).toHaveAttribute('aria-busy', 'false');
  await expect(response.locator('.mockman__badge')).toHaveText('200');
  await expect(response.getByRole('region', { name: /^Data/ })).toContainText('categories');
  expect(fromNetwork).toEqual([]);
});

test.describe('in a browser that refuses service workers', () => {
  test.use({ serviceWorkers: 'block' });

  test('says why the demo cannot run instead of showing a broken app', async ({ context }) => {
    // A page of its own: the fixture's page waits for the app on each goto, and there is none.
    const page = await context.newPage();
    await page.goto('/');
    const message = page.getByRole('alert');
    await expect(
      message.getByRole('heading', { name: 'The CraftReel demo cannot run here', exact: true }),
    ).toBeVisible();
    await expect(message).toContainText('service worker');
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
