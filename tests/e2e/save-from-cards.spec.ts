import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import {
  cardLink,
  chooseFromCardMenu,
  expectToast,
  pauseClock,
  toastMessage,
  videoGrid,
} from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

// Save from any card (docs/product.md, "Playlists"): every card's "⋮" menu saves the video, as the video page does.

const FIRST = seededVideo(0);
const SECOND = seededVideo(1);
const NEW_PLAYLIST = 'Made from a card';

test('saves a home card to a new playlist in one step, from the keyboard', async ({
  page,
  api,
  request,
}) => {
  const member = await api.signUp();
  await signInWithToken(page, member.token);
  await page.goto('/');
  const grid = videoGrid(page, 'Videos');
  await expect(cardLink(grid, FIRST.title)).toBeVisible();

  const trigger = grid.getByRole('button', {
    name: `More actions for ${FIRST.title}`,
    exact: true,
  });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const item = grid.getByRole('button', { name: 'Save to playlist', exact: true });
  // The menu's first action has focus; Tab walks to the others.
  await expect(grid.getByRole('button', { name: 'Like', exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Save to' });
  await expect(dialog).toBeVisible();
  // No playlists yet: the work starts with naming one, so focus starts there.
  const name = dialog.getByRole('textbox', { name: 'Playlist name', exact: true });
  await expect(name).toBeFocused();
  await name.fill(NEW_PLAYLIST);
  await page.keyboard.press('Enter');
  await expectToast(page, `Added in ${NEW_PLAYLIST} playlist`);
  await expect(dialog.getByRole('checkbox', { name: NEW_PLAYLIST, exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the card's menu button, where the user was.
  await expect(trigger).toBeFocused();

  const res = await request.get('/api/user/playlists', {
    headers: { authorization: member.token },
  });
  const { playlists } = PlaylistsResponseSchema.parse(await res.json());
  expect(playlists.map((p) => [p.title, p.videos.map((v) => v._id)])).toEqual([
    [NEW_PLAYLIST, [FIRST.id]],
  ]);
});

test('the Save-to dialog starts on the first playlist’s box, each time it opens', async ({
  page,
  api,
}) => {
  const member = await api.signUp();
  await api.createPlaylist(member.token, 'Older makes');
  await api.createPlaylist(member.token, 'Newest makes');
  await signInWithToken(page, member.token);
  await page.goto('/');
  const grid = videoGrid(page, 'Videos');
  const trigger = grid.getByRole('button', {
    name: `More actions for ${FIRST.title}`,
    exact: true,
  });
  const dialog = page.getByRole('dialog', { name: 'Save to' });
  // The second time, the playlists are there at once (cached).
  for (const _time of [1, 2]) {
    await chooseFromCardMenu(grid, FIRST.title, 'Save to playlist');
    await expect(dialog.getByRole('checkbox', { name: /Newest makes/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});

test('likes and saves to watch later from home cards, and says when it is already there', async ({
  page,
  api,
  consoleErrors,
}) => {
  // The second save is the server's 409, which the browser logs.
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 409/);
  const member = await api.signUp();
  await signInWithToken(page, member.token);
  await page.goto('/');
  const grid = videoGrid(page, 'Videos');
  await chooseFromCardMenu(grid, FIRST.title, 'Like');
  await expectToast(page, 'Added in liked videos');
  await chooseFromCardMenu(grid, SECOND.title, 'Save to watch later');
  await expectToast(page, 'Added to watch later');
  await chooseFromCardMenu(grid, SECOND.title, 'Save to watch later');
  await expectToast(page, 'Already in watch later', 'red');

  await page.goto('/liked');
  await expect(cardLink(videoGrid(page, 'Liked videos'), FIRST.title)).toBeVisible();
  // A liked video's card can go to watch later from the liked list too.
  await chooseFromCardMenu(videoGrid(page, 'Liked videos'), FIRST.title, 'Save to watch later');
  await expectToast(page, 'Added to watch later');
  await page.goto('/watchlater');
  const later = videoGrid(page, 'Watch Later');
  await expect(cardLink(later, FIRST.title)).toBeVisible();
  await expect(cardLink(later, SECOND.title)).toBeVisible();
});

test('asks a visitor to log in', async ({ page }) => {
  // A fake clock, paused once the cards are there: each toast closes itself after 1500 ms, which
  // a busy machine could spend before the check looks (it did once, in CI's rehearsal).
  await page.clock.install();
  await page.goto('/');
  const grid = videoGrid(page, 'Videos');
  await expect(cardLink(grid, FIRST.title)).toBeVisible();
  await pauseClock(page);
  const toast = toastMessage(page, 'Please login first', 'red');
  await chooseFromCardMenu(grid, FIRST.title, 'Save to playlist');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save to' })).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(toast).toHaveCount(0);
  await chooseFromCardMenu(grid, FIRST.title, 'Like');
  await expect(toast).toBeVisible();
});
