import type { APIRequestContext } from '@playwright/test';
import {
  cardTitles,
  EXPECTED_HTTP_ERRORS,
  expectPath,
  expectToast,
  videoGrid,
} from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { type SeededVideo, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

/**
 * Playlists others can open (docs/product.md, "Playlists", Sharing): the owner makes one
 * unlisted and copies its link; a visitor opens it signed out and plays it; another user saves
 * a copy of their own.
 */

const TITLE = 'Festival lanterns';
const DESCRIPTION = 'Three evenings of paper and light.';
const [A, B, C] = [0, 1, 2].map(seededVideo) as [SeededVideo, SeededVideo, SeededVideo];
const titles = (...videos: SeededVideo[]) => videos.map((video) => video.title);

/** Sets a playlist's description through the API (the owner's edit form is tested elsewhere). */
async function setDescription(request: APIRequestContext, token: string, id: string) {
  const response = await request.patch(`/api/user/playlists/${id}`, {
    headers: { authorization: token },
    data: { playlist: { description: DESCRIPTION } },
  });
  expect(response.status()).toBe(200);
}

test.describe('a playlist shared by link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('opens for a visitor, plays from its queue, and is saved as a copy by another user', async ({
    page,
    api,
    request,
    newPage,
    consoleErrors,
  }) => {
    // Each video opened is recorded in the history; one seen again is the server's 409.
    consoleErrors.allow(/status of 409/);
    const owner = await api.signUp();
    const id = await api.createPlaylist(owner.token, TITLE);
    for (const video of [C, A, B]) await api.addToPlaylist(owner.token, id, video.id);
    await setDescription(request, owner.token, id);

    // The owner makes it unlisted and copies its link.
    await signInWithToken(page, owner.token);
    await page.goto(`/playlist/${id}`);
    const visibility = page.getByLabel('Who can open it');
    await expect(visibility).toHaveValue('private');
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await visibility.selectOption({ label: 'Unlisted: anyone with the link' });
    await expectToast(page, 'Playlist Updated');
    await expectNoSeriousA11yViolations(page, { include: '.playlist-pane' });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe(`/playlist/${id}`);

    // A visitor, signed out, opens the link.
    const visitor = await newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(visitor.getByText(DESCRIPTION)).toBeVisible();
    await expect(visitor.getByText('by Erin Tester', { exact: true })).toBeVisible();
    await expect(cardTitles(videoGrid(visitor, TITLE))).toHaveText(titles(C, A, B));
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(visitor);
    await visitor.getByRole('link', { name: 'Play all', exact: true }).click();
    await expect(visitor).toHaveURL(
      (url) => url.pathname === `/video/${C.videoLink}` && url.searchParams.get('list') === id,
    );
    const queue = visitor.getByRole('complementary', { name: TITLE });
    await expect(
      queue.getByRole('list', { name: `Videos of ${TITLE}` }).getByRole('link'),
    ).toContainText(titles(C, A, B));
    await expect(queue.locator('[aria-current="page"]')).toContainText(C.title);
    // Signed out, Save a copy leads to sign in.
    await visitor.goto(link);
    await visitor.getByRole('button', { name: 'Save a copy' }).click();
    await expectPath(visitor, '/login');

    // Another user saves a copy and finds it in their playlists.
    const reader = await api.signUp();
    const readerPage = await newPage();
    await signInWithToken(readerPage, reader.token);
    await readerPage.goto(link);
    await expect(readerPage.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await readerPage.getByRole('button', { name: 'Save a copy' }).click();
    await expectToast(readerPage, `Saved as ${TITLE} in your playlists`);
    await readerPage.getByRole('button', { name: 'Open it' }).click();
    await expect(readerPage).toHaveURL(
      (url) => url.pathname.startsWith('/playlist/') && url.pathname !== `/playlist/${id}`,
    );
    // Their own playlist, private, in the same order, under their own list.
    await expect(readerPage.getByLabel('Who can open it')).toHaveValue('private');
    await expect(cardTitles(videoGrid(readerPage, TITLE))).toHaveText(titles(C, A, B));
    const yours = readerPage.getByRole('navigation', { name: 'Your playlists' });
    await expect(yours.getByRole('link', { name: TITLE })).toBeVisible();
  });

  test('a private playlist reads as not found to anyone else', async ({
    api,
    newPage,
    consoleErrors,
  }) => {
    consoleErrors.allow(...EXPECTED_HTTP_ERRORS);
    const owner = await api.signUp();
    const id = await api.createPlaylist(owner.token, TITLE);
    const visitor = await newPage();
    await visitor.goto(`/playlist/${id}`);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'This playlist doesn’t exist.' }),
    ).toBeVisible();
  });
});
