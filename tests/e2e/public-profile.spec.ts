import type { APIRequestContext, Page } from '@playwright/test';
import { expectToast } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

// Public profiles (docs/product.md, "Public profile"): a handle and display name chosen on
// /profile, and the page anyone can open at /u/{handle}.

let handleCount = 0;

/** A handle no other run has used: lower-case letters and digits, well under 30 characters. */
function freshHandle(): string {
  handleCount += 1;
  return `maker${Date.now().toString(36)}${process.pid.toString(36)}${handleCount}`;
}

const handleBox = (page: Page) => page.getByRole('textbox', { name: 'Handle', exact: true });
const displayNameBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Display name', exact: true });
const saveButton = (page: Page) =>
  page.getByRole('button', { name: 'Save public profile', exact: true });

async function openProfile(page: Page, token: string) {
  await signInWithToken(page, token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Public profile' })).toBeVisible();
}

/** Claims a handle for a user straight through the API, as another person would. */
async function claimHandle(request: APIRequestContext, token: string, handle: string) {
  const response = await request.put('/api/user/profile', {
    headers: { authorization: token },
    data: { handle, displayName: null },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A playlist of the user's with that visibility, made straight through the API. */
async function playlistWith(
  request: APIRequestContext,
  token: string,
  title: string,
  visibility: 'private' | 'unlisted' | 'public',
) {
  const headers = { authorization: token };
  const created = await request.post('/api/user/playlists', {
    headers,
    data: { playlist: { title } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { playlists } = (await created.json()) as { playlists: { _id: string; title: string }[] };
  const id = playlists.find((playlist) => playlist.title === title)?._id ?? 'missing';
  const set = await request.patch(`/api/user/playlists/${id}`, {
    headers,
    data: { playlist: { visibility } },
  });
  expect(set.status(), await set.text()).toBe(200);
  return id;
}

test('a user chooses a handle and display name, and anyone signed out sees the public page', async ({
  page,
  api,
  request,
  newPage,
}) => {
  const { token } = await api.signUp();
  const shownId = await playlistWith(request, token, 'Lanterns to share', 'public');
  await playlistWith(request, token, 'Kept to myself', 'private');
  const handle = freshHandle();
  await openProfile(page, token);

  // Checked as it is typed, by the rules the server holds the handle to.
  await handleBox(page).fill('ab');
  await expect(page.getByText('A handle has at least 3 characters.')).toBeVisible();
  await handleBox(page).fill('_maker');
  await expect(page.getByText('Start with a letter or a digit.')).toBeVisible();
  await handleBox(page).fill('admin');
  await expect(page.getByText('This handle is reserved. Choose another.')).toBeVisible();
  // Upper case is lower-cased: the preview shows the link as it will be.
  await handleBox(page).fill(handle.toUpperCase());
  await expect(page.getByText(`/u/${handle}`, { exact: true })).toBeVisible();
  await expect(handleBox(page)).not.toHaveAttribute('aria-invalid', 'true');
  await displayNameBox(page).fill('Erin Makes Lanterns');
  await expectNoSeriousA11yViolations(page, { include: '.profile-page' });

  await saveButton(page).click();
  await expectToast(page, 'Public profile saved');
  const viewLink = page.getByRole('link', { name: 'View your public page' });
  await expect(viewLink).toHaveAttribute('href', `/u/${handle}`);
  await expect(handleBox(page)).toHaveValue(handle);

  // A fresh context: signed out, nothing cached.
  const visitor = await newPage();
  await visitor.goto(`/u/${handle}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Erin Makes Lanterns' }),
  ).toBeVisible();
  await expect(visitor.getByText(`@${handle}`, { exact: true })).toBeVisible();
  await expect(visitor.getByText(/^Joined \w+ \d{4}$/)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Public playlists' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Lanterns to share' })).toHaveAttribute(
    'href',
    `/playlist/${shownId}`,
  );
  await expect(visitor.getByText('Kept to myself')).toHaveCount(0);
  await expect(visitor).toHaveTitle(`CraftReel | Erin Makes Lanterns (@${handle})`);
  await expect(visitor.getByText(/@craftreel\.test/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor);
  // The card opens the shared playlist, whose byline leads back here.
  await visitor.getByRole('link', { name: 'Lanterns to share' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Lanterns to share' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Erin Makes Lanterns' }).click();
  await expect(visitor).toHaveURL((url) => url.pathname === `/u/${handle}`);

  // The owner's link leads to the same page.
  await viewLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Erin Makes Lanterns' })).toBeVisible();
});

test('a public page with no public playlists says so', async ({ page, api, request }) => {
  const { token } = await api.signUp();
  const handle = freshHandle();
  await claimHandle(request, token, handle);
  await page.goto(`/u/${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Erin Tester' })).toBeVisible();
  await expect(page.getByText('No public playlists yet')).toBeVisible();
});

test('a handle someone else holds is refused with "That handle is taken"', async ({
  page,
  api,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 409/);
  const holder = await api.signUp();
  const handle = freshHandle();
  await claimHandle(request, holder.token, handle);

  const { token } = await api.signUp();
  await openProfile(page, token);
  await handleBox(page).fill(handle.toUpperCase());
  await saveButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That handle is taken' })).toBeVisible();
  await expect(handleBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(handleBox(page)).toBeFocused();
  await expect(page.getByRole('link', { name: 'View your public page' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: '.profile-page' });

  // Another handle is saved.
  await handleBox(page).fill(freshHandle());
  await expect(page.getByText('That handle is taken')).toHaveCount(0);
  await saveButton(page).click();
  await expectToast(page, 'Public profile saved');
});

test('a handle no one holds shows that no one has it', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.goto('/u/no-one-has-this-handle');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await expect(page.getByText('No one has the handle @no-one-has-this-handle.')).toBeVisible();
  await expect(page).toHaveTitle('CraftReel | Profile not found');
  await expectNoSeriousA11yViolations(page);
});
