import type { Page } from '@playwright/test';
import { openVideo } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { type SeededVideo, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { endVideo, play, standInForYouTube } from './support/youtube.ts';

/**
 * Autoplay (docs/product.md, "Video page", "Autoplay"): when a video ends, a countdown to the
 * next one (Up next's first, or the playlist's next), which Cancel stops and which, left alone,
 * opens the next video's page and starts its player; the setting turns it off. YouTube's player
 * is stood in for (support/youtube.ts), which ends a video on demand.
 */
const COUNTDOWN_MS = 8_000;

const BASKET = seededVideo(0);

function countdown(page: Page) {
  return page.getByRole('region', { name: 'Next video' });
}

function upNext(page: Page) {
  return page.getByRole('region', { name: 'Up next', exact: true });
}

/** The title of the first video Up next shows. */
async function firstUpNext(page: Page): Promise<string> {
  const link = upNext(page).getByRole('listitem').first().getByRole('link');
  await expect(link).toBeVisible();
  return (await link.textContent()) ?? '';
}

function heading(page: Page, video: SeededVideo | string) {
  const name = typeof video === 'string' ? video : video.title;
  return page.getByRole('heading', { level: 1, name, exact: true });
}

test.beforeEach(async ({ page }) => {
  await standInForYouTube(page);
});

/** The signed-in user's token (each test of a member has a new user). */
let token = '';

test.describe('a member', () => {
  test.beforeEach(async ({ page, api }) => {
    ({ token } = await api.signUp());
    await signInWithToken(page, token);
  });

  test("counts down to Up next's first video, and Cancel stops it", async ({ page }) => {
    await openVideo(page, BASKET);
    const next = await firstUpNext(page);
    await play(page, BASKET);
    await expect(countdown(page)).toHaveCount(0);
    await endVideo(page);

    const panel = countdown(page);
    await expect(panel).toContainText(/Up next in [1-8]/);
    await expect(panel).toContainText(next);
    // Said to screen readers once, in a polite live region.
    await expect(page.getByRole('status').filter({ hasText: `Up next: ${next}.` })).toHaveCount(1);
    // The panel alone: a scan of the whole page (the video page, its gallery and all) can take
    // longer than the countdown on a busy machine, which then opens the next video meanwhile.
    // The whole video page is scanned in accessibility.spec.ts.
    await expectNoSeriousA11yViolations(page, { include: '.autoplay-next' });

    // Both buttons are in the tab order.
    const cancel = panel.getByRole('button', { name: 'Cancel' });
    await cancel.focus();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Play now' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(panel).toContainText('Autoplay stopped');
    await expect(cancel).toHaveCount(0);
    await page.waitForTimeout(COUNTDOWN_MS + 1_000);
    await expect(page).toHaveURL(new RegExp(`/video/${BASKET.videoLink}$`));
  });

  test("left alone, opens the next video's page and starts its player", async ({ page }) => {
    await openVideo(page, BASKET);
    const next = await firstUpNext(page);
    await play(page, BASKET);
    await endVideo(page);
    await expect(countdown(page)).toContainText(next);

    await expect(heading(page, next)).toBeVisible({ timeout: COUNTDOWN_MS + 5_000 });
    await expect(page).not.toHaveURL(new RegExp(`/video/${BASKET.videoLink}$`));
    // Its player starts with no press of play.
    await expect(page.getByTitle(`Video player: ${next}`)).toBeVisible();
    await expect(countdown(page)).toHaveCount(0);
  });

  test("in a playlist, plays the playlist's next video, keeping the list, and none after the last", async ({
    page,
    api,
  }) => {
    const first = seededVideo(3);
    const second = seededVideo(7);
    const playlistId = await api.createPlaylist(token, 'Autoplay list');
    await api.addToPlaylist(token, playlistId, first.id);
    await api.addToPlaylist(token, playlistId, second.id);

    await page.goto(`/video/${first.videoLink}?list=${playlistId}`);
    await expect(heading(page, first)).toBeVisible();
    const queue = page.getByRole('complementary', { name: 'Autoplay list' });
    await expect(queue.getByRole('link', { name: `Next: ${second.title}` })).toBeVisible();
    await play(page, first);
    await endVideo(page);
    const panel = countdown(page);
    await expect(panel).toContainText(second.title);
    await panel.getByRole('button', { name: 'Play now' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `/video/${second.videoLink}` && url.search === `?list=${playlistId}`,
    );
    await expect(heading(page, second)).toBeVisible();
    await expect(page.getByTitle(`Video player: ${second.title}`)).toBeVisible();

    // The list's last video: the end is the end.
    await expect(queue.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect.poll(() => page.evaluate(() => window.__fakeYouTube?.players.length)).toBe(2);
    await endVideo(page);
    await page.waitForTimeout(500);
    await expect(countdown(page)).toHaveCount(0);
  });

  test('with autoplay turned off beside Up next, a video ends with no countdown', async ({
    page,
  }) => {
    await openVideo(page, BASKET);
    const toggle = upNext(page).getByRole('switch', { name: 'Autoplay' });
    await expect(toggle).toBeChecked();
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/user/preferences') && res.request().method() === 'PATCH',
    );
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await expect(toggle).not.toBeChecked();

    await play(page, BASKET);
    await endVideo(page);
    await page.waitForTimeout(1_000);
    await expect(countdown(page)).toHaveCount(0);

    // The account keeps it: Settings shows it off.
    await page.goto('/profile/settings');
    await expect(
      page.getByRole('main').getByRole('checkbox', { name: 'Autoplay next video' }),
    ).not.toBeChecked();
  });
});

test("a visitor's autoplay setting is kept in this browser, over the page the server draws", async ({
  page,
}) => {
  await openVideo(page, BASKET);
  await page.getByRole('switch', { name: 'Autoplay' }).click();
  // Drawn by the server (autoplay on: it knows nothing of this browser), then taken over.
  await openVideo(page, BASKET);
  await expect(page.getByRole('switch', { name: 'Autoplay' })).not.toBeChecked();
  const menuBox = page.getByRole('checkbox', { name: 'Autoplay next video' });
  await expect(menuBox).not.toBeChecked();
  await play(page, BASKET);
  await endVideo(page);
  await page.waitForTimeout(1_000);
  await expect(countdown(page)).toHaveCount(0);
});
