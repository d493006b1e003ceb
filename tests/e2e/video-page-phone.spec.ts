import type { Page } from '@playwright/test';
import { openVideo } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { play, standInForYouTube } from './support/youtube.ts';

/**
 * The video page on a phone (docs/product.md, "Video page"): the title, the creator and the
 * actions sit right under the player, and the practice panel is folded into a "Practice"
 * button that opens it in place. YouTube is stood in for (support/youtube.ts).
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
