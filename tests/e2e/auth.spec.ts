import type { Page, Request, Route } from '@playwright/test';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { expectPath, expectToast, pauseClock, toastBar, toastMessage } from './support/app.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

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

/** The seeded video liked in the logout journey. */
const LIKED = seededVideo(0);

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

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
}

async function openSignup(page: Page) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up', exact: true })).toBeVisible();
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

test.describe('login page', () => {
  test('comes pre-filled with the demo credentials, and shows or hides the password', async ({
    page,
  }) => {
    await openLogin(page);

    await expect(emailBox(page)).toHaveValue(DEMO_CREDENTIALS.email);
    await expect(passwordBox(page)).toHaveValue(DEMO_CREDENTIALS.password);
    await expect(passwordBox(page)).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(passwordBox(page)).toHaveAttribute('type', 'text');
    await expect(passwordBox(page)).toHaveValue(DEMO_CREDENTIALS.password);

    await page.getByRole('button', { name: 'Hide password', exact: true }).click();
    await expect(passwordBox(page)).toHaveAttribute('type', 'password');
  });

  test('signs in as the guest: green toast, stored token, Profile instead of Login', async ({
    page,
  }) => {
    await openLogin(page);
    await expect(loginLink(page)).toHaveCount(1);
    expect(await storedToken(page)).toBeNull();

    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/login',
    );
    await guestButton(page).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual(DEMO_CREDENTIALS);

    await expectToast(page, 'Login SuccessFully', 'green');
    await expect(profileLink(page)).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
    const { encodedToken } = (await response.json()) as { encodedToken: string };
    await expect.poll(() => storedToken(page)).toBe(encodedToken);
    // No page to go back to: home.
    await expectPath(page, '/');
  });

  test("says 'no such user found' in red for a wrong password, and stays signed out", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(...EXPECTED_HTTP_ERRORS);
    await openLogin(page);
    await passwordBox(page).fill('not-the-password');
    await loginButton(page).click();

    await expectToast(page, 'no such user found', 'red');
    expect(await storedToken(page)).toBeNull();
    await expectPath(page, '/login');
    await expect(loginLink(page)).toHaveCount(1);
    // The form is usable again once the call is over.
    await expect(loginButton(page)).toBeEnabled();
  });
});

test.describe('signup page', () => {
  test('sends nothing and says nothing while the passwords differ', async ({ page }) => {
    const requests = recordSignupRequests(page);
    await openSignup(page);

    const email = freshEmail();
    await fillSignup(page, { email, password: 'paper-cranes-1', confirm: 'paper-cranes-2' });
    await signupButton(page).click();
    await page.keyboard.press('Enter');

    await expect(toastBar(page)).toHaveText('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectPath(page, '/signup');
    expect(await storedToken(page)).toBeNull();

    // Mend the confirmation and submit again: the request this sends must be the only one, so
    // the two mismatched submits above sent none (a request would have been seen first).
    await confirmBox(page).fill('paper-cranes-1');
    await signupButton(page).click();
    await expectToast(page, 'Successfully Signed up', 'green');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.postDataJSON()).toMatchObject({ email, password: 'paper-cranes-1' });
  });

  test('signs up and in with matching passwords, never sending the confirmation', async ({
    page,
  }) => {
    const requests = recordSignupRequests(page);
    await openSignup(page);
    await expect(passwordBox(page)).toHaveAttribute('type', 'password');
    await expect(confirmBox(page)).toHaveAttribute('type', 'password');

    const email = freshEmail();
    await fillSignup(page, { email, password: 'paper-cranes-1', confirm: 'paper-cranes-1' });
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/signup',
    );
    await signupButton(page).click();
    const response = await answer;
    expect(response.status()).toBe(201);

    await expectToast(page, 'Successfully Signed up', 'green');
    await expect(profileLink(page)).toBeVisible();
    await expectPath(page, '/');
    const { encodedToken } = (await response.json()) as { encodedToken: string };
    await expect.poll(() => storedToken(page)).toBe(encodedToken);

    expect(requests).toHaveLength(1);
    const body = requests[0]?.postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      firstName: 'Mira',
      lastName: 'Okafor',
      email,
      password: 'paper-cranes-1',
    });
    expect(Object.keys(body).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  test("says 'error signing up' in red for an email already registered", async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.allow(...EXPECTED_HTTP_ERRORS);
    const member = await api.signUp();
    await openSignup(page);
    await fillSignup(page, {
      email: member.email,
      password: 'paper-cranes-1',
      confirm: 'paper-cranes-1',
    });
    await signupButton(page).click();

    await expectToast(page, 'error signing up', 'red');
    expect(await storedToken(page)).toBeNull();
    await expectPath(page, '/signup');
    await expect(loginLink(page)).toHaveCount(1);
  });
});

