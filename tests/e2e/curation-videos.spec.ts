import { cardTitles, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAsCurator } from './support/curator.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * The Curation page's videos (docs/decisions/0010): a curator adds a video by its youtu.be address, a
 * member finds it, likes it, and once the curator retires it, it is gone from home and search
 * and shows on the member's Liked page as no longer available.
 */
// Curators change the catalogue: their journeys run on a server of their own.
test.use({ baseURL: ownServer() });

/** An 11-character YouTube id no other run has used. */
function freshYoutubeId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 11 }, () => alphabet[Math.floor(Math.random() * 64)]).join('');
}

test('a curator adds a video by its address and retires it; a member who liked it sees it leave', async ({
  page,
  api,
  newPage,
  baseURL,
}) => {
  await signInAsCurator(page, api, baseURL);
  await page.goto('/curation/videos');

  const youtubeId = freshYoutubeId();
  const title = `Felt fox ${youtubeId.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  await page.getByRole('button', { name: 'Add a video' }).click();
  await page.getByLabel('YouTube address or id').fill(`https://youtu.be/${youtubeId}?t=12`);
  await expect(page.getByText(`Video id: ${youtubeId}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Creator', { exact: true }).fill('Needle Nell');
  await page.getByLabel('Category').selectOption('Craft Ideas');
  await page.getByRole('button', { name: 'Add video' }).click();
  await expect(page.getByText('Video added')).toBeVisible();
  // The form is cleared, and the list shows the video.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  const row = page
    .getByRole('list', { name: 'Videos' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: title }),
    });
  await expect(row).toContainText('Needle Nell');

  // A member finds it on home and in search, and likes it.
  const member = await api.signUp();
  const memberPage = await newPage();
  await signInWithToken(memberPage, member.token, baseURL);
  await memberPage.goto('/');
  const home = videoGrid(memberPage, 'Videos');
  await expect(cardTitles(home).filter({ hasText: title })).toHaveCount(1);
  const searchBox = memberPage.getByRole('searchbox', { name: 'Search videos' });
  await searchBox.fill('felt fox');
  await searchBox.press('Enter');
  await expect(memberPage).toHaveURL(/search=felt(\+|%20)fox/);
  await expect(cardTitles(home)).toHaveText([title]);
  const videoId = (await api.videos()).find((video) => video.title === title)?._id ?? '';
  expect(videoId).not.toBe('');
  await api.addToList(member.token, 'likes', videoId);

  // The curator retires it, after saying yes.
  await row.getByRole('button', { name: 'Retire' }).click();
  await expect(row).toContainText('It leaves the catalogue and search');
  await row.getByRole('button', { name: 'Yes, retire it' }).click();
  await expect(page.getByText(`Retired “${title}”`)).toBeVisible();
  await expect(row.getByText('Retired', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Restore' })).toBeFocused();

  // The member's search no longer finds it, nor does home; their Liked page says why.
  await memberPage.reload();
  await expect(memberPage.getByText('No videos match')).toBeVisible();
  await memberPage.goto('/');
  await expect(cardTitles(home).first()).toBeVisible();
  await expect(cardTitles(home).filter({ hasText: title })).toHaveCount(0);
  await memberPage.goto('/liked');
  const liked = memberPage.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(liked).toContainText('No longer available');
});
