import type { Page } from '@playwright/test';
import { cardsOf, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SEEDED_VIDEO_COUNT, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

const PHONE = { width: 360, height: 740 } as const;

/** Two seeded videos, used to fill lists. */
const FIRST = seededVideo(0);
const SECOND = seededVideo(1);

/**
 * Every scan runs with reduced motion: colours then change at once when the scheme flips, so
 * axe never measures contrast halfway through a transition or a fade-in (and the scan waits for
 * any animation still running).
 */
test.use({ reducedMotion: 'reduce' });

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
    await expect.poll(() => bodyIsDark(page)).toBe(scheme === 'dark');
    try {
      await expectNoSeriousA11yViolations(page);
    } catch (error) {
      throw new Error(`${what} (${scheme}): ${error instanceof Error ? error.message : error}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function expectHeading(page: Page, name: string, level = 1) {
  await expect(page.getByRole('heading', { level, name, exact: true })).toBeVisible();
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(cardsOf(videoGrid(page, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);
}

// At the default 1280 px the side menu is docked open, so every scan below includes it. Each
// test scans a few pages only, so that a busy machine cannot push one past the test time-out.
test.describe('accessibility (axe, serious and critical), light and dark: open to everyone', () => {
  test('home and the video page', async ({ page }) => {
    await openHome(page);
    await scanLightAndDark(page, 'home');

    await page.goto(`/video/${FIRST.videoLink}`);
    await expectHeading(page, FIRST.title);
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
    await scanLightAndDark(page, 'video page');
  });

  test('login and signup', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login as Guest', exact: true })).toBeVisible();
    await scanLightAndDark(page, 'login');

    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    await scanLightAndDark(page, 'signup');
  });

  test('the request tester and Page Not Found', async ({ page }) => {
    await page.goto('/mockman');
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
    await scanLightAndDark(page, 'mockman');

    await page.goto('/no/such/page');
    await expectHeading(page, 'Page Not Found');
    await scanLightAndDark(page, 'not found');
  });
});

test.describe('accessibility (axe, serious and critical), light and dark: signed in', () => {
  test('profile and settings', async ({ page, api }) => {
    const member = await api.signUp();
    await signInWithToken(page, member.token);

    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'User', exact: true })).toBeVisible();
    await scanLightAndDark(page, 'profile');

    await page.goto('/profile/settings');
    await expect(page.getByRole('button', { name: 'Log Out', exact: true })).toBeVisible();
    await scanLightAndDark(page, 'settings');
  });

  test('playlist and liked, empty', async ({ page, api }) => {
    const member = await api.signUp();
    await signInWithToken(page, member.token);

    await page.goto('/playlist');
    await expect(page.getByText('Your Playlist is Empty', { exact: true })).toBeVisible();
    await scanLightAndDark(page, 'playlist (empty)');

    await page.goto('/liked');
    await expect(page.getByText('No liked videos yet ??', { exact: true })).toBeVisible();
    await scanLightAndDark(page, 'liked (empty)');
  });

  test('history and watch later, empty', async ({ page, api }) => {
    const member = await api.signUp();
    await signInWithToken(page, member.token);

    await page.goto('/history');
    await expect(page.getByText("Haven't watched a video yet ??", { exact: true })).toBeVisible();
    await scanLightAndDark(page, 'history (empty)');

    await page.goto('/watchlater');
    await expect(
      page.getByText('Nothing In Watch Later, Why Why Why ??', { exact: true }),
    ).toBeVisible();
    await scanLightAndDark(page, 'watch later (empty)');
  });

  test('playlist with none selected, then with one selected', async ({ page, api }) => {
    const member = await api.signUp();
    const playlistId = await api.createPlaylist(member.token, 'Rainy day crafts');
    await api.createPlaylist(member.token, 'Sunsets to try');
    await api.addToPlaylist(member.token, playlistId, FIRST.id);
    await signInWithToken(page, member.token);

    await page.goto('/playlist');
    await expect(
      page.getByText('Click on a playlist to see its videos', { exact: true }),
    ).toBeVisible();
    await scanLightAndDark(page, 'playlist (none selected)');

    await page.goto(`/playlist/${playlistId}`);
    await expectHeading(page, 'Rainy day crafts', 2);
    await expect(cardsOf(videoGrid(page, 'Rainy day crafts'))).toHaveCount(1);
    await scanLightAndDark(page, 'playlist (one selected)');
  });

  test('liked and history with videos', async ({ page, api }) => {
    const member = await api.signUp();
    for (const list of ['likes', 'history'] as const) {
      await api.addToList(member.token, list, FIRST.id);
      await api.addToList(member.token, list, SECOND.id);
    }
    await signInWithToken(page, member.token);

    for (const [path, name] of [
      ['/liked', 'Liked videos'],
      ['/history', 'Watched Today'],
    ] as const) {
      await page.goto(path);
      await expect(cardsOf(videoGrid(page, name))).toHaveCount(2);
      await scanLightAndDark(page, `${path} (with videos)`);
    }
  });

  test("watch later with videos, and a card's open menu", async ({ page, api }) => {
    const member = await api.signUp();
    await api.addToList(member.token, 'watchlater', FIRST.id);
    await api.addToList(member.token, 'watchlater', SECOND.id);
    await signInWithToken(page, member.token);

    await page.goto('/watchlater');
    await expect(cardsOf(videoGrid(page, 'Watch Later'))).toHaveCount(2);
    await scanLightAndDark(page, 'watch later (with videos)');

    await page
      .getByRole('button', { name: `More actions for ${FIRST.title}`, exact: true })
      .click();
    await expect(
      page.getByRole('button', { name: 'Remove from watchlater', exact: true }),
    ).toBeVisible();
    await scanLightAndDark(page, 'watch later card menu');
  });

  test('the video page with Liked and Saved, and the open Save-to modal', async ({ page, api }) => {
    const member = await api.signUp();
    for (const list of ['likes', 'watchlater'] as const) {
      await api.addToList(member.token, list, FIRST.id);
      await api.addToList(member.token, list, SECOND.id);
    }
    await api.createPlaylist(member.token, 'Paper projects');
    await signInWithToken(page, member.token);

    await page.goto(`/video/${FIRST.videoLink}`);
    await expect(page.getByRole('button', { name: 'Liked', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    await scanLightAndDark(page, 'video page (liked and saved)');

    await page.getByRole('button', { name: 'Playlist', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to', exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Paper projects' })).toBeVisible();
    await scanLightAndDark(page, 'Save-to modal');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('accessibility on a 360 px phone, light and dark', () => {
  test.use({ viewport: PHONE });

  test('home and the open side menu', async ({ page }) => {
    await openHome(page);
    await scanLightAndDark(page, 'home at 360 px');

    const menu = page.getByRole('navigation', { name: 'Main menu', exact: true });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(menu).toBeVisible();
    await scanLightAndDark(page, 'open side menu at 360 px');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the video page', async ({ page }) => {
    await page.goto(`/video/${SECOND.videoLink}`);
    await expectHeading(page, SECOND.title);
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
    await scanLightAndDark(page, 'video page at 360 px');
  });
});
