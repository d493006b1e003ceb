import type { Page } from '@playwright/test';
import {
  cardLink,
  cardsOf,
  chooseFromCardMenu,
  expectPath,
  expectToast,
  openVideo,
  videoGrid,
} from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SEEDED_VIDEO_COUNT, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

const TITLE = 'Paper projects';
/** The duplicate a stale page only learns about from the server (409). */
const CONFLICT = /Failed to load resource: the server responded with a status of 409/;

const VIDEO = seededVideo(0);

const playlistButton = (page: Page) =>
  page
    .getByRole('group', { name: 'Video actions' })
    .getByRole('button', { name: 'Playlist', exact: true });

const saveToDialog = (page: Page) => page.getByRole('dialog', { name: 'Save to' });

/** The playlists page's own create form (not the modal's). */
function createForm(page: Page) {
  const header = page.locator('.playlists-page__header');
  return {
    name: header.getByRole('textbox', { name: 'Playlist name', exact: true }),
    create: header.getByRole('button', { name: 'Create', exact: true }),
  };
}

async function expectModalOpen(page: Page) {
  await expect(saveToDialog(page)).toBeVisible();
  // Opened with showModal(): the rest of the page is inert and focus is inside.
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  await expect(saveToDialog(page).locator(':focus')).toHaveCount(1);
}

async function expectModalClosedWithFocusOnOpener(page: Page) {
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(playlistButton(page)).toBeFocused();
}

