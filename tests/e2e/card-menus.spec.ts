import type { Locator, Page } from '@playwright/test';
import { cardLink, videoGrid } from './support/app.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

/**
 * A card's "⋮" menu fits the page it is on (docs/product.md, "Save from any card"): it removes
 * the video from the list shown, and saves it anywhere else, never to that same list; and its
 * actions keep to one line each, on a phone and on a desktop.
 */

const VIDEO = seededVideo(0);
const PLAYLIST = 'Menu makes';

/** Opens the card's menu and answers the names of its actions, in order. */
async function menuActions(grid: Locator, title: string): Promise<string[]> {
  const trigger = grid.getByRole('button', { name: `More actions for ${title}`, exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return grid.locator('.card-menu__popup').getByRole('button').allTextContents();
}

/** A button holding one line of text is no taller than a line plus its own padding and border. */
async function lineCount(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    const chrome =
      Number.parseFloat(style.paddingTop) +
      Number.parseFloat(style.paddingBottom) +
      Number.parseFloat(style.borderTopWidth) +
      Number.parseFloat(style.borderBottomWidth);
    const lineHeight = Number.parseFloat(style.lineHeight);
    return Math.round((element.getBoundingClientRect().height - chrome) / lineHeight);
  });
}

async function setUp(page: Page, api: import('./support/api.ts').Api) {
  const member = await api.signUp();
  for (const list of ['likes', 'watchlater', 'history'] as const) {
    await api.addToList(member.token, list, VIDEO.id);
  }
  const playlistId = await api.createPlaylist(member.token, PLAYLIST);
  await api.addToPlaylist(member.token, playlistId, VIDEO.id);
  await signInWithToken(page, member.token);
  return { playlistId };
}

test('each page’s card menu lists what fits there, and nothing that repeats the page', async ({
  page,
  api,
}) => {
  const { playlistId } = await setUp(page, api);

  await page.goto('/watchlater');
  const later = videoGrid(page, 'Watch Later');
  await expect(cardLink(later, VIDEO.title)).toBeVisible();
  expect(await menuActions(later, VIDEO.title)).toEqual([
    'Remove from watchlater',
    'Like',
    'Save to playlist',
  ]);

  await page.goto('/liked');
  const liked = videoGrid(page, 'Liked videos');
  await expect(cardLink(liked, VIDEO.title)).toBeVisible();
  expect(await menuActions(liked, VIDEO.title)).toEqual([
    'Remove from liked',
    'Save to watch later',
    'Save to playlist',
  ]);

  await page.goto('/history');
  const history = page.getByRole('list', { name: /^Watched / });
  await expect(cardLink(history, VIDEO.title)).toBeVisible();
  expect(await menuActions(history, VIDEO.title)).toEqual([
    'Remove from history',
    'Like',
    'Save to watch later',
    'Save to playlist',
  ]);

  await page.goto(`/playlist/${playlistId}`);
  const playlist = videoGrid(page, PLAYLIST);
  await expect(cardLink(playlist, VIDEO.title)).toBeVisible();
  expect(await menuActions(playlist, VIDEO.title)).toEqual([
    'Remove from playlist',
    'Move up',
    'Move down',
    'Move to top',
    'Move to bottom',
    'Like',
    'Save to watch later',
    'Save to playlist',
  ]);
});

for (const width of [360, 1280]) {
  test(`"Remove from watchlater" keeps to one line at ${width} px`, async ({ page, api }) => {
    await page.setViewportSize({ width, height: 800 });
    await setUp(page, api);
    await page.goto('/watchlater');
    const later = videoGrid(page, 'Watch Later');
    await expect(cardLink(later, VIDEO.title)).toBeVisible();
    await later.getByRole('button', { name: `More actions for ${VIDEO.title}` }).click();
    const remove = later.getByRole('button', { name: 'Remove from watchlater', exact: true });
    await expect(remove).toBeVisible();
    expect(await lineCount(remove)).toBe(1);
    // And the menu stays within the screen.
    const box = await later.locator('.card-menu__popup').boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  });
}
