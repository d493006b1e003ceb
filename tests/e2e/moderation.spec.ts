import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expectToast } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAsCurator } from './support/curator.ts';
import { expect, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * Moderation of "Made it" posts (docs/product.md, "Made it posts"): a maker posts publicly,
 * another user reports the post, and a curator finds it in Curation → Moderation and hides it:
 * it leaves the video's gallery at once for everyone; Restore brings it back.
 */
// Posts, reports and hides change what the gallery shows: on a server of the spec's own.
test.use({ baseURL: ownServer() });

/** The public posts of a video's gallery, as a signed-out visitor gets them. */
async function galleryIds(request: APIRequestContext, videoId: string): Promise<string[]> {
  const response = await request.get(`/api/videos/${encodeURIComponent(videoId)}/made`);
  expect(response.status()).toBe(200);
  const { posts } = (await response.json()) as { posts: { _id: string }[] };
  return posts.map((post) => post._id);
}

test('a curator hides a reported post, which leaves the gallery at once, and restores it', async ({
  page,
  api,
  request,
  baseURL,
  browser,
}) => {
  await signInAsCurator(page, api, baseURL);
  const maker = await api.signUp();
  const reporter = await api.signUp();
  const [video] = await api.videos();
  if (!video) throw new Error('no video');

  // The maker posts publicly, through the API: a photo first, then the post that takes it.
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/user/photos', {
    headers: { authorization: maker.token, 'content-type': 'image/jpeg' },
    data: jpeg,
  });
  expect(upload.status()).toBe(201);
  const { photo } = (await upload.json()) as { photo: { _id: string } };
  const posted = await request.post('/api/user/made', {
    headers: { authorization: maker.token },
    data: {
      videoId: video._id,
      photoIds: [photo._id],
      caption: 'A crane for the window',
      minutes: 45,
      felt: 'harder',
      visibility: 'public',
    },
  });
  expect(posted.status()).toBe(201);
  const { post } = (await posted.json()) as { post: { _id: string } };

  // Another user reports it.
  const report = await request.post(`/api/made/${post._id}/reports`, {
    headers: { authorization: reporter.token },
    data: { reason: 'spam' },
  });
  expect(report.status()).toBe(201);

  // A fresh signed-out visitor sees it in the gallery.
  const visitor = await browser.newContext({ baseURL });
  try {
    expect(await galleryIds(visitor.request, video._id)).toContain(post._id);

    await page.goto('/curation');
    await page
      .getByRole('navigation', { name: 'Curation sections' })
      .getByRole('link', { name: 'Moderation' })
      .click();
    await expect(page).toHaveURL(/\/curation\/moderation$/);
    await expect(page.getByRole('tab', { name: 'Reported' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByRole('listitem').filter({ hasText: 'A crane for the window' });
    await expect(card).toContainText('1 report: 1 spam');
    await expect(card.getByRole('link', { name: video.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Hide' }).click();
    await expectToast(page, 'Hid the post by Erin Tester');
    await expect(card).toHaveCount(0);
    expect(await galleryIds(visitor.request, video._id)).not.toContain(post._id);

    await page.getByRole('tab', { name: 'Hidden' }).click();
    await expect(page).toHaveURL(/\/curation\/moderation\?state=hidden$/);
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Restore' }).click();
    await expect(card).toHaveCount(0);
    expect(await galleryIds(visitor.request, video._id)).toContain(post._id);
  } finally {
    await visitor.close();
  }
});