test.describe('playlists page', () => {
  test('starts empty, and creates playlists by name with the spec checks', async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.allow(CONFLICT);
    const member = await api.signUp();
    await signInWithToken(page, member.token);
    await page.goto('/playlist');
    const main = page.getByRole('main');
    const emptyState = main.getByText('Your Playlist is Empty', { exact: true });
    await expect(emptyState).toBeVisible();
    await expect(page).toHaveTitle('CraftReel | Playlist');
    await expect(main.getByRole('link', { name: 'Explore now', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expectNoSeriousA11yViolations(page);

    const form = createForm(page);
    await form.create.click();
    await expectToast(page, 'please enter playlist name', 'red');
    await expect(emptyState).toHaveCount(1);

    await form.name.fill(TITLE);
    await form.create.click();
    await expectToast(page, 'Playlist Created');
    const item = main.getByRole('listitem').filter({ has: cardLink(page, TITLE) });
    await expect(item.getByText('+0', { exact: true })).toBeVisible();
    await expect(form.name).toHaveValue('');
    await expect(
      main.getByText('Click on a playlist to see its videos', { exact: true }),
    ).toBeVisible();
    await expect(emptyState).toHaveCount(0);

    // The same name again: refused, and the field is cleared.
    await form.name.fill(TITLE);
    await form.create.click();
    await expectToast(page, 'Playlist Already Exists', 'red');
    await expect(form.name).toHaveValue('');
    await expect(main.getByRole('link', { name: TITLE, exact: true })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // A name this page does not know yet, but the server does: the server's 409 says the same.
    await api.createPlaylist(member.token, 'Lamps');
    await form.name.fill('Lamps');
    await form.create.click();
    await expectToast(page, 'Playlist Already Exists', 'red');
    // The toast and the cleared field come from one handler but can render apart.
    await expect(form.name).toHaveValue('');
  });

  test('renames a playlist and gives it a description, which a reload keeps', async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.allow(CONFLICT);
    const member = await api.signUp();
    await api.createPlaylist(member.token, 'Sketches');
    const id = await api.createPlaylist(member.token, 'Old name');
    await signInWithToken(page, member.token);
    await page.goto(`/playlist/${id}`);
    const pane = page.getByRole('region', { name: 'Old name' });
    await pane.getByRole('button', { name: 'Edit details of Old name' }).click();
    const details = page.getByRole('form', { name: 'Playlist details' });
    const name = details.getByRole('textbox', { name: 'Playlist name', exact: true });
    const description = details.getByRole('textbox', { name: 'Description', exact: true });
    await expect(name).toHaveValue('Old name');
    await expectNoSeriousA11yViolations(page);

    // A name the user already has is refused, and nothing changes.
    await name.fill('sketches');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Playlist Already Exists', 'red');
    await expect(details).toBeVisible();

    await name.fill('Lamps from jars');
    await description.fill('Things that glow, made from what the kitchen throws away.');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Playlist Updated');
    const renamed = page.getByRole('region', { name: 'Lamps from jars' });
    await expect(
      renamed.getByText('Things that glow, made from what the kitchen throws away.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      renamed.getByRole('button', { name: 'Edit details of Lamps from jars' }),
    ).toBeFocused();
    // The list beside it shows the new name too.
    const list = page.getByRole('navigation', { name: 'Your playlists' });
    await expect(list.getByRole('link', { name: 'Lamps from jars', exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Old name', exact: true })).toHaveCount(0);

    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Lamps from jars' })
        .getByText('Things that glow, made from what the kitchen throws away.', { exact: true }),
    ).toBeVisible();
  });

  test('explores from the empty state', async ({ page, api }) => {
    await signInWithToken(page, (await api.signUp()).token);
    await page.goto('/playlist');
    await page.getByRole('link', { name: 'Explore now', exact: true }).click();
    await expect(cardsOf(videoGrid(page, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);
    await expectPath(page, '/');
  });
});

test.describe('Save-to modal and a playlist’s videos', () => {
  test('adds and removes a video from the modal, then manages it on the playlist page', async ({
    page,
    api,
  }) => {
    await signInWithToken(page, (await api.signUp()).token);
    await openVideo(page, VIDEO);
    const videoPath = new URL(page.url()).pathname;

    await playlistButton(page).click();
    await expectModalOpen(page);
    const dialog = saveToDialog(page);
    await expect(
      dialog.getByText('No playlists yet. Name your first one below.', { exact: true }),
    ).toBeVisible();

    // The page behind is inert: the top bar's brand link is not what a pointer reaches.
    const brand = page.getByRole('banner').getByRole('link', { name: 'CraftReel' });
    const box = await brand.boundingBox();
    if (!box) throw new Error('the brand link has no box');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hit = await page.evaluate(({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return {
        inDialog: element?.closest('dialog') !== null,
        inTopBar: element?.closest('header') !== null,
      };
    }, point);
    expect(hit).toEqual({ inDialog: true, inTopBar: false });
    // Tab cycles through the dialog only: past its last control focus passes through the
    // browser's own UI (the document body here), never to the page behind.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (el === null || el === document.body) return 'browser';
        return el.closest('dialog') ? 'dialog' : `page behind: ${el.outerHTML.slice(0, 80)}`;
      });
      expect(['dialog', 'browser']).toContain(where);
    }
    await expectNoSeriousA11yViolations(page);

    // A playlist made inside the modal is made for this video: it goes in at once.
    await dialog.getByRole('textbox', { name: 'Playlist name', exact: true }).fill(TITLE);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast(page, `Added in ${TITLE} playlist`);
    const box1 = dialog.getByRole('checkbox', { name: TITLE, exact: true });
    await expect(box1).toBeChecked();
    await expect(box1).not.toHaveAttribute('aria-disabled');

    await box1.uncheck();
    await expectToast(page, `Removed from ${TITLE} playlist`);
    await expect(box1).not.toBeChecked();
    await expect(box1).not.toHaveAttribute('aria-disabled');

    await box1.check();
    await expectToast(page, `Added in ${TITLE} playlist`);
    await expect(box1).not.toHaveAttribute('aria-disabled');

    // Escape closes it and focus goes back to the Playlist button.
    await page.keyboard.press('Escape');
    await expectModalClosedWithFocusOnOpener(page);
    await expectPath(page, videoPath);

    // So does the × button; the box is still ticked (the server's answer).
    await playlistButton(page).click();
    await expectModalOpen(page);
    await expect(saveToDialog(page).getByRole('checkbox', { name: TITLE })).toBeChecked();
    await saveToDialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expectModalClosedWithFocusOnOpener(page);

    // A click on the dimmed backdrop over a top-bar link closes the modal, and goes nowhere.
    await playlistButton(page).click();
    await expectModalOpen(page);
    await page.mouse.click(point.x, point.y);
    await expectModalClosedWithFocusOnOpener(page);
    await expectPath(page, videoPath);

    // The playlists page: +1, and the hint until a playlist is picked.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Playlist', exact: true })
      .click();
    const main = page.getByRole('main');
    const item = main.getByRole('listitem').filter({ has: cardLink(page, TITLE) });
    await expect(item.getByText('+1', { exact: true })).toBeVisible();
    // Its artwork is its first video's thumbnail, from our own origin.
    await expect(item.locator('img.media-image__img')).toHaveAttribute(
      'src',
      `/thumbnails/${encodeURIComponent(VIDEO.id)}`,
    );
    await expect(
      main.getByText('Click on a playlist to see its videos', { exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await cardLink(item, TITLE).click();
    await expect(page).toHaveURL(/\/playlist\/[^/?#]+$/);
    const pane = main.getByRole('region', { name: TITLE, exact: true });
    await expect(pane.getByText('1 video', { exact: true })).toBeVisible();
    const grid = videoGrid(page, TITLE);
    await expect(cardsOf(grid)).toHaveCount(1);
    await expect(cardLink(grid, VIDEO.title)).toBeVisible();
    await expect(cardLink(item, TITLE)).toHaveAttribute('aria-current', 'page');
    await expect(main.getByText('Click on a playlist to see its videos')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Removing the video there.
    await chooseFromCardMenu(grid, VIDEO.title, 'Remove from playlist');
    await expectToast(page, `Removed from ${TITLE} playlist`);
    await expect(pane.getByText('No videos in this playlist yet.', { exact: true })).toBeVisible();
    await expect(item.getByText('+0', { exact: true })).toBeVisible();

    // Deleting the playlist.
    await main.getByRole('button', { name: `Delete playlist ${TITLE}`, exact: true }).click();
    await expectToast(page, 'Playlist Deleted');
    await expect(main.getByText('Your Playlist is Empty', { exact: true })).toBeVisible();
    await expectPath(page, '/playlist');
  });

  test('survives a reload: playlists and their videos are server state', async ({ page, api }) => {
    const member = await api.signUp();
    await signInWithToken(page, member.token);
    const id = await api.createPlaylist(member.token, TITLE);
    await openVideo(page, VIDEO);
    await playlistButton(page).click();
    await saveToDialog(page).getByRole('checkbox', { name: TITLE, exact: true }).check();
    await expectToast(page, `Added in ${TITLE} playlist`);

    await page.goto(`/playlist/${id}`);
    const grid = videoGrid(page, TITLE);
    await expect(cardLink(grid, VIDEO.title)).toBeVisible();
    await page.reload();
    await expect(cardLink(grid, VIDEO.title)).toBeVisible();
  });

  test('asks a signed-out visitor to log in instead of opening the modal', async ({ page }) => {
    await openVideo(page, VIDEO);
    await playlistButton(page).click();
    await expectToast(page, 'Please login first', 'red');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });
});
