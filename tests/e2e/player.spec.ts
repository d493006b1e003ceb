import type { Page, Request } from '@playwright/test';
import { appReady } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The player loads when asked (docs/product.md, "Video page"): artwork and a play button until
 * a click, YouTube's player only after it, and a designed message with a link to YouTube when
 * the player cannot load. YouTube's host is routed here: the fixtures abort every external
 * request unless a test answers it first.
 */
const VIDEO = seededVideo(0);
const YOUTUBE_ID = VIDEO.videoLink.replace(/^v=/, '');
const PLAYER_HOST = 'https://www.youtube-nocookie.com';
const PLAYER_PAGE = '<!doctype html><title>Player</title><p>A tiny player</p>';

const playButton = (page: Page) =>
  page.getByRole('button', { name: `Play ${VIDEO.title}`, exact: true });

/** Every request the page makes to the player's host, as it happens. */
function recordPlayerRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PLAYER_HOST)) requests.push(request);
  });
  return requests;
}

async function openVideo(page: Page) {
  await page.goto(`/video/${VIDEO.videoLink}`);
  await expect(
    page.getByRole('heading', { level: 1, name: VIDEO.title, exact: true }),
  ).toBeVisible();
  await appReady(page);
}

test.describe('player', () => {
  test('loads YouTube only after the play button is pressed, then plays', async ({ page }) => {
    await page.route(`${PLAYER_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: PLAYER_PAGE }),
    );
    const requests = recordPlayerRequests(page);
    await openVideo(page);

    await expect(playButton(page)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // Pointing at the button warms the connection; that is no request for the player.
    await playButton(page).hover();
    await expect(page.locator(`link[rel="preconnect"][href="${PLAYER_HOST}"]`)).toHaveCount(1);
    expect(requests.map((request) => request.url())).toEqual([]);

    await playButton(page).click();
    const frame = page.locator('iframe');
    // A visitor's player: YouTube's IFrame API (which reads the position) is not loaded.
    const origin = new URL(page.url()).origin;
    await expect(frame).toHaveAttribute(
      'src',
      `${PLAYER_HOST}/embed/${YOUTUBE_ID}?autoplay=1&enablejsapi=1&origin=${encodeURIComponent(origin)}`,
    );
    await expect(frame).toHaveAttribute('title', `Video player: ${VIDEO.title}`);
    await expect(page.frameLocator('iframe').getByText('A tiny player')).toBeVisible();
    await expect(playButton(page)).toHaveCount(0);
    expect(requests.length).toBeGreaterThan(0);
  });

  test('shows a message with a link to YouTube when YouTube cannot be reached', async ({
    page,
  }) => {
    await page.route(`${PLAYER_HOST}/**`, (route) => route.abort('connectionrefused'));
    await openVideo(page);

    await playButton(page).click();
    const notice = page.getByRole('alert').filter({ hasText: 'The player can’t load right now' });
    await expect(notice).toBeVisible();
    const link = notice.getByRole('link', { name: /Watch on YouTube/ });
    await expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('says so at once when the browser is offline', async ({ page, context, consoleErrors }) => {
    const requests = recordPlayerRequests(page);
    await openVideo(page);
    // Thumbnails still loading when the network goes away fail, as they would for anyone, and
    // their cards draw artwork instead (videos.spec.ts): Chromium logs each failed load.
    consoleErrors.allow(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(true);
    const notice = page.getByRole('alert').filter({ hasText: 'The player can’t load right now' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('You’re offline');
    await expect(notice.getByRole('link', { name: /Watch on YouTube/ })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    await context.setOffline(false);
    await expect(playButton(page)).toBeVisible();
    expect(requests).toEqual([]);
  });
});
