import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { LibraryFileSchema } from '#shared/schemas/library.schema.ts';
import { cardTitles, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

/*
 * Your library (docs/product.md, "Profile"): Settings exports the library as one zip (the
 * library file, and Made it posts with their photos), and imports such a zip back, merging, and
 * says what it added.
 */

const LIKED = [seededVideo(0), seededVideo(1)];
const LATER = [seededVideo(2)];
const WATCHED = [seededVideo(3), seededVideo(4)];
const IN_PLAYLIST = [seededVideo(5), seededVideo(6)];
const PLAYLIST = 'Jar lamps';

const librarySection = (page: Page) => page.getByRole('region', { name: 'Your library' });

/** Follows a link of the docked side menu (wide screens): the app keeps its cache. */
async function goByMenu(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** Empties the user's lists and deletes their playlists, through the API. */
async function emptyLibrary(request: APIRequestContext, token: string) {
  const headers = { authorization: token };
  for (const [list, videos] of [
    ['likes', LIKED],
    ['watchlater', LATER],
  ] as const) {
    for (const video of videos) {
      const res = await request.delete(`/api/user/${list}/${video.id}`, { headers });
      expect(res.status()).toBe(200);
    }
  }
  expect((await request.delete('/api/user/history/all', { headers })).status()).toBe(200);
  const playlists = await request.get('/api/user/playlist-summaries', { headers });
  const { playlists: all } = (await playlists.json()) as { playlists: { _id: string }[] };
  for (const playlist of all) {
    const res = await request.delete(`/api/user/playlists/${playlist._id}`, { headers });
    expect(res.status()).toBe(200);
  }
}

/** The card titles a list page shows, in order. */
async function titlesOn(page: Page, grid: string) {
  const titles = cardTitles(videoGrid(page, grid));
  await expect(titles.first()).toBeVisible();
  return titles.allInnerTexts();
}

test.describe('take your library with you', () => {
  test('exports the library, and imports it back after it was emptied', async ({
    page,
    api,
    request,
  }) => {
    // A long journey (nine pages, three accessibility scans, an export and two imports): on a
    // busy two-core machine it measured up to a minute, the default time-out, so it gets three.
    test.slow();
    const user = await api.signUp();
    for (const video of LIKED) await api.addToList(user.token, 'likes', video.id);
    for (const video of LATER) await api.addToList(user.token, 'watchlater', video.id);
    for (const video of WATCHED) await api.addToList(user.token, 'history', video.id);
    const playlistId = await api.createPlaylist(user.token, PLAYLIST);
    for (const video of IN_PLAYLIST) await api.addToPlaylist(user.token, playlistId, video.id);
    await signInWithToken(page, user.token);

    // What the lists show before: the order an import must bring back.
    await page.goto('/liked');
    const likedBefore = await titlesOn(page, 'Liked videos');
    expect(likedBefore).toEqual([LIKED[1]?.title, LIKED[0]?.title]);
    await page.goto('/history');
    const historyBefore = await titlesOn(page, 'Watched Today');

    await page.goto('/profile/settings');
    const section = librarySection(page);
    await expect(section.getByRole('heading', { name: 'Your library' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '.library-panel' });

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export library' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^craftreel-library-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await download.path();
    const entries = unzipSync(new Uint8Array(await readFile(path)));
    expect(Object.keys(entries)).toEqual(['library.json']);
    const exported = LibraryFileSchema.parse(
      JSON.parse(strFromU8(entries['library.json'] ?? new Uint8Array())),
    );
    expect(exported.posts).toEqual([]);
    expect(exported.likes.map((entry) => entry.videoId)).toEqual([LIKED[1]?.id, LIKED[0]?.id]);
    expect(exported.playlists.map((playlist) => playlist.title)).toEqual([PLAYLIST]);

    // The lists are emptied (elsewhere), and the app caches the empty list once it is seen.
    await emptyLibrary(request, user.token);
    await goByMenu(page, 'Liked');
    await expect(page.getByRole('main').getByText('No liked videos yet ??')).toBeVisible();
    // Back to Settings within the app (no reload): what it cached is still there.
    await page.goBack();
    await expect(section.getByRole('heading', { name: 'Your library' })).toBeVisible();

    const choosing = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Import a library file' }).click();
    await (await choosing).setFiles(path);
    const report = section.getByRole('status');
    await expect(report).toHaveText(
      'Added 2 liked videos, 1 to watch later, 2 to history, 1 playlist (2 videos).',
    );
    await expectNoSeriousA11yViolations(page, { include: '.library-panel' });

    // Everything is back, in its order, on every page: the import refreshed the cached lists.
    await goByMenu(page, 'Liked');
    expect(await titlesOn(page, 'Liked videos')).toEqual(likedBefore);
    await goByMenu(page, 'Watch Later');
    expect(await titlesOn(page, 'Watch Later')).toEqual([LATER[0]?.title]);
    await goByMenu(page, 'History');
    expect(await titlesOn(page, 'Watched Today')).toEqual(historyBefore);
    await goByMenu(page, 'Playlist');
    const playlists = page.getByRole('navigation', { name: 'Your playlists' });
    await playlists.getByRole('link', { name: PLAYLIST, exact: true }).click();
    await expect(page.getByText(IN_PLAYLIST[0]?.title ?? '').first()).toBeVisible();
    await expect(page.getByText(IN_PLAYLIST[1]?.title ?? '').first()).toBeVisible();

    // The same file again adds nothing.
    await page.goto('/profile/settings');
    const again = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Import a library file' }).click();
    await (await again).setFiles(path);
    await expect(report).toHaveText('Nothing new to add; skipped 7 already there.');
  });

  test('names a bad file, and imports nothing', async ({ page, api }) => {
    const user = await api.signUp();
    await signInWithToken(page, user.token);
    await page.goto('/profile/settings');
    const section = librarySection(page);

    const notJson = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Import a library file' }).click();
    await (await notJson).setFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('these are my notes'),
    });
    await expect(section.getByRole('alert')).toHaveText(
      'This file is not a CraftReel library file: it is not JSON.',
    );

    const newer = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Import a library file' }).click();
    await (await newer).setFiles({
      name: 'library.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ format: 'craftreel-library', version: 2 })),
    });
    await expect(section.getByRole('alert')).toContainText('version: must be 1');
    await expectNoSeriousA11yViolations(page, { include: '.library-panel' });
  });
});
