import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { seededVideos } from './support/catalogue.ts';

const browser = useBrowser();

describe('smoke', () => {
  it('loads the home page with the seeded catalogue', async () => {
    const [firstVideo] = await seededVideos();
    if (!firstVideo) throw new Error('no seeded video');
    const { page, expectNoConsoleErrors } = await browser.newPage();

    await page.goto('/');
    await page.getByText(firstVideo.title, { exact: true }).first().waitFor();
    await expect.poll(() => page.title()).toBe('CraftReel | Home');

    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors();
  });

  it('loads on a 360 px phone in the dark', async () => {
    const [firstVideo] = await seededVideos();
    if (!firstVideo) throw new Error('no seeded video');
    const { page, expectNoConsoleErrors } = await browser.newPage({
      viewport: { width: 360, height: 740 },
      colorScheme: 'dark',
    });

    await page.goto('/');
    await page.getByText(firstVideo.title, { exact: true }).first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors();
  });
});
