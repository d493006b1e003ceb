import sharp from 'sharp';
import { DEMO_RESET_PATH } from '#shared/demo-paths.ts';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { cardsOf, videoGrid } from './support/app.ts';
import { SEEDED_VIDEO_COUNT } from './support/catalogue.ts';
import { demoSite } from './support/demo-site.ts';
import { expect, test } from './support/fixtures.ts';

/*
 * "Made it" photos in the demo (docs/decisions/0011): the service worker's app processes an
 * upload with the browser's own decoder and canvas (src/demo/canvas-photo-processor.ts), turned
 * upright by its EXIF orientation and re-encoded as WebP at the stored widths, keeps the
 * variants in IndexedDB (src/demo/indexeddb-photo-store.ts) and serves them at /photos, as the
 * server does with sharp and its database; the demo's reset forgets them.
 */
test.use({ baseURL: demoSite() });

/** What the page saw of the upload and of each variant it then fetched. */
interface Seen {
  status: number;
  photoId: string;
  photo: {
    width: number;
    height: number;
    placeholder: string;
    variants: { width: number; height: number; url: string }[];
  };
  variants: {
    status: number;
    type: string | null;
    width: number;
    height: number;
    /** Whether the bytes hold an EXIF or XMP chunk: re-encoding must have dropped it. */
    metadata: boolean;
  }[];
}

test('a photo uploaded in the demo is made upright WebP at each width in the browser, its public post is counted on the video’s card, and deleting its post or a reset forgets it', async ({
  page,
  consoleErrors,
}) => {
  // A deleted photo's address answers 404, on purpose.
  consoleErrors.allow(/Failed to load resource.* 404/);
  // A 1600 × 900 camera JPEG whose EXIF says "turn 90° clockwise": upright it is 900 × 1600.
  const jpeg = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 190, g: 90, b: 40 } },
  })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();

  await page.goto('/');
  await expect(cardsOf(videoGrid(page, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);

  const uploads: boolean[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/user/photos') {
      uploads.push(response.fromServiceWorker());
    }
  });

  const seen = await page.evaluate(
    async ({ bytes, credentials }): Promise<Seen> => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      const { encodedToken } = (await login.json()) as { encodedToken: string };
      const upload = await fetch('/api/user/photos', {
        method: 'POST',
        headers: { authorization: encodedToken, 'content-type': 'image/jpeg' },
        body: new Uint8Array(bytes),
      });
      const { photo } = (await upload.json()) as { photo: Seen['photo'] & { _id: string } };
      const variants: Seen['variants'] = [];
      for (const variant of photo.variants) {
        const answer = await fetch(variant.url);
        const blob = await answer.blob();
        const image = await createImageBitmap(blob);
        const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
        variants.push({
          status: answer.status,
          type: answer.headers.get('content-type'),
          width: image.width,
          height: image.height,
          metadata: text.includes('EXIF') || text.includes('XMP '),
        });
        image.close();
      }
      return { status: upload.status, photoId: photo._id, photo, variants };
    },
    { bytes: [...jpeg], credentials: DEMO_CREDENTIALS },
  );

  expect(uploads).toEqual([true]);
  expect(seen.status).toBe(201);
  expect(seen.photo).toMatchObject({ width: 900, height: 1600 });
  expect(seen.photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
  // Never wider than the photo: 320, 640, then the photo's own 900 instead of 1280.
  expect(seen.photo.variants.map((v) => [v.width, v.height])).toEqual([
    [320, 569],
    [640, 1138],
    [900, 1600],
  ]);
  expect(seen.variants).toEqual(
    seen.photo.variants.map((v) => ({
      status: 200,
      type: 'image/webp',
      width: v.width,
      height: v.height,
      metadata: false,
    })),
  );

  const [first] = seen.photo.variants;
  if (!first) throw new Error('no variant');

  // A public post takes the photo: the first video's card counts its maker.
  const created = await page.evaluate(
    async ({ credentials, photoId }) => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      const { encodedToken } = (await login.json()) as { encodedToken: string };
      const { videos } = (await (await fetch('/api/videos')).json()) as {
        videos: { _id: string }[];
      };
      const answer = await fetch('/api/user/made', {
        method: 'POST',
        headers: { authorization: encodedToken, 'content-type': 'application/json' },
        body: JSON.stringify({
          videoId: videos[0]?._id,
          photoIds: [photoId],
          caption: 'A lamp from a jar',
          minutes: 40,
          felt: 'easier',
          visibility: 'public',
        }),
      });
      const { post } = (await answer.json()) as { post: { _id: string } };
      return { status: answer.status, postId: post._id, token: encodedToken };
    },
    { credentials: DEMO_CREDENTIALS, photoId: seen.photoId },
  );
  expect(created.status).toBe(201);
  await page.reload();
  const cards = cardsOf(videoGrid(page, 'Videos'));
  await expect(cards.first().getByText('1 made it', { exact: true })).toBeVisible();
  await expect(page.getByText(/ made it$/)).toHaveCount(1);

  // Deleting the post deletes its photo from IndexedDB.
  const deleted = await page.evaluate(
    async ({ postId, token, url }) => {
      const before = (await fetch(url)).status;
      const removed = await fetch(`/api/user/made/${postId}`, {
        method: 'DELETE',
        headers: { authorization: token },
      });
      const after = (await fetch(url)).status;
      return { before, removed: removed.status, after };
    },
    { postId: created.postId, token: created.token, url: first.url },
  );
  expect(deleted).toEqual({ before: 200, removed: 204, after: 404 });

  // Another upload, then Reset demo data: the photos go with the rest.
  const url = await page.evaluate(
    async ({ bytes, credentials }) => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      const { encodedToken } = (await login.json()) as { encodedToken: string };
      const upload = await fetch('/api/user/photos', {
        method: 'POST',
        headers: { authorization: encodedToken },
        body: new Uint8Array(bytes),
      });
      const { photo } = (await upload.json()) as { photo: { variants: { url: string }[] } };
      return photo.variants[0]?.url ?? '';
    },
    { bytes: [...jpeg], credentials: DEMO_CREDENTIALS },
  );
  const afterReset = await page.evaluate(
    async ({ reset, url }) => {
      const before = (await fetch(url)).status;
      const answer = await fetch(reset, { method: 'POST' });
      const after = (await fetch(url)).status;
      return [before, answer.status, after];
    },
    { reset: DEMO_RESET_PATH, url },
  );
  expect(afterReset).toEqual([200, 204, 404]);
});
