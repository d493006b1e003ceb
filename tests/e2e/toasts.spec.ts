import type { Page } from '@playwright/test';
import {
  cardLink,
  chooseFromCardMenu,
  expectPath,
  pauseClock,
  toastMessage,
  videoGrid,
} from './support/app.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

/**
 * A toast with Undo belongs to the page that raised it (docs/product.md, "Layout"): on another
 * page it would only cover what that page shows. Each test pauses the page's clock, so the
 * toast cannot have closed by itself: whatever closes it is the page change.
 */

const VIDEO = seededVideo(0);

async function goByMenu(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

test('an Undo toast raised on Liked is gone once the user moves to Settings', async ({
  page,
  api,
}) => {
  const { token } = await api.signUp();
  await api.addToList(token, 'likes', VIDEO.id);
  await signInWithToken(page, token);
  await page.clock.install();
  await page.goto('/liked');
  const grid = videoGrid(page, 'Liked videos');
  await expect(cardLink(grid, VIDEO.title)).toBeVisible();
  await pauseClock(page);

  await chooseFromCardMenu(grid, VIDEO.title, 'Remove from liked');
  const toast = toastMessage(page, 'Removed from liked videos');
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expectPath(page, '/profile');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expectPath(page, '/profile/settings');
  await expect(toast).toHaveCount(0);
});

test('an Undo toast stays while the user is on its page, and goes when they leave by the menu', async ({
  page,
  api,
}) => {
  const { token } = await api.signUp();
  await api.addToList(token, 'watchlater', VIDEO.id);
  await signInWithToken(page, token);
  await page.clock.install();
  await page.goto('/watchlater');
  const grid = videoGrid(page, 'Watch Later');
  await expect(cardLink(grid, VIDEO.title)).toBeVisible();
  await pauseClock(page);

  // Removing from Watch Later: the toast stays while the user is on the page…
  await chooseFromCardMenu(grid, VIDEO.title, 'Remove from watchlater');
  const toast = toastMessage(page, 'Removed from watch later');
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toBeVisible();
  // …and goes with it, whichever way the user leaves (here the bottom of the menu).
  await goByMenu(page, 'History');
  await expectPath(page, '/history');
  await expect(toast).toHaveCount(0);
});
