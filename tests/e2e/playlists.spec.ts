import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Video } from '#shared/schemas/video.schema.ts';
import {
  cardLink,
  cardsOf,
  createPlaylistViaApi,
  expectCount,
  expectToast,
  POLL,
  useCardMenu,
  videoGrid,
} from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInWithToken, signUpViaApi, useBrowser } from './support/browser.ts';
import { seededVideos } from './support/catalogue.ts';

const browser = useBrowser();

const TITLE = 'Paper projects';
/** The duplicate a stale page only learns about from the server (409). */
const CONFLICT = [/Failed to load resource: the server responded with a status of 409/];

async function firstVideo(): Promise<Video> {
  const [video] = await seededVideos();
  if (!video) throw new Error('no seeded video');
  return video;
}

async function signedInPage() {
  const member = await signUpViaApi();
  const tab = await browser.newPage();
  await signInWithToken(tab.page, member.token);
  return { ...tab, member };
}

async function openVideo(page: Page, video: Video) {
  await page.goto(`/video/${video.videoLink}`);
  await page.getByRole('heading', { level: 1, name: video.title, exact: true }).waitFor();
}

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

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

const focusIsInside = (locator: Locator) =>
  locator.evaluate((el) => el.contains(document.activeElement));

async function expectModalOpen(page: Page) {
  await page.locator('dialog[open]').waitFor();
  await saveToDialog(page).waitFor();
  // Opened with showModal(): the rest of the page is inert and focus is inside.
  expect(await saveToDialog(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await expect.poll(() => focusIsInside(saveToDialog(page)), POLL).toBe(true);
}

async function expectModalClosedWithFocusOnOpener(page: Page) {
  await expectCount(page.locator('dialog[open]'), 0);
  await expect.poll(() => isFocused(playlistButton(page)), POLL).toBe(true);
}

describe('playlists page', () => {
  it('starts empty, and creates playlists by name with the spec checks', async () => {
    const { page, member, expectNoConsoleErrors } = await signedInPage();
    await page.goto('/playlist');
    const main = page.getByRole('main');
    await main.getByText('Your Playlist is Empty', { exact: true }).waitFor();
    await expect.poll(() => page.title(), POLL).toBe('CraftReel | Playlist');
    const explore = main.getByRole('link', { name: 'Explore now', exact: true });
    expect(await explore.getAttribute('href')).toBe('/');
    await expectNoSeriousA11yViolations(page);

    const form = createForm(page);
    await form.create.click();
    await expectToast(page, 'please enter playlist name', 'red');
    expect(await main.getByText('Your Playlist is Empty', { exact: true }).count()).toBe(1);

    await form.name.fill(TITLE);
    await form.create.click();
    await expectToast(page, 'Playlist Created');
    const item = main.getByRole('listitem').filter({ has: cardLink(page, TITLE) });
    await item.waitFor();
    await item.getByText('+0', { exact: true }).waitFor();
    expect(await form.name.inputValue()).toBe('');
    await main.getByText('Click on a playlist to see its videos', { exact: true }).waitFor();
    expect(await main.getByText('Your Playlist is Empty', { exact: true }).count()).toBe(0);

    // The same name again: refused, and the field is cleared.
    await form.name.fill(TITLE);
    await form.create.click();
    await expectToast(page, 'Playlist Already Exists', 'red');
    expect(await form.name.inputValue()).toBe('');
    await expectCount(main.getByRole('link', { name: TITLE, exact: true }), 1);
    await expectNoSeriousA11yViolations(page);

    // A name this page does not know yet, but the server does: the server's 409 says the same.
    await createPlaylistViaApi(member.token, 'Lamps');
    await form.name.fill('Lamps');
    await form.create.click();
    await expectToast(page, 'Playlist Already Exists', 'red');
    expect(await form.name.inputValue()).toBe('');

    expectNoConsoleErrors({ allow: CONFLICT });
  });

  it('explores from the empty state', async () => {
    const { page, expectNoConsoleErrors } = await signedInPage();
    await page.goto('/playlist');
    await page.getByRole('link', { name: 'Explore now', exact: true }).click();
    await expectCount(cardsOf(videoGrid(page, 'Videos')), 12);
    expect(new URL(page.url()).pathname).toBe('/');
    expectNoConsoleErrors();
  });
});

describe('Save-to modal and a playlist’s videos', () => {
  it('adds and removes a video from the modal, then manages it on the playlist page', async () => {
    const video = await firstVideo();
    const { page, expectNoConsoleErrors } = await signedInPage();
    await openVideo(page, video);
    const videoPath = new URL(page.url()).pathname;

    await playlistButton(page).click();
    await expectModalOpen(page);
    const dialog = saveToDialog(page);
    await dialog
      .getByText('No playlists yet. Name your first one below.', { exact: true })
      .waitFor();

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

    // A playlist made inside the modal.
    await dialog.getByRole('textbox', { name: 'Playlist name', exact: true }).fill(TITLE);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast(page, 'Playlist Created');
    const box1 = dialog.getByRole('checkbox', { name: TITLE, exact: true });
    await box1.waitFor();
    expect(await box1.isChecked()).toBe(false);

    await box1.check();
    await expectToast(page, `Added in ${TITLE} playlist`);
    expect(await box1.isChecked()).toBe(true);
    await expect.poll(() => box1.getAttribute('aria-disabled'), POLL).toBeNull();

    await box1.uncheck();
    await expectToast(page, `Removed from ${TITLE} playlist`);
    expect(await box1.isChecked()).toBe(false);
    await expect.poll(() => box1.getAttribute('aria-disabled'), POLL).toBeNull();

    await box1.check();
    await expectToast(page, `Added in ${TITLE} playlist`);
    await expect.poll(() => box1.getAttribute('aria-disabled'), POLL).toBeNull();

    // Escape closes it and focus goes back to the Playlist button.
    await page.keyboard.press('Escape');
    await expectModalClosedWithFocusOnOpener(page);
    expect(new URL(page.url()).pathname).toBe(videoPath);

    // So does the × button; the box is still ticked (the server's answer).
    await playlistButton(page).click();
    await expectModalOpen(page);
    expect(await saveToDialog(page).getByRole('checkbox', { name: TITLE }).isChecked()).toBe(true);
    await saveToDialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expectModalClosedWithFocusOnOpener(page);

    // A click on the dimmed backdrop over a top-bar link closes the modal, and goes nowhere.
    await playlistButton(page).click();
    await expectModalOpen(page);
    await page.mouse.click(point.x, point.y);
    await expectModalClosedWithFocusOnOpener(page);
    expect(new URL(page.url()).pathname).toBe(videoPath);

    // The playlists page: +1, and the hint until a playlist is picked.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Playlist', exact: true })
      .click();
    const main = page.getByRole('main');
    const item = main.getByRole('listitem').filter({ has: cardLink(page, TITLE) });
    await item.getByText('+1', { exact: true }).waitFor();
    await main.getByText('Click on a playlist to see its videos', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await cardLink(item, TITLE).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toMatch(/^\/playlist\/[^/]+$/);
    const pane = main.getByRole('region', { name: TITLE, exact: true });
    await pane.getByText('1 video', { exact: true }).waitFor();
    const grid = videoGrid(page, TITLE);
    await expectCount(cardsOf(grid), 1);
    await cardLink(grid, video.title).waitFor();
    expect(await cardLink(item, TITLE).getAttribute('aria-current')).toBe('page');
    expect(await main.getByText('Click on a playlist to see its videos').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // Removing the video there.
    await useCardMenu(grid, video.title, 'Remove from playlist');
    await expectToast(page, `Removed from ${TITLE} playlist`);
    await pane.getByText('No videos in this playlist yet.', { exact: true }).waitFor();
    await item.getByText('+0', { exact: true }).waitFor();

    // Deleting the playlist.
    await main.getByRole('button', { name: `Delete playlist ${TITLE}`, exact: true }).click();
    await expectToast(page, 'Playlist Deleted');
    await main.getByText('Your Playlist is Empty', { exact: true }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/playlist');
    expectNoConsoleErrors();
  });

  it('survives a reload: playlists and their videos are server state', async () => {
    const video = await firstVideo();
    const { page, member, expectNoConsoleErrors } = await signedInPage();
    const id = await createPlaylistViaApi(member.token, TITLE);
    await openVideo(page, video);
    await playlistButton(page).click();
    await saveToDialog(page).getByRole('checkbox', { name: TITLE, exact: true }).check();
    await expectToast(page, `Added in ${TITLE} playlist`);

    await page.goto(`/playlist/${id}`);
    const grid = videoGrid(page, TITLE);
    await cardLink(grid, video.title).waitFor();
    await page.reload();
    await cardLink(grid, video.title).waitFor();
    expectNoConsoleErrors();
  });

  it('asks a signed-out visitor to log in instead of opening the modal', async () => {
    const video = await firstVideo();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openVideo(page, video);
    await playlistButton(page).click();
    await expectToast(page, 'Please login first', 'red');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expectNoConsoleErrors();
  });
});
