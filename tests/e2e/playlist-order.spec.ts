import type { Locator, Page } from '@playwright/test';
import { cardLink, cardsOf, cardTitles, expectPath, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { type SeededVideo, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

/**
 * Playlists you can reorder (docs/product.md, "Playlists"): a playlist keeps the order its owner gives it, by drag
 * and drop or from the keyboard, plays in that order, and its card shows its first video.
 */

const TITLE = 'Rainy day crafts';
const [A, B, C, D] = [0, 1, 2, 3].map(seededVideo) as [
  SeededVideo,
  SeededVideo,
  SeededVideo,
  SeededVideo,
];
const titles = (...videos: SeededVideo[]) => videos.map((video) => video.title);

/** A signed-in user's new playlist holding `videos` in that order; answers its id and token. */
async function playlistOf(
  page: Page,
  api: import('./support/api.ts').Api,
  videos: SeededVideo[],
): Promise<{ id: string; token: string }> {
  const member = await api.signUp();
  await signInWithToken(page, member.token);
  const id = await api.createPlaylist(member.token, TITLE);
  for (const video of videos) await api.addToPlaylist(member.token, id, video.id);
  return { id, token: member.token };
}

/** Does `action` and waits for the server to have taken the move it makes. */
async function moving(page: Page, action: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.status() === 200,
  );
  await action();
  await answered;
}

/** A card of the open playlist (its list item), by its video's title. */
const entryOf = (grid: Locator, video: SeededVideo) =>
  cardsOf(grid).filter({ has: cardLink(grid.page(), video.title) });

/** The open playlist's live region, as it reads out a move. */
const announcer = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Moved|Could not move) / });

const menuButton = (grid: Locator, video: SeededVideo) =>
  grid.getByRole('button', { name: `More actions for ${video.title}`, exact: true });

