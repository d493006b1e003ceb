import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToListViaApi, createPlaylistViaApi, expectCount } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { urlOf } from './support/base-url.ts';
import {
  type NewPageOptions,
  signInWithToken,
  signUpViaApi,
  useBrowser,
} from './support/browser.ts';

const browser = useBrowser();

const PHONE = { width: 360, height: 740 } as const;

/** Seeded videos (their _id, title and videoLink), used to fill lists. */
const RAIN = { _id: 'walking-in-the-rain', title: 'Walking in the Rain', link: 'kZNC6k5YVsc' };
const SUNSET = {
  _id: 'realistic-acrylic-sunset',
  title: 'Painting a Realistic Sunset in Acrylics',
  link: 'FVt9GEPCIII',
};

/**
 * Every scan runs with reduced motion: colours then change at once when the scheme flips, so
 * axe never measures contrast halfway through a transition or a fade-in.
 */
async function openPage(options: NewPageOptions = {}) {
  return browser.newPage({ reducedMotion: 'reduce', ...options });
}

async function bodyIsDark(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
    ).map(Number);
    return r + g + b < 200;
  });
}

/** Scans the page as it is in light, then again in dark, and leaves it light. */
async function scanLightAndDark(page: Page, what: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => bodyIsDark(page), { timeout: 5_000 }).toBe(scheme === 'dark');
    try {
      await expectNoSeriousA11yViolations(page);
    } catch (error) {
      throw new Error(`${what} (${scheme}): ${error instanceof Error ? error.message : error}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function heading(page: Page, name: string, level = 1) {
  await page.getByRole('heading', { level, name, exact: true }).waitFor();
}

async function addToPlaylistViaApi(token: string, playlistId: string, videoId: string) {
  const response = await fetch(urlOf(`/api/user/playlists/${playlistId}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ video: { _id: videoId } }),
  });
  if (response.status !== 201) {
    throw new Error(`adding to playlist answered ${response.status}: ${await response.text()}`);
  }
}

async function openHome(page: Page) {
  await page.goto('/');
  await expectCount(page.getByRole('list', { name: 'Videos' }).getByRole('listitem'), 12);
}

/** Puts the two sample videos in each of the given lists, through the API. */
async function fillLists(token: string, lists: Array<'likes' | 'watchlater' | 'history'>) {
  for (const list of lists) {
    await addToListViaApi(token, list, RAIN._id);
    await addToListViaApi(token, list, SUNSET._id);
  }
}

// At the default 1280 px the side menu is docked open, so every scan below includes it. Each
// test scans a few pages only, so that a busy machine cannot push one past the test time-out.
describe('accessibility (axe, serious and critical), light and dark: open to everyone', () => {
  it('home and the video page', async () => {
    const { page, expectNoConsoleErrors } = await openPage();
    await openHome(page);
    await scanLightAndDark(page, 'home');

    await page.goto(`/video/${RAIN.link}`);
    await heading(page, RAIN.title);
    await page.getByRole('button', { name: 'Like', exact: true }).waitFor();
    await scanLightAndDark(page, 'video page');
    expectNoConsoleErrors();
  });

  it('login and signup', async () => {
    const { page, expectNoConsoleErrors } = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login as Guest', exact: true }).waitFor();
    await scanLightAndDark(page, 'login');

    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up', exact: true }).waitFor();
    await scanLightAndDark(page, 'signup');
    expectNoConsoleErrors();
  });

  it('the request tester and Page Not Found', async () => {
    const { page, expectNoConsoleErrors } = await openPage();
    await page.goto('/mockman');
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    await scanLightAndDark(page, 'mockman');

    await page.goto('/no/such/page');
    await heading(page, 'Page Not Found');
    await scanLightAndDark(page, 'not found');
    expectNoConsoleErrors();
  });
});

