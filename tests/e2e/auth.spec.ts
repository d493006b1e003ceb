import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToListViaApi, expectToast, toastMessage } from './support/app.ts';
import { GUEST, signInWithToken, signUpViaApi, useBrowser } from './support/browser.ts';

const browser = useBrowser();

/** Chromium logs every non-2xx answer; these journeys ask for 401s and 422s on purpose. */
const EXPECTED_HTTP_ERRORS = [
  /Failed to load resource: the server responded with a status of (401|422)/,
];

const PROTECTED_PATHS = [
  '/playlist',
  '/history',
  '/liked',
  '/watchlater',
  '/profile',
  '/profile/settings',
];

/** The seeded video liked in the logout journey, and its card title. */
const RAIN = { _id: 'walking-in-the-rain', title: 'Walking in the Rain' } as const;

const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });
/** A password input has no ARIA role; its label finds it whichever type it has. */
const passwordBox = (page: Page) => page.getByLabel('Password', { exact: true });
const confirmBox = (page: Page) => page.getByLabel('Confirm password', { exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });
const guestButton = (page: Page) =>
  page.getByRole('button', { name: 'Login as Guest', exact: true });
const signupButton = (page: Page) => page.getByRole('button', { name: 'Sign up', exact: true });
const topBar = (page: Page) => page.getByRole('banner');
const profileLink = (page: Page) =>
  topBar(page).getByRole('link', { name: 'Profile', exact: true });
const loginLink = (page: Page) => topBar(page).getByRole('link', { name: 'Login', exact: true });

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

async function expectPath(page: Page, path: string) {
  await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(path);
}

async function openLogin(page: Page) {
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Login', exact: true }).waitFor();
}

async function openSignup(page: Page) {
  await page.goto('/signup');
  await page.getByRole('heading', { level: 1, name: 'Sign up', exact: true }).waitFor();
}

/** Every POST /api/auth/signup the page sends, from now on. */
function recordSignupRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/signup') seen.push(request);
  });
  return seen;
}

async function fillSignup(
  page: Page,
  fields: { email: string; password: string; confirm: string },
) {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Mira');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Okafor');
  await emailBox(page).fill(fields.email);
  await passwordBox(page).fill(fields.password);
  await confirmBox(page).fill(fields.confirm);
}

let emailCount = 0;
function freshEmail(): string {
  emailCount += 1;
  return `auth-${Date.now()}-${process.pid}-${emailCount}@craftreel.test`;
}

/** Signs in through the login form (not as guest), from wherever the page is. */
async function logInWithForm(page: Page, email: string, password: string) {
  await emailBox(page).fill(email);
  await passwordBox(page).fill(password);
  await loginButton(page).click();
  await expectToast(page, 'Login SuccessFully', 'green');
}

describe('login page', () => {
  it('comes pre-filled with the demo credentials, and shows or hides the password', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openLogin(page);

    expect(await emailBox(page).inputValue()).toBe(GUEST.email);
    expect(await passwordBox(page).inputValue()).toBe(GUEST.password);
    expect(await passwordBox(page).getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    expect(await passwordBox(page).getAttribute('type')).toBe('text');
    expect(await passwordBox(page).inputValue()).toBe(GUEST.password);

    await page.getByRole('button', { name: 'Hide password', exact: true }).click();
    expect(await passwordBox(page).getAttribute('type')).toBe('password');
    expectNoConsoleErrors();
  });

  it('signs in as the guest: green toast, stored token, Profile instead of Login', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openLogin(page);
    expect(await loginLink(page).count()).toBe(1);
    expect(await storedToken(page)).toBeNull();

    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/login',
    );
    await guestButton(page).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual(GUEST);

    await expectToast(page, 'Login SuccessFully', 'green');
    await profileLink(page).waitFor();
    expect(await loginLink(page).count()).toBe(0);
    const { encodedToken } = (await response.json()) as { encodedToken: string };
    expect(await storedToken(page)).toBe(encodedToken);
    // No page to go back to: home.
    await expectPath(page, '/');
    expectNoConsoleErrors();
  });

  it("says 'no such user found' in red for a wrong password, and stays signed out", async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openLogin(page);
    await passwordBox(page).fill('not-the-password');
    await loginButton(page).click();

    await expectToast(page, 'no such user found', 'red');
    expect(await storedToken(page)).toBeNull();
    expect(pathOf(page)).toBe('/login');
    expect(await loginLink(page).count()).toBe(1);
    // The form is usable again once the call is over.
    expect(await loginButton(page).isEnabled()).toBe(true);
    expectNoConsoleErrors({ allow: EXPECTED_HTTP_ERRORS });
  });
});