test.describe('route guards', () => {
  test('sends a signed-out visitor from /liked to /login, and back to /liked after signing in', async ({
    page,
    api,
  }) => {
    const member = await api.signUp();
    await page.goto('/liked');
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();

    await logInWithForm(page, member.email, member.password);
    await expectPath(page, '/liked');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Liked videos', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('No liked videos yet ??', { exact: true })).toBeVisible();
  });

  test('sends every signed-in-only page to /login for a signed-out visitor', async ({ page }) => {
    for (const path of PROTECTED_PATHS) {
      await page.goto(path);
      await expectPath(page, '/login');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Login', exact: true }),
      ).toBeVisible();
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
  });

  test('sends a signed-in visitor away from /login and /signup, home when there is no origin', async ({
    page,
    api,
  }) => {
    const member = await api.signUp();
    await signInWithToken(page, member.token);

    await page.goto('/login');
    await expectPath(page, '/');
    await expect(profileLink(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toHaveCount(0);

    await page.goto('/signup');
    await expectPath(page, '/');
    await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  });
});

test.describe('start-up', () => {
  test('shows the loader while a stored token is verified, then signs the user in', async ({
    page,
    api,
  }) => {
    const member = await api.signUp();
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
    await expect(loader).toBeVisible();
    await expect(profileLink(page)).toHaveCount(0);
    // The loader can show before the request reaches the route above.
    await expect.poll(() => verifyBody).toEqual({ encodedToken: member.token });

    release();
    await expect(loader).toHaveCount(0);
    await expect(profileLink(page)).toBeVisible();
    await expectPath(page, '/profile');
    await expect(page.getByText(member.email, { exact: true })).toBeVisible();
    expect(await storedToken(page)).toBe(member.token);
  });

  test('drops a garbage stored token quietly and ends signed out', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(...EXPECTED_HTTP_ERRORS);
    await signInWithToken(page, 'not-a-real-token');
    const verified = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/verify',
    );
    await page.goto('/');
    expect((await verified).status()).toBe(401);

    await expect(loginLink(page)).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect(profileLink(page)).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading CraftReel' })).toHaveCount(0);
    // No user-facing message: the toast bar stays empty and nothing is announced as an alert.
    await expect(toastBar(page)).toHaveText('');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // A protected page now asks for a login.
    await page.goto('/liked');
    await expectPath(page, '/login');
  });
});

/** The user's Name and Email Id on /profile: there once a check of the token has succeeded. */
const userDetails = (page: Page) => page.getByRole('region', { name: 'User', exact: true });

/**
 * Answers POST /api/auth/verify with `fail` until `serverBack()`, then lets the server answer;
 * `checks` lists what each check got. The first check waits for `start()`, so the test can stop
 * the page's clock before any wait between checks begins.
 */
async function failVerifyUntilBack(page: Page, fail: (route: Route) => Promise<void>) {
  let back = false;
  let start: () => void = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  const checks: string[] = [];
  await page.route('**/api/auth/verify', async (route) => {
    await started;
    checks.push(back ? 'answered' : 'failed');
    await (back ? route.continue() : fail(route));
  });
  return {
    checks,
    start,
    serverBack: () => {
      back = true;
    },
  };
}

/**
 * Lets the paused clock run on until the profile page shows: React reveals a page that was
 * loading after a short timer of its own. Less than the first wait between checks (2 s).
 */
async function showProfilePage(page: Page) {
  await page.clock.runFor(500);
  await expect(page.getByRole('navigation', { name: 'Profile sections' })).toBeVisible();
}