describe('accessibility (axe, serious and critical), light and dark: signed in', () => {
  it('profile and settings', async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await openPage();
    await signInWithToken(page, member.token);

    await page.goto('/profile');
    await page.getByRole('region', { name: 'User', exact: true }).waitFor();
    await scanLightAndDark(page, 'profile');

    await page.goto('/profile/settings');
    await page.getByRole('button', { name: 'Log Out', exact: true }).waitFor();
    await scanLightAndDark(page, 'settings');
    expectNoConsoleErrors();
  });

  it('playlist and liked, empty', async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await openPage();
    await signInWithToken(page, member.token);

    await page.goto('/playlist');
    await page.getByText('Your Playlist is Empty', { exact: true }).waitFor();
    await scanLightAndDark(page, 'playlist (empty)');

    await page.goto('/liked');
    await page.getByText('No liked videos yet ??', { exact: true }).waitFor();
    await scanLightAndDark(page, 'liked (empty)');
    expectNoConsoleErrors();
  });

  it('history and watch later, empty', async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await openPage();
    await signInWithToken(page, member.token);

    await page.goto('/history');
    await page.getByText("Haven't watched a video yet ??", { exact: true }).waitFor();
    await scanLightAndDark(page, 'history (empty)');

    await page.goto('/watchlater');
    await page.getByText('Nothing In Watch Later, Why Why Why ??', { exact: true }).waitFor();
    await scanLightAndDark(page, 'watch later (empty)');
    expectNoConsoleErrors();
  });

  it('playlist with none selected, then with one selected', async () => {
    const member = await signUpViaApi();
    const playlistId = await createPlaylistViaApi(member.token, 'Rainy day crafts');
    await createPlaylistViaApi(member.token, 'Sunsets to try');
    await addToPlaylistViaApi(member.token, playlistId, RAIN._id);
    const { page, expectNoConsoleErrors } = await openPage();
    await signInWithToken(page, member.token);

    await page.goto('/playlist');
    await page.getByText('Click on a playlist to see its videos', { exact: true }).waitFor();
    await scanLightAndDark(page, 'playlist (none selected)');

    await page.goto(`/playlist/${playlistId}`);
    await heading(page, 'Rainy day crafts', 2);
    await expectCount(
      page.getByRole('list', { name: 'Rainy day crafts', exact: true }).getByRole('listitem'),
      1,
    );
    await scanLightAndDark(page, 'playlist (one selected)');
    expectNoConsoleErrors();
  });

  it('liked and history with videos', async () => {
    const member = await signUpViaApi();
    await fillLists(member.token, ['likes', 'history']);
    const { page, expectNoConsoleErrors } = await openPage();
    await signInWithToken(page, member.token);

    for (const [path, name] of [
      ['/liked', 'Liked videos'],
      ['/history', 'History'],
    ] as const) {
      await page.goto(path);
      await expectCount(page.getByRole('list', { name, exact: true }).getByRole('listitem'), 2);
      await scanLightAndDark(page, `${path} (with videos)`);
    }
    expectNoConsoleErrors();
  });

  it("watch later with videos, and a card's open menu", async () => {
    const member = await signUpViaApi();
    await fillLists(member.token, ['watchlater']);
    const { page, expectNoConsoleErrors } = await openPage();
    await signInWithToken(page, member.token);

    await page.goto('/watchlater');
    const grid = page.getByRole('list', { name: 'Watch Later', exact: true });
    await expectCount(grid.getByRole('listitem'), 2);
    await scanLightAndDark(page, 'watch later (with videos)');

    await page.getByRole('button', { name: `More actions for ${RAIN.title}`, exact: true }).click();
    await page.getByRole('button', { name: 'Remove from watchlater', exact: true }).waitFor();
    await scanLightAndDark(page, 'watch later card menu');
    expectNoConsoleErrors();
  });

  it('the video page with Liked and Saved, and the open Save-to modal', async () => {
    const member = await signUpViaApi();
    await fillLists(member.token, ['likes', 'watchlater']);
    await createPlaylistViaApi(member.token, 'Paper projects');
    const { page, expectNoConsoleErrors } = await openPage();
    await signInWithToken(page, member.token);

    await page.goto(`/video/${RAIN.link}`);
    await page.getByRole('button', { name: 'Liked', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
    await scanLightAndDark(page, 'video page (liked and saved)');

    await page.getByRole('button', { name: 'Playlist', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to', exact: true });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'Paper projects' }).waitFor();
    await scanLightAndDark(page, 'Save-to modal');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expectNoConsoleErrors();
  });
});

describe('accessibility on a 360 px phone, light and dark', () => {
  it('home and the open side menu', async () => {
    const { page, expectNoConsoleErrors } = await openPage({ viewport: PHONE });
    await openHome(page);
    await scanLightAndDark(page, 'home at 360 px');

    const menu = page.getByRole('navigation', { name: 'Main menu', exact: true });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.waitFor({ state: 'visible' });
    await scanLightAndDark(page, 'open side menu at 360 px');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expectNoConsoleErrors();
  });

  it('the video page', async () => {
    const { page, expectNoConsoleErrors } = await openPage({ viewport: PHONE });
    await page.goto(`/video/${SUNSET.link}`);
    await heading(page, SUNSET.title);
    await page.getByRole('button', { name: 'Like', exact: true }).waitFor();
    await scanLightAndDark(page, 'video page at 360 px');
    expectNoConsoleErrors();
  });
});