describe('signup page', () => {
  it('sends nothing and says nothing while the passwords differ', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    const requests = recordSignupRequests(page);
    await openSignup(page);

    const email = freshEmail();
    await fillSignup(page, { email, password: 'paper-cranes-1', confirm: 'paper-cranes-2' });
    await signupButton(page).click();
    await page.keyboard.press('Enter');

    expect(await page.locator('.toast-bar').textContent()).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(pathOf(page)).toBe('/signup');
    expect(await storedToken(page)).toBeNull();

    // Mend the confirmation and submit again: the request this sends must be the only one, so
    // the two mismatched submits above sent none (a request would have been seen first).
    await confirmBox(page).fill('paper-cranes-1');
    await signupButton(page).click();
    await expectToast(page, 'Successfully Signed up', 'green');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.postDataJSON()).toMatchObject({ email, password: 'paper-cranes-1' });
    expectNoConsoleErrors();
  });

  it('signs up and in with matching passwords, never sending the confirmation', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    const requests = recordSignupRequests(page);
    await openSignup(page);
    expect(await passwordBox(page).getAttribute('type')).toBe('password');
    expect(await confirmBox(page).getAttribute('type')).toBe('password');

    const email = freshEmail();
    await fillSignup(page, { email, password: 'paper-cranes-1', confirm: 'paper-cranes-1' });
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/signup',
    );
    await signupButton(page).click();
    const response = await answer;
    expect(response.status()).toBe(201);

    await expectToast(page, 'Successfully Signed up', 'green');
    await profileLink(page).waitFor();
    await expectPath(page, '/');
    const { encodedToken } = (await response.json()) as { encodedToken: string };
    expect(await storedToken(page)).toBe(encodedToken);

    expect(requests).toHaveLength(1);
    const body = requests[0]?.postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      firstName: 'Mira',
      lastName: 'Okafor',
      email,
      password: 'paper-cranes-1',
    });
    expect(Object.keys(body).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expectNoConsoleErrors();
  });

  it("says 'error signing up' in red for an email already registered", async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openSignup(page);
    await fillSignup(page, {
      email: member.email,
      password: 'paper-cranes-1',
      confirm: 'paper-cranes-1',
    });
    await signupButton(page).click();

    await expectToast(page, 'error signing up', 'red');
    expect(await storedToken(page)).toBeNull();
    expect(pathOf(page)).toBe('/signup');
    expect(await loginLink(page).count()).toBe(1);
    expectNoConsoleErrors({ allow: EXPECTED_HTTP_ERRORS });
  });
});

describe('route guards', () => {
  it('sends a signed-out visitor from /liked to /login, and back to /liked after signing in', async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await page.goto('/liked');
    await expectPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Login', exact: true }).waitFor();

    await logInWithForm(page, member.email, member.password);
    await expectPath(page, '/liked');
    await page.getByRole('heading', { level: 1, name: 'Liked videos', exact: true }).waitFor();
    await page.getByText('No liked videos yet ??', { exact: true }).waitFor();
    expectNoConsoleErrors();
  });

  it('sends every signed-in-only page to /login for a signed-out visitor', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    for (const path of PROTECTED_PATHS) {
      await page.goto(path);
      await expectPath(page, '/login');
      await page.getByRole('heading', { level: 1, name: 'Login', exact: true }).waitFor();
    }
    // The origin is remembered through the signup link too.
    await page.goto('/history');
    await expectPath(page, '/login');
    await page.getByRole('link', { name: 'Create an account', exact: true }).click();
    await expectPath(page, '/signup');
    await fillSignup(page, {
      email: freshEmail(),
      password: 'paper-cranes-1',
      confirm: 'paper-cranes-1',
    });
    await signupButton(page).click();
    await expectToast(page, 'Successfully Signed up', 'green');
    await expectPath(page, '/history');
    expectNoConsoleErrors();
  });

  it('sends a signed-in visitor away from /login and /signup, home when there is no origin', async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await signInWithToken(page, member.token);

    await page.goto('/login');
    await expectPath(page, '/');
    await profileLink(page).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Login' }).count()).toBe(0);

    await page.goto('/signup');
    await expectPath(page, '/');
    expect(await page.getByRole('button', { name: 'Sign up' }).count()).toBe(0);
    expectNoConsoleErrors();
  });
});

