import type { Page } from '@playwright/test';
import { expectToast, openVideo } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import {
  fakeYouTube,
  play,
  playButton,
  setPlayerTime,
  standInForYouTube,
} from './support/youtube.ts';

/**
 * The video page on a phone (docs/product.md, "Video page"): the title, the creator and the
 * actions sit right under the player, and the practice panel is folded into a "Practice"
 * button that opens it in place. Share links a moment or an A–B loop (`?t=85&end=120`), which
 * a visitor's fresh page opens there. YouTube is stood in for (support/youtube.ts): its frame's
 * address carries the start the app gave it.
 */
const FRAME = seededVideo(3);

test.use({ viewport: { width: 390, height: 844 } });

const practiceButton = (page: Page) => page.getByRole('button', { name: 'Practice', exact: true });
const practicePanel = (page: Page) => page.getByRole('region', { name: 'Practice' });

test.describe('the video page on a phone', () => {
  test('the title and actions are under the player; the Practice button opens the panel', async ({
    page,
  }) => {
    await standInForYouTube(page);
    await openVideo(page, FRAME);

    // Without scrolling: the title and the Like button are on the screen, the panel folded.
    await expect(page.getByRole('heading', { level: 1, name: FRAME.title })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeInViewport();
    await expect(practiceButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(practicePanel(page)).toBeHidden();

    // The button opens the panel in place, and closes it again.
    await practiceButton(page).click();
    await expect(practiceButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(practicePanel(page)).toBeVisible();
    const panelId = await practicePanel(page).getAttribute('id');
    await expect(practiceButton(page)).toHaveAttribute('aria-controls', panelId ?? '');
    await expect(practicePanel(page).getByRole('button', { name: 'Set A' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Once playing, the open panel's tools work.
    await play(page, FRAME);
    await expect(practicePanel(page).getByRole('button', { name: 'Set A' })).toBeEnabled();
    await practiceButton(page).click();
    await expect(practicePanel(page)).toBeHidden();
  });

  test('a wide screen keeps the panel open under the player, with no Practice button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await standInForYouTube(page);
    await openVideo(page, FRAME);
    await expect(practicePanel(page)).toBeVisible();
    await expect(practiceButton(page)).toBeHidden();
  });
});

test.describe('sharing a moment or a loop', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  /** Opens Share, ticks `choice`, copies the link: answers it as copied. */
  async function copyShareLink(page: Page, choice: string | RegExp): Promise<string> {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('checkbox', { name: choice }).check();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied');
    await expect(dialog).toBeHidden();
    return page.evaluate(() => navigator.clipboard.readText());
  }

  /** A visitor's page of its own (fresh storage), with YouTube stood in for. */
  async function visitorPage(newPage: (options?: object) => Promise<Page>): Promise<Page> {
    const fresh = await newPage();
    await standInForYouTube(fresh);
    return fresh;
  }

  test('a moment: the copied link starts the player there', async ({ page, newPage }) => {
    await standInForYouTube(page);
    await openVideo(page, FRAME);
    await play(page, FRAME);
    await setPlayerTime(page, 85.4);
    const link = await copyShareLink(page, 'Start at 1:25');
    expect(new URL(link).pathname).toBe(`/video/${FRAME.videoLink}`);
    expect(new URL(link).search).toBe('?t=85');

    const fresh = await visitorPage(newPage);
    await fresh.goto(link);
    await expect(playButton(fresh, FRAME)).toHaveAccessibleDescription('Starts at 1:25');
    await play(fresh, FRAME);
    await expect(fresh.locator('iframe')).toHaveAttribute('src', /[?&]start=85(&|$)/);
  });

  test('a loop: the copied link starts at A with the loop set in practice mode', async ({
    page,
    newPage,
  }) => {
    await standInForYouTube(page);
    await openVideo(page, FRAME);
    await play(page, FRAME);
    await practiceButton(page).click();
    await setPlayerTime(page, 85);
    await practicePanel(page).getByRole('button', { name: 'Set A' }).click();
    await setPlayerTime(page, 120);
    await practicePanel(page).getByRole('button', { name: 'Set B' }).click();
    await expect(practicePanel(page).getByText('Looping')).toBeVisible();
    const link = await copyShareLink(page, 'Share this loop (1:25 to 2:00)');
    expect(new URL(link).search).toBe('?t=85&end=120');

    const fresh = await visitorPage(newPage);
    await fresh.goto(link);
    // Practice mode is open with the loop set, before play.
    await expect(practiceButton(fresh)).toHaveAttribute('aria-expanded', 'true');
    await expect(practicePanel(fresh)).toContainText('A 1:25');
    await expect(practicePanel(fresh)).toContainText('B 2:00');
    await expect(practicePanel(fresh).getByText('Looping')).toBeVisible();
    await play(fresh, FRAME);
    await expect(fresh.locator('iframe')).toHaveAttribute('src', /[?&]start=85(&|$)/);
    // Past B the player goes back to A.
    await setPlayerTime(fresh, 121);
    await expect.poll(async () => (await fakeYouTube(fresh)).seeks).toContain(85);
  });

  test('invalid values in the link are ignored', async ({ page }) => {
    await standInForYouTube(page);
    await page.goto(`/video/${FRAME.videoLink}?t=-5&end=abc`);
    await expect(playButton(page, FRAME)).not.toHaveAccessibleDescription(/Starts at/);
    await page.goto(`/video/${FRAME.videoLink}?t=85&end=60`);
    await expect(playButton(page, FRAME)).toHaveAccessibleDescription('Starts at 1:25');
    await expect(practiceButton(page)).toHaveAttribute('aria-expanded', 'false');
    await practiceButton(page).click();
    await expect(practicePanel(page).getByText('Looping')).toHaveCount(0);
  });
});
