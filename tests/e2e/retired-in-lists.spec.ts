import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signUpCurator } from './support/curator.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * A video a curator retires stays in a member's lists, "shown there as 'no longer
 * available' with a remove action"; nothing there opens it (its page is gone).
 */
// A curator retires a video: on a server of this file's own, so the shared catalogue stays whole.
test.use({ baseURL: ownServer() });

test('a retired video shows as no longer available in Liked and a playlist, and can be removed', async ({
  page,
  api,
  request,
  baseURL,
}) => {
  const curator = await signUpCurator(api, baseURL);
  const member = await api.signUp();
  const [retired, kept] = await api.videos();
  if (!retired || !kept) throw new Error('the seed has fewer than two videos');
  const playlistId = await api.createPlaylist(member.token, 'Weekend makes');
  // The retired video first in the playlist, so Play all has to step over it.
  for (const video of [retired, kept]) {
    await api.addToList(member.token, 'likes', video._id);
    await api.addToPlaylist(member.token, playlistId, video._id);
  }
  const retire = await request.post(`/api/curation/videos/${retired._id}/retire`, {
    headers: { authorization: curator.token },
  });
  expect(retire.status()).toBe(200);

  await signInWithToken(page, member.token, baseURL);
  await page.goto('/liked');
  const card = page.getByRole('article').filter({ hasText: retired.title });
  await expect(card.getByText('No longer available')).toBeVisible();
  await expect(card.getByRole('heading', { name: retired.title })).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: kept.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: `Remove ${retired.title} from Liked` }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Liked videos' })).toBeFocused();
  await expect(page.getByRole('link', { name: kept.title })).toBeVisible();

  await page.goto(`/playlist/${playlistId}`);
  const entry = page.getByRole('article').filter({ hasText: retired.title });
  await expect(entry.getByText('No longer available')).toBeVisible();
  // Play all starts at the first video still in the catalogue, stepping over the retired one.
  await expect(page.getByRole('link', { name: 'Play all' })).toHaveAttribute(
    'href',
    `/video/${kept.videoLink}?list=${playlistId}`,
  );
  await entry.getByRole('button', { name: `Remove ${retired.title} from Weekend makes` }).click();
  await expect(entry).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Weekend makes' })).toBeFocused();
  await expect(page.getByRole('link', { name: kept.title })).toBeVisible();
});
