import type { Page } from '@playwright/test';
import { seedSteps } from '#server/db/seed-catalogue.ts';
import { openVideo } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { fakeYouTube, play, setPlayerTime, standInForYouTube } from './support/youtube.ts';

/**
 * Steps and practice mode (docs/product.md, "Video page"; docs/decisions/0009): a click on a step seeks the player there and the step
 * playing is marked as the video plays; an A–B loop goes back to A at B; the speed changes from
 * the keyboard; `?` lists the shortcuts. YouTube is stood in for (support/youtube.ts): the test
 * moves its clock and reads the seeks and speeds the app asked for.
 */
const FRAME = seededVideo(3);

const stepsList = (page: Page) =>
  page.getByRole('region', { name: 'Steps' }).getByRole('list').getByRole('button');
const step = (page: Page, title: RegExp) =>
  page.getByRole('region', { name: 'Steps' }).getByRole('button', { name: title });
const practice = (page: Page) => page.getByRole('region', { name: 'Practice' });
const said = (page: Page) => practice(page).getByRole('status');

/** Keys go to the page, not to the player's frame (which takes focus when it loads). */
async function focusPage(page: Page) {
  await page.getByRole('heading', { level: 2, name: 'Practice' }).click();
}

test.describe('steps and practice mode', () => {
  test('a step seeks the player and is marked as it plays; A–B loops; speed from the keyboard', async ({
    page,
  }) => {
    expect(FRAME.id).toBe('cardboard-photo-frame');
    await standInForYouTube(page);
    await openVideo(page, FRAME);

    // The steps, from the demo data, each with its time.
    const titles = (seedSteps[FRAME.id] ?? []).map(([time, title]) => `${time} ${title}`);
    await expect(stepsList(page)).toHaveText(titles);
    // Before play: the practice tools say to press play first.
    await expect(practice(page).getByText(/Press play to practise/)).toBeVisible();
    await expect(practice(page).getByRole('button', { name: 'Set A' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await play(page, FRAME);
    await focusPage(page);
    await expect(practice(page).getByRole('button', { name: 'Set A' })).toBeEnabled();

    // A step: the player seeks there, and the step is marked once the clock is in it.
    await step(page, /Cutting the window/).click();
    await expect.poll(async () => (await fakeYouTube(page)).seeks).toContain(135);
    await expect(step(page, /Cutting the window/)).toHaveAttribute('aria-current', 'step');
    await setPlayerTime(page, 250);
    await expect(step(page, /Adding the stand at the back/)).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(step(page, /Cutting the window/)).not.toHaveAttribute('aria-current');

    // A–B: A at 1:00, B at 1:10; past B the player goes back to A.
    await setPlayerTime(page, 60);
    await page.keyboard.press('a');
    await expect(said(page)).toHaveText('Loop start (A) at 1:00');
    await setPlayerTime(page, 70);
    const seeksBefore = (await fakeYouTube(page)).seeks.length;
    await practice(page).getByRole('button', { name: 'Set B' }).click();
    await expect(said(page)).toHaveText('Loop from 1:00 to 1:10');
    await expect(practice(page).getByText('Looping')).toBeVisible();
    const loopSeeks = async () => (await fakeYouTube(page)).seeks.slice(seeksBefore);
    // The clock is at B: back to A at once; and again each time it reaches B.
    await expect.poll(loopSeeks).toEqual([60]);
    await setPlayerTime(page, 70.5);
    await expect.poll(loopSeeks).toEqual([60, 60]);
    await expect.poll(async () => (await fakeYouTube(page)).time).toBe(60);
    // Cleared, the video plays on past B.
    await page.keyboard.press('c');
    await expect(said(page)).toHaveText('Loop cleared');
    await setPlayerTime(page, 75);
    await page.waitForTimeout(600);
    expect(await loopSeeks()).toEqual([60, 60]);

    // Speed from the keyboard: > is faster (Shift + full stop), < slower.
    await page.keyboard.press('>');
    await expect.poll(async () => (await fakeYouTube(page)).rates).toEqual([1.25]);
    await expect(practice(page).getByRole('combobox', { name: 'Speed' })).toHaveValue('1.25');
    await expect(said(page)).toHaveText('Speed 1.25×');
    await page.keyboard.press('<');
    await page.keyboard.press('<');
    await expect.poll(async () => (await fakeYouTube(page)).rates).toEqual([1.25, 1, 0.75]);

    await expectNoSeriousA11yViolations(page);
  });

  test('? lists the shortcuts in a dialog that Escape closes, giving focus back', async ({
    page,
  }) => {
    await standInForYouTube(page);
    await openVideo(page, FRAME);
    const opener = practice(page).getByRole('button', { name: 'Keyboard shortcuts' });
    await opener.focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const text of [
      'Play or pause',
      'Back 5 seconds',
      'Forward 5 seconds',
      'Slower',
      'Faster',
      'Loop this step',
      'Clear the loop',
    ]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    // Keys are the dialog's while it is open: no shortcut acts behind it.
    await page.keyboard.press('?');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('skips back and forward 5 s from the keyboard', async ({ page }) => {
    await standInForYouTube(page);
    await openVideo(page, seededVideo(0));
    await play(page, seededVideo(0));
    await focusPage(page);
    await setPlayerTime(page, 30);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await fakeYouTube(page)).seeks).toEqual([25]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await fakeYouTube(page)).seeks).toEqual([25, 30]);
  });
});