test.describe('start-up without an answer', () => {
  test('keeps the token when the check gets no answer, and checks again once back online', async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    const member = await api.signUp();
    await signInWithToken(page, member.token);
    const verify = await failVerifyUntilBack(page, (route) => route.abort('internetdisconnected'));
    await page.clock.install();

    await page.goto('/profile');
    await pauseClock(page);
    verify.start();
    // The signed-in shell, with the token kept: no details of the user yet.
    await expect(profileLink(page)).toBeVisible();
    await expectPath(page, '/profile');
    await expect(page.getByRole('status', { name: 'Loading CraftReel' })).toHaveCount(0);
    await showProfilePage(page);
    expect(await storedToken(page)).toBe(member.token);
    await expect(userDetails(page).getByRole('definition')).toHaveCount(0);
    await expect(userDetails(page).getByRole('status')).toHaveText(
      'Your name and email show once CraftReel can reach the server.',
    );
    expect(verify.checks).toEqual(['failed']);
    // Still no answer after the first wait: checked again, still signed in.
    await page.clock.runFor(2_000);
    await expect.poll(() => verify.checks).toEqual(['failed', 'failed']);
    await expect(profileLink(page)).toBeVisible();
    expect(await storedToken(page)).toBe(member.token);

    verify.serverBack();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(userDetails(page).getByRole('definition')).toHaveText([
      'Erin Tester',
      member.email,
    ]);
    expect(verify.checks).toEqual(['failed', 'failed', 'answered']);
    expect(await storedToken(page)).toBe(member.token);
  });

  test('keeps the token when the server fails (503), and checks again on focus', async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 503/);
    const member = await api.signUp();
    await signInWithToken(page, member.token);
    const verify = await failVerifyUntilBack(page, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: ['Service Unavailable'] }),
      }),
    );
    await page.clock.install();

    await page.goto('/profile');
    await pauseClock(page);
    verify.start();
    await expect(profileLink(page)).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
    await showProfilePage(page);
    expect(await storedToken(page)).toBe(member.token);
    await expect(userDetails(page).getByRole('definition')).toHaveCount(0);
    await expect(userDetails(page).getByRole('status')).toHaveText(
      'Your name and email show once CraftReel can reach the server.',
    );
    // No user-facing message for a check that failed.
    await expect(toastBar(page)).toHaveText('');

    verify.serverBack();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => verify.checks).toEqual(['failed', 'answered']);
    await expect(userDetails(page).getByRole('definition')).toHaveText([
      'Erin Tester',
      member.email,
    ]);
  });

  test('drops the token when the server says it is invalid (401)', async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.allow(...EXPECTED_HTTP_ERRORS);
    const member = await api.signUp();
    await signInWithToken(page, member.token);
    await page.route('**/api/auth/verify', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ errors: ['The token is invalid. Unauthorized access error.'] }),
      }),
    );

    await page.goto('/');
    await expect(loginLink(page)).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect(profileLink(page)).toHaveCount(0);
  });

  test('keeps the token through reloads in the middle of a slow check', async ({ page, api }) => {
    const member = await api.signUp();
    await signInWithToken(page, member.token);
    // Every check hangs until the test lets the last one through.
    const held: Route[] = [];
    await page.route('**/api/auth/verify', (route) => {
      held.push(route);
    });

    for (let reload = 1; reload <= 5; reload += 1) {
      await page.goto('/profile', { waitUntil: 'commit' });
      await expect.poll(() => held.length).toBe(reload);
      await expect(page.getByRole('status', { name: 'Loading CraftReel' })).toBeVisible();
    }
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => held.length).toBe(6);
    expect(await storedToken(page)).toBe(member.token);

    await held.at(-1)?.continue();
    await expect(userDetails(page).getByRole('definition')).toHaveText([
      'Erin Tester',
      member.email,
    ]);
    expect(await storedToken(page)).toBe(member.token);
  });
});

