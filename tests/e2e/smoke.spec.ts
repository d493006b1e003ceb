import { cardsOf, videoGrid, waitForAnimations } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SEEDED_VIDEO_COUNT, seededVideo } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('smoke', () => {
  test('loads the home page with the seeded catalogue', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(seededVideo(0).title, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle('CraftReel | Home');

    await expectNoSeriousA11yViolations(page);
  });

  test('loads on a 360 px phone in the dark', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

    await page.goto('/');
    await expect(page.getByText(seededVideo(0).title, { exact: true }).first()).toBeVisible();
    // Measured once the whole listing is in and nothing is moving.
    await expect(cardsOf(videoGrid(page, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);
    await waitForAnimations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await expectNoSeriousA11yViolations(page);
  });
});