test.describe('a playlist’s order', () => {
  test('reorders by drag and by keyboard, and the order survives a reload', async ({
    page,
    api,
  }) => {
    const { id } = await playlistOf(page, api, [A, B, C, D]);
    await page.goto(`/playlist/${id}`);
    const main = page.getByRole('main');
    const grid = videoGrid(page, TITLE);
    await expect(cardTitles(grid)).toHaveText(titles(A, B, C, D));

    // Drag D by its grip and drop it on the left half of A: D goes first.
    await moving(page, () =>
      entryOf(grid, D)
        .getByTitle('Drag to reorder')
        .dragTo(entryOf(grid, A), { targetPosition: { x: 12, y: 40 } }),
    );
    await expect(cardTitles(grid)).toHaveText(titles(D, A, B, C));
    await expect(announcer(page)).toHaveText(`Moved ${D.title} to position 1 of 4`);
    // The playlist's card now shows D's artwork.
    const card = main.getByRole('listitem').filter({ has: cardLink(page, TITLE) });
    await expect(card.locator('img.media-image__img')).toHaveAttribute(
      'src',
      `/thumbnails/${encodeURIComponent(D.id)}`,
    );

    // Drag C onto the right half of D: C goes second.
    await moving(page, () =>
      entryOf(grid, C)
        .getByTitle('Drag to reorder')
        .dragTo(entryOf(grid, D), { targetPosition: { x: 200, y: 40 } }),
    );
    await expect(cardTitles(grid)).toHaveText(titles(D, C, A, B));

    // The keyboard: B's menu, Move up (Remove from playlist comes first, then the moves).
    await menuButton(grid, B).focus();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('button', { name: 'Remove from playlist' })).toBeFocused();
    await expect(grid.getByRole('button', { name: 'Move down', exact: true })).toBeDisabled();
    await expect(grid.getByRole('button', { name: 'Move to bottom' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Tab');
    await expect(grid.getByRole('button', { name: 'Move up', exact: true })).toBeFocused();
    await moving(page, () => page.keyboard.press('Enter'));
    await expect(cardTitles(grid)).toHaveText(titles(D, C, B, A));
    await expect(announcer(page)).toHaveText(`Moved ${B.title} to position 3 of 4`);
    // Focus stays on the moved card's menu button, so the next move is one key away.
    await expect(menuButton(grid, B)).toBeFocused();

    // Move to top, then D (now second) to the bottom.
    await page.keyboard.press('Enter');
    await moving(page, () => grid.getByRole('button', { name: 'Move to top' }).press('Enter'));
    await expect(cardTitles(grid)).toHaveText(titles(B, D, C, A));
    await expect(menuButton(grid, B)).toBeFocused();
    await menuButton(grid, D).click();
    await moving(page, () => grid.getByRole('button', { name: 'Move to bottom' }).click());
    await expect(cardTitles(grid)).toHaveText(titles(B, C, A, D));
    await expect(menuButton(grid, D)).toBeFocused();

    // Every move was the server's: a reload shows the same order.
    await page.reload();
    await expect(cardTitles(videoGrid(page, TITLE))).toHaveText(titles(B, C, A, D));
    await expectNoSeriousA11yViolations(page);
  });

  test('a failed move puts the order back and says so', async ({ page, api, consoleErrors }) => {
    const { id } = await playlistOf(page, api, [A, B]);
    await page.goto(`/playlist/${id}`);
    const grid = videoGrid(page, TITLE);
    await expect(cardTitles(grid)).toHaveText(titles(A, B));
    consoleErrors.allow(/status of 503/);
    await page.route('**/api/user/playlists/*/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { errors: ['Try again later'] } })
        : route.continue(),
    );
    await menuButton(grid, B).click();
    await grid.getByRole('button', { name: 'Move to top' }).click();
    await expect(announcer(page)).toHaveText(`Could not move ${B.title}. The order is as it was.`);
    await expect(cardTitles(grid)).toHaveText(titles(A, B));
  });

  test('plays a playlist in its order: Play all, then Next and Previous', async ({
    page,
    api,
    consoleErrors,
  }) => {
    // Each video opened is recorded in the history; one seen again is the server's 409.
    consoleErrors.allow(/status of 409/);
    const { id, token } = await playlistOf(page, api, [A, B, C]);
    // Its order, not the order of adding: C first.
    await api.movePlaylistVideo(token, id, C.id, 0);
    await page.goto(`/playlist/${id}`);
    await page.getByRole('link', { name: 'Play all', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/video/${C.videoLink}` && url.searchParams.get('list') === id,
    );
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(C.title);

    const queue = page.getByRole('complementary', { name: TITLE });
    const items = queue.getByRole('list', { name: `Videos of ${TITLE}` }).getByRole('link');
    await expect(items).toContainText(titles(C, A, B));
    await expect(queue.locator('[aria-current="page"]')).toContainText(C.title);
    await expect(queue.getByText('Video 1 of 3')).toBeAttached();
    await expect(queue.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await queue.getByRole('link', { name: `Next: ${A.title}` }).click();
    await expect(heading).toHaveText(A.title);
    await expect(queue.locator('[aria-current="page"]')).toContainText(A.title);
    await queue.getByRole('link', { name: `Next: ${B.title}` }).click();
    await expect(heading).toHaveText(B.title);
    await expect(queue.getByRole('button', { name: 'Next' })).toBeDisabled();
    await queue.getByRole('link', { name: `Previous: ${A.title}` }).click();
    await expect(heading).toHaveText(A.title);

    // A video of the list plays in the same playlist; a reload keeps it.
    await items.filter({ hasText: C.title }).click();
    await expect(heading).toHaveText(C.title);
    await expect(page).toHaveURL((url) => url.searchParams.get('list') === id);
    await page.reload();
    await expect(heading).toHaveText(C.title);
    await expect(queue.locator('[aria-current="page"]')).toContainText(C.title);
    await expect(queue.getByRole('link', { name: `Next: ${A.title}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Back to the playlist from its title.
    await queue.getByRole('link', { name: TITLE, exact: true }).click();
    await expectPath(page, `/playlist/${id}`);
  });

  test('a playlist’s card shows its first video’s artwork and its count', async ({ page, api }) => {
    const { id, token } = await playlistOf(page, api, [A, B]);
    await api.movePlaylistVideo(token, id, B.id, 0);
    await page.goto('/playlist');
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: cardLink(page, TITLE) });
    await expect(card.locator('img.media-image__img')).toHaveAttribute(
      'src',
      `/thumbnails/${encodeURIComponent(B.id)}`,
    );
    await expect(card.getByText('+2', { exact: true })).toBeVisible();
    await expect(card.getByText('2 videos', { exact: true })).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });
});
