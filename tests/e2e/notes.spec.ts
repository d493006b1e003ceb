import type { Page } from '@playwright/test';
import { appReady, expectPath, expectToast, openVideo, toastBar } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { fakeYouTube, play, setPlayerTime, standInForYouTube } from './support/youtube.ts';

/**
 * Notes at a moment (docs/product.md, "Video page"): a signed-in user writes private notes on a video, each stamped
 * with the playback time when it was started; a note's time plays the video from there. YouTube
 * is stood in for (support/youtube.ts): the machine is offline.
 */
const VIDEO = seededVideo(3);

const notesPanel = (page: Page) => page.getByRole('region', { name: 'Notes' });
const noteList = (page: Page) =>
  notesPanel(page).getByRole('list', { name: 'Your notes, in time order' });

test.describe('notes at a moment', () => {
  test('adds a note at the time played, edits it, keeps it, seeks from it and deletes it', async ({
    page,
    api,
    request,
  }) => {
    const { token } = await api.signUp();
    await signInWithToken(page, token);
    await standInForYouTube(page);
    await openVideo(page, VIDEO);
    const panel = notesPanel(page);
    await expect(panel.getByText(/No notes yet/)).toBeVisible();

    // Play on to 1:25, then start writing: the note is stamped there.
    await play(page, VIDEO);
    await setPlayerTime(page, 85);
    await panel.getByRole('button', { name: 'Add a note' }).click();
    const field = panel.getByRole('textbox', { name: 'Note at 1:25' });
    await expect(field).toBeFocused();
    // The video plays on while the user writes; the note keeps its moment.
    await setPlayerTime(page, 97);
    await field.fill('Cut the frame\nalong the pencil line');
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Save' }).click();

    const item = noteList(page).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('button', { name: 'Play from 1:25' })).toHaveText('1:25');
    const body = item.locator('.note__body');
    await expect(body).toHaveText('Cut the frame\nalong the pencil line');
    // Its line break shows as one.
    expect(await body.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoSeriousA11yViolations(page);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // Edit it.
    await item.getByRole('button', { name: 'Edit note at 1:25' }).click();
    const editField = panel.getByRole('textbox', { name: 'Edit note at 1:25' });
    await expect(editField).toHaveValue('Cut the frame\nalong the pencil line');
    await editField.fill('Cut the frame along the pencil line, then sand the edges');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(body).toHaveText('Cut the frame along the pencil line, then sand the edges');

    // A reload keeps it: it is the server's.
    await page.reload();
    await appReady(page);
    const kept = noteList(page).getByRole('listitem');
    await expect(kept).toHaveCount(1);
    await expect(kept.locator('.note__body')).toHaveText(
      'Cut the frame along the pencil line, then sand the edges',
    );

    // Its time starts the player there when it has not started yet...
    await kept.getByRole('button', { name: 'Play from 1:25' }).click();
    await expect(page.locator('iframe')).toHaveAttribute('src', /[?&]start=85(&|$)/);
    await expect.poll(() => page.evaluate(() => window.__fakeYouTube?.players.length ?? 0)).toBe(1);
    // ...and seeks the playing player back to it.
    await setPlayerTime(page, 300);
    await kept.getByRole('button', { name: 'Play from 1:25' }).click();
    await expect.poll(async () => (await fakeYouTube(page)).seeks).toContain(85);
    expect((await fakeYouTube(page)).time).toBe(85);

    // Delete it, undo, and delete it again.
    await kept.getByRole('button', { name: 'Delete note at 1:25' }).click();
    await expect(noteList(page)).toHaveCount(0);
    await expectToast(page, 'Note deleted');
    await toastBar(page).getByRole('button', { name: 'Undo' }).click();
    await expect(noteList(page).getByRole('listitem')).toHaveCount(1);
    await noteList(page).getByRole('button', { name: 'Delete note at 1:25' }).click();
    await expect(panel.getByText(/No notes yet/)).toBeVisible();
    const left = await request.get(`/api/user/notes?videoId=${VIDEO.id}`, {
      headers: { authorization: token },
    });
    expect(await left.json()).toEqual({ notes: [] });
  });

  test('shows markup in a note as text, never as HTML', async ({ page, api }) => {
    const { token } = await api.signUp();
    await signInWithToken(page, token);
    await standInForYouTube(page);
    await openVideo(page, VIDEO);
    const panel = notesPanel(page);
    await expect(panel.getByText(/No notes yet/)).toBeVisible();
    // Before the video plays, a note stands at its start.
    await panel.getByRole('button', { name: 'Add a note' }).click();
    await panel.getByRole('textbox', { name: 'Note at 0:00' }).fill('<b>html</b> <img src=x>');
    await panel.getByRole('button', { name: 'Save' }).click();
    const body = noteList(page).locator('.note__body');
    await expect(body).toHaveText('<b>html</b> <img src=x>');
    await expect(noteList(page).locator('b, img')).toHaveCount(0);
    await expect(noteList(page).getByRole('button', { name: 'Play from 0:00' })).toBeVisible();
  });

  test('asks a visitor to sign in, and brings them back to the video', async ({ page }) => {
    await openVideo(page, VIDEO);
    const link = notesPanel(page).getByRole('link', {
      name: 'Sign in to keep notes on this video',
    });
    await expect(link).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await link.click();
    await expectPath(page, '/login');
    await page.getByRole('button', { name: 'Login as Guest' }).click();
    await expectPath(page, `/video/${VIDEO.videoLink}`);
    await expect(notesPanel(page).getByRole('button', { name: 'Add a note' })).toBeVisible();
  });
});
