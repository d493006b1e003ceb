import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { LibraryFileSchema } from '#shared/schemas/library.schema.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { postPubliclyWithPhoto } from './support/made.ts';
import { ownServer } from './support/own-server.ts';

/*
 * Your library with what you made (docs/product.md, "Profile"; README, "The library zip"):
 * Settings exports the library as one zip with the user's Made it posts and their photos; the
 * post deleted, importing that zip in Settings brings it back, photo and all, in My posts.
 */
// Posts change what a video's gallery shows: on a server of the spec's own.
test.use({ baseURL: ownServer() });

const VIDEO = seededVideo(4);
const CAPTION = 'A lantern from a jam jar';

test('exports Made it posts with their photos and imports them back', async ({
  page,
  api,
  request,
  baseURL,
}) => {
  // An upload, an export, two imports and three pages: long for the default minute on a busy
  // machine, as the library journey is (library-transfer.spec.ts).
  test.slow();
  const maker = await api.signUp();
  const video = (await api.videos()).find((each) => each.videoLink === VIDEO.videoLink);
  if (!video) throw new Error(`no video ${VIDEO.videoLink}`);

  // A post with one photo, through the API.
  const { photo, post } = await postPubliclyWithPhoto(
    request,
    maker.token,
    { width: 900, background: { r: 200, g: 140, b: 40 } },
    { videoId: video._id, caption: CAPTION, minutes: 50, felt: 'as_expected' },
  );

  await signInWithToken(page, maker.token, baseURL);
  await page.goto('/profile/settings');
  const section = page.getByRole('region', { name: 'Your library' });
  await expect(section.getByRole('heading', { name: 'Your library' })).toBeVisible();

  // Export: one zip, with the post in library.json and its photo as a WebP.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export library' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^craftreel-library-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const entries = unzipSync(new Uint8Array(await readFile(path)));
  const file = LibraryFileSchema.parse(
    JSON.parse(strFromU8(entries['library.json'] ?? new Uint8Array())),
  );
  expect(file.posts?.map((each) => [each.videoId, each.caption, each.photos.length])).toEqual([
    [video._id, CAPTION, 1],
  ]);
  const [name] = file.posts?.[0]?.photos ?? [];
  const webp = entries[name ?? ''];
  expect((await sharp(webp).metadata()).format).toBe('webp');

  // The post is deleted; My posts no longer lists it.
  const deleted = await request.delete(`/api/user/made/${post._id}`, {
    headers: { authorization: maker.token },
  });
  expect(deleted.status()).toBe(204);

  // Import the zip back in Settings.
  const choosing = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Import a library file' }).click();
  await (await choosing).setFiles(path);
  await expect(section.getByRole('status')).toHaveText('Added 1 Made it post.');
  await expectNoSeriousA11yViolations(page, { include: '.library-panel' });

  // My posts shows it again, with its photo loaded from a photo made anew.
  await page.goto('/projects');
  const mine = page.getByRole('region', { name: 'My posts' });
  const card = mine.getByRole('article', { name: video.title });
  await expect(card.getByText(CAPTION)).toBeVisible();
  const image = card.locator('img').first();
  await expect(image).toHaveAttribute('src', /^\/photos\//);
  expect(await image.getAttribute('src')).not.toContain(photo._id);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // The same zip again adds nothing.
  await page.goto('/profile/settings');
  const again = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Import a library file' }).click();
  await (await again).setFiles(path);
  await expect(section.getByRole('status')).toHaveText(
    'Nothing new to add; skipped 1 already there.',
  );
});
