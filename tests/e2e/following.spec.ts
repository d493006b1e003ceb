import type { APIRequestContext } from '@playwright/test';
import { cardTitles, expectToast, openVideo, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signUpCurator } from './support/curator.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * Creator pages, follows and the Following page (docs/product.md, "Creator pages" and
 * "Following"): a member follows a creator from its page, a curator adds a video by that
 * creator, and the member finds it on Following, marked new; then unfollows.
 */
// A curator changes the catalogue: the journey runs on a server of its own.
test.use({ baseURL: ownServer() });

/** An 11-character YouTube id no other run has used. */
function freshYoutubeId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 11 }, () => alphabet[Math.floor(Math.random() * 62)]).join('');
}

async function addVideo(
  request: APIRequestContext,
  token: string,
  video: { title: string; creator: string },
) {
  const response = await request.post('/api/curation/videos', {
    headers: { authorization: token },
    data: {
      url: `https://youtu.be/${freshYoutubeId()}`,
      category: 'craft-ideas',
      description: 'Added while a follower was away.',
      ...video,
    },
  });
  expect(response.status()).toBe(201);
}

test('a member follows a creator, sees a curator’s new video marked new, and unfollows', async ({
  page,
  api,
  request,
  baseURL,
}) => {
  // A creator whose name holds a character an address must escape (`&`): cards link by name.
  const seeded = (await api.videos()).find((video) => video.creator.includes('&'));
  if (!seeded) throw new Error('the seed has no creator with & in its name');
  const creator = seeded.creator;
  const member = await api.signUp();
  await signInWithToken(page, member.token, baseURL);

  // Following, before anything is followed: the hint.
  await page.goto('/following');
  await expect(page.getByText('You don’t follow anyone yet.', { exact: false })).toBeVisible();

  // From the video page, the creator's name leads to its page.
  await openVideo(page, seeded);
  await page.getByRole('link', { name: creator, exact: true }).first().click();
  await expect(page).toHaveURL(/\/creator\//);
  await expect(page.getByRole('heading', { level: 1, name: creator })).toBeVisible();
  await expect(cardTitles(videoGrid(page, `Videos by ${creator}`)).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Follow ${creator}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `Unfollow ${creator}`, exact: true }),
  ).toBeVisible();

  // The first visit: nothing is new yet.
  await page.goto('/following');
  const grid = videoGrid(page, 'Videos you follow');
  await expect(cardTitles(grid).first()).toBeVisible();
  await expect(page.getByText('Nothing new since your last visit.')).toBeVisible();

  // A curator adds a video by that creator; the member's next visit shows it, marked new.
  const curator = await signUpCurator(api, baseURL);
  const title = `Moss terrarium ${Date.now()}`;
  await addVideo(request, curator.token, { title, creator });
  await page.reload();
  await expect(page.getByText('1 new video since your last visit')).toBeVisible();
  const card = grid.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Unfollow from the creator's page (the card's creator link): Following is empty again.
  await card.getByRole('link', { name: creator, exact: true }).click();
  await page.getByRole('button', { name: `Unfollow ${creator}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Follow ${creator}`, exact: true })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Following' })
    .click();
  await expect(page.getByText('You don’t follow anyone yet.', { exact: false })).toBeVisible();
});

test('a visitor pressing Follow is led to sign in, and comes back to follow', async ({
  page,
  api,
}) => {
  const [seeded] = await api.videos();
  if (!seeded) throw new Error('the seed has no videos');
  const member = await api.signUp();
  await openVideo(page, seeded);
  await page.getByRole('link', { name: seeded.creator, exact: true }).first().click();
  await page.getByRole('button', { name: `Follow ${seeded.creator}`, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'Login SuccessFully', 'green');
  await expect(page).toHaveURL(/\/creator\//);
  await page.getByRole('button', { name: `Follow ${seeded.creator}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `Unfollow ${seeded.creator}`, exact: true }),
  ).toBeVisible();
});

test('a member follows the category chosen on the home page', async ({ page, api, baseURL }) => {
  const [category] = await api.categories();
  if (!category) throw new Error('the seed has no categories');
  const member = await api.signUp();
  await signInWithToken(page, member.token, baseURL);
  await page.goto('/');
  await page.getByRole('radio', { name: category.label, exact: true }).check();
  await page.getByRole('button', { name: `Follow ${category.label}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `Unfollow ${category.label}`, exact: true }),
  ).toBeVisible();
  await page.goto('/following');
  await expect(page.getByText('You follow 1 creator or category')).toBeVisible();
  await expect(cardTitles(videoGrid(page, 'Videos you follow')).first()).toBeVisible();
});
