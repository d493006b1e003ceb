import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { appReady, expectToast, openVideo } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { standInForYouTube } from './support/youtube.ts';

/**
 * "Made it" posts (docs/product.md, "Made it posts"): a maker uploads two photos from a video's
 * page, posts them publicly, and a visitor finds the post in the video's gallery, pages its
 * photos in the lightbox and opens its own page. YouTube is stood in for, as in projects.spec.ts.
 */

const VIDEO = seededVideo(3);

/** A small photo of one colour, encoded as the format says. */
function photo(format: 'jpeg' | 'png', colour: string): Promise<Buffer> {
  const image = sharp({ create: { width: 96, height: 72, channels: 3, background: colour } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

const gallery = (page: Page) => page.getByRole('region', { name: /^Made by \d+ makers?$/ });

test.describe('made it', () => {
  test('posts two photos publicly, and a visitor sees them in the gallery, the lightbox and the post page', async ({
    page,
    api,
    newPage,
  }) => {
    // Two browsers, two uploads, the gallery, the lightbox, the post page and four scans: over 40 s
    // on a busy two-core machine, near the default minute, so it gets three.
    test.slow();
    const { token } = await api.signUp();
    await signInWithToken(page, token);
    await standInForYouTube(page);
    await openVideo(page, VIDEO);

    await page.getByRole('button', { name: 'I made it', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Show what you made' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '.made-dialog' });

    // Each photo goes up as soon as it is picked, with its progress bar (held back a moment, so
    // the bar can be seen on a machine where an upload takes no time).
    await page.route('**/api/user/photos', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await dialog.getByLabel('Add photos').setInputFiles([
      { name: 'lamp-front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', '#c0603a') },
      { name: 'lamp-lit.png', mimeType: 'image/png', buffer: await photo('png', '#f2c14e') },
    ]);
    await expect(dialog.getByRole('progressbar', { name: 'lamp-front.jpg' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'lamp-front.jpg' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'lamp-lit.png' })).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    // Each preview stays inside its own tile: an image's width attribute once widened it over
    // the next tile.
    for (const tile of await dialog.getByRole('listitem').all()) {
      const outer = await tile.boundingBox();
      const inner = await tile.getByRole('img').boundingBox();
      expect(
        outer && inner && inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width,
      ).toBe(true);
    }

    await dialog.getByLabel('Caption').fill('A paper lamp for the balcony');
    await dialog.getByLabel('Hours').fill('1');
    await dialog.getByLabel('Minutes').fill('20');
    await dialog.getByRole('radio', { name: 'As expected' }).check();
    await dialog.getByRole('radio', { name: /^Public/ }).check();
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Posted');
    await expect(dialog).toBeHidden();
    await expect(gallery(page)).toBeVisible();

    // A visitor, signed out in a browser of their own, finds it in the gallery.
    const visitor = await newPage();
    await standInForYouTube(visitor);
    await openVideo(visitor, VIDEO);
    const shown = gallery(visitor);
    await expect(shown).toBeVisible();
    await expect(
      shown.getByText(/^Makers took 1 h 20 min; most found it as expected$/),
    ).toBeVisible();
    const opener = shown.getByRole('button', { name: /^Open what .+ made$/ }).first();
    await opener.click();

    const lightbox = visitor.getByRole('dialog', { name: /^Made by / });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText('Photo 1 of 2')).toBeVisible();
    await expect(lightbox.getByText('A paper lamp for the balcony')).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Report' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(visitor, { include: '.made-lightbox' });
    await visitor.keyboard.press('ArrowRight');
    await expect(lightbox.getByText('Photo 2 of 2')).toBeVisible();
    await visitor.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText('Photo 1 of 2')).toBeVisible();
    await visitor.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(opener).toBeFocused();

    // The post's own page.
    await opener.click();
    await lightbox.getByRole('link', { name: 'Open the post’s page' }).click();
    await expect(visitor).toHaveURL(/\/made\/[0-9A-Za-z]+$/);
    await expect(
      visitor.getByRole('heading', { level: 1, name: new RegExp(`made ${VIDEO.title}$`) }),
    ).toBeVisible();
    await expect(
      visitor.getByRole('link', { name: `Watch the video: ${VIDEO.title}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);

    // The maker finds it under My posts on My projects.
    await page.goto('/projects');
    await appReady(page);
    const mine = page.getByRole('region', { name: 'My posts' });
    await expect(mine.getByRole('link', { name: VIDEO.title })).toBeVisible();
    await expect(mine.getByText('Public', { exact: true })).toBeVisible();
  });

  test('another signed-in user reports a post from the lightbox, in the dark theme', async ({
    api,
    request,
    newPage,
  }) => {
    const maker = await api.signUp();
    const headers = { authorization: maker.token };
    const uploaded = await request.post('/api/user/photos', {
      headers: { ...headers, 'content-type': 'image/jpeg' },
      data: await photo('jpeg', '#3a7bc0'),
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { photo: stored } = (await uploaded.json()) as { photo: { _id: string } };
    const created = await request.post('/api/user/made', {
      headers,
      data: {
        videoId: VIDEO.id,
        photoIds: [stored._id],
        caption: 'A blue lamp',
        minutes: 30,
        felt: 'easier',
        visibility: 'public',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const reporter = await api.signUp();
    const page = await newPage({ colorScheme: 'dark' });
    await signInWithToken(page, reporter.token);
    await standInForYouTube(page);
    await openVideo(page, VIDEO);
    await gallery(page)
      .getByRole('button', { name: /^Open what .+ made$/ })
      .first()
      .click();
    const lightbox = page.getByRole('dialog', { name: /^Made by / });
    await expect(lightbox.getByText('A blue lamp')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '.made-lightbox' });

    await lightbox.getByRole('button', { name: 'Report', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Report this post' });
    await expect(report).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '.made-report' });
    await report.getByRole('radio', { name: 'Spam' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report.getByText('Thanks, a curator will look at it.')).toBeVisible();
  });

  test('a missing post is not found', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    await page.goto('/made/01JUNKNOWNPOSTID0000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  });
});