describe('start-up', () => {
  it('shows the loader while a stored token is verified, then signs the user in', async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await signInWithToken(page, member.token);

    // Hold POST /api/auth/verify until the loader has been seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let verifyBody: unknown;
    await page.route('**/api/auth/verify', async (route) => {
      verifyBody = route.request().postDataJSON();
      await released;
      await route.continue();
    });

    await page.goto('/profile', { waitUntil: 'commit' });
    const loader = page.getByRole('status', { name: 'Loading CraftReel', exact: true });
    await loader.waitFor();
    expect(await profileLink(page).count()).toBe(0);
    expect(verifyBody).toEqual({ encodedToken: member.token });

    release();
    await loader.waitFor({ state: 'detached' });
    await profileLink(page).waitFor();
    expect(pathOf(page)).toBe('/profile');
    await page.getByText(member.email, { exact: true }).waitFor();
    expect(await storedToken(page)).toBe(member.token);
    expectNoConsoleErrors();
  });

  it('drops a garbage stored token quietly and ends signed out', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await signInWithToken(page, 'not-a-real-token');
    const verified = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/verify',
    );
    await page.goto('/');
    expect((await verified).status()).toBe(401);

    await loginLink(page).waitFor();
    await expect.poll(() => storedToken(page)).toBeNull();
    expect(await profileLink(page).count()).toBe(0);
    expect(await page.getByRole('status', { name: 'Loading CraftReel' }).count()).toBe(0);
    // No user-facing message: the toast bar stays empty and nothing is announced as an alert.
    expect(await page.locator('.toast-bar').textContent()).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);

    // A protected page now asks for a login.
    await page.goto('/liked');
    await expectPath(page, '/login');
    expectNoConsoleErrors({ allow: EXPECTED_HTTP_ERRORS });
  });
});

describe('profile', () => {
  it('shows Name and Email Id, for /profile and any other /profile/{action}', async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await signInWithToken(page, member.token);

    for (const path of ['/profile', '/profile/anything']) {
      await page.goto(path);
      const details = page.getByRole('region', { name: 'User', exact: true });
      await details.waitFor();
      const terms = await details.getByRole('term').allTextContents();
      const values = await details.getByRole('definition').allTextContents();
      expect(terms).toEqual(['Name', 'Email Id']);
      expect(values).toEqual(['Erin Tester', member.email]);
      expect(pathOf(page)).toBe(path);
      expect(await page.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
    }

    // The profile's own nav reaches Settings.
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Settings', exact: true })
      .click();
    await expectPath(page, '/profile/settings');
    await page.getByRole('button', { name: 'Log Out', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'User', exact: true }).count()).toBe(0);
    expectNoConsoleErrors();
  });

  it("logs out: 'logged out successfully', token gone, home, and no list of the last user left", async () => {
    const first = await signUpViaApi();
    const second = await signUpViaApi();
    await addToListViaApi(first.token, 'likes', RAIN._id);

    const { page, expectNoConsoleErrors } = await browser.newPage();
    await signInWithToken(page, first.token);
    await page.goto('/liked');
    const likedGrid = page.getByRole('list', { name: 'Liked videos', exact: true });
    await likedGrid.getByRole('link', { name: RAIN.title, exact: true }).waitFor();

    // Into settings without reloading, so the app's in-memory lists are still there.
    await profileLink(page).click();
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Settings', exact: true })
      .click();
    await page.getByRole('button', { name: 'Log Out', exact: true }).click();

    await expectToast(page, 'logged out successfully', 'green');
    await expectPath(page, '/');
    expect(await storedToken(page)).toBeNull();
    await loginLink(page).waitFor();
    expect(await profileLink(page).count()).toBe(0);

    // Another user signs in within the same tab: the first user's like must not show.
    await loginLink(page).click();
    await expectPath(page, '/login');
    await logInWithForm(page, second.email, second.password);
    await expectPath(page, '/');
    // Hold the second user's list: until it comes, nothing may be shown from a cache.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/likes', async (route) => {
      await released;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Liked', exact: true })
      .click();
    await expectPath(page, '/liked');
    await page.getByRole('status', { name: 'Loading Liked videos', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: RAIN.title, exact: true }).count()).toBe(0);
    release();
    await page.getByText('No liked videos yet ??', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: RAIN.title, exact: true }).count()).toBe(0);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(token).not.toBe(first.token);
    expect(await toastMessage(page, 'no such user found').count()).toBe(0);
    expectNoConsoleErrors();
  });
});