test.describe('profile', () => {
  test('shows Name and Email Id, for /profile and any other /profile/{action}', async ({
    page,
    api,
  }) => {
    const member = await api.signUp();
    await signInWithToken(page, member.token);

    for (const path of ['/profile', '/profile/anything']) {
      await page.goto(path);
      const details = page.getByRole('region', { name: 'User', exact: true });
      await expect(details.getByRole('term')).toHaveText(['Name', 'Email Id']);
      await expect(details.getByRole('definition')).toHaveText(['Erin Tester', member.email]);
      await expectPath(page, path);
      await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    }

    // The profile's own nav reaches Settings.
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Settings', exact: true })
      .click();
    await expectPath(page, '/profile/settings');
    await expect(page.getByRole('button', { name: 'Log Out', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'User', exact: true })).toHaveCount(0);
  });

  test("logs out: 'logged out successfully', token gone, home, and no list of the last user left", async ({
    page,
    api,
  }) => {
    const first = await api.signUp();
    const second = await api.signUp();
    await api.addToList(first.token, 'likes', LIKED.id);

    await signInWithToken(page, first.token);
    await page.goto('/liked');
    const likedGrid = page.getByRole('list', { name: 'Liked videos', exact: true });
    await expect(likedGrid.getByRole('link', { name: LIKED.title, exact: true })).toBeVisible();

    // Into settings without reloading, so the app's in-memory lists are still there.
    await profileLink(page).click();
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Settings', exact: true })
      .click();
    await page.getByRole('button', { name: 'Log Out', exact: true }).click();

    await expectToast(page, 'logged out successfully', 'green');
    await expectPath(page, '/');
    await expect.poll(() => storedToken(page)).toBeNull();
    // The server ended the session: the old token is refused, not only forgotten here.
    await expect.poll(() => api.tokenWorks(first.token)).toBe(false);
    await expect(loginLink(page)).toBeVisible();
    await expect(profileLink(page)).toHaveCount(0);

    // Another user signs in within the same tab: the first user's like must not show.
    await loginLink(page).click();
    await expectPath(page, '/login');
    await logInWithForm(page, second.email, second.password);
    await expectPath(page, '/');
    // Hold the second user's list: until it comes, nothing may be shown from a cache.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // By path: the Liked page asks for its first page (`?limit=…`), which a glob would miss.
    await page.route(
      (url) => url.pathname === '/api/user/likes',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Liked', exact: true })
      .click();
    await expectPath(page, '/liked');
    await expect(
      page.getByRole('status', { name: 'Loading Liked videos', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: LIKED.title, exact: true })).toHaveCount(0);
    release();
    await expect(page.getByText('No liked videos yet ??', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: LIKED.title, exact: true })).toHaveCount(0);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(token).not.toBe(first.token);
    await expect(toastMessage(page, 'no such user found')).toHaveCount(0);
  });

  test("signs out everywhere from Settings: the other device's session ends too", async ({
    page,
    api,
  }) => {
    const member = await api.signUp();
    const otherDevice = await api.logIn(member.email, member.password);
    await signInWithToken(page, member.token);
    await page.goto('/profile/settings');
    await page.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();

    await expectToast(page, 'Signed out on every device', 'green');
    await expectPath(page, '/');
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect(loginLink(page)).toBeVisible();
    expect(await api.tokenWorks(member.token)).toBe(false);
    expect(await api.tokenWorks(otherDevice)).toBe(false);
  });

  test('changes the password in Settings: a wrong current one is refused, then other sessions end', async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 403 .*\/api\/auth\/password/);
    const member = await api.signUp();
    const otherDevice = await api.logIn(member.email, member.password);
    await signInWithToken(page, member.token);
    await page.goto('/profile/settings');
    const form = page.getByRole('form', { name: 'Change password' });

    await form.getByLabel('Current password', { exact: true }).fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'The password you entered is not your current password.', 'red');

    await form.getByLabel('Current password', { exact: true }).fill(member.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed. Your other sessions were signed out.', 'green');
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');
    expect(await api.tokenWorks(member.token)).toBe(true);
    expect(await api.tokenWorks(otherDevice)).toBe(false);
    expect(await api.tokenWorks(await api.logIn(member.email, 'a brand new passphrase'))).toBe(
      true,
    );
  });

  test('deletes the account in Settings with its password: signed out, and it cannot sign in', async ({
    page,
    api,
  }) => {
    const member = await api.signUp();
    await api.addToList(member.token, 'likes', LIKED.id);
    await signInWithToken(page, member.token);
    await page.goto('/profile/settings');
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByLabel('Password to confirm', { exact: true }).fill(member.password);
    await form.getByRole('button', { name: 'Delete account' }).click();

    await expectToast(page, 'Your account and everything in it were deleted', 'green');
    await expectPath(page, '/');
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect(loginLink(page)).toBeVisible();
    expect(await api.tokenWorks(member.token)).toBe(false);
  });
});
