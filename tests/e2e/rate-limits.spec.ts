import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { expectToast } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * Sign-in's rate limits as a person meets them. The shared server runs with the limits off
 * (every journey signs in from 127.0.0.1), so this file starts one with them on, and a login
 * limit of two attempts an email per five minutes.
 */
test.use({
  baseURL: ownServer({ E2E_RATE_LIMITS: 'on', RATE_LIMIT_LOGIN_PER_EMAIL: '2/5m' }),
});

const passwordBox = (page: Page) => page.getByLabel('Password', { exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

test('too many logins for one email: a red toast says how long to wait', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of (401|429) .*\/api\/auth\/login/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  await passwordBox(page).fill('not the password');
  // Each try's own answer is waited for: the toast alone cannot tell the second try's from the
  // first's (same text, still showing), and an answer still on its way would be taken below
  // for the third try's.
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await loginButton(page).click();
    expect((await answer).status()).toBe(401);
    await expectToast(page, 'no such user found', 'red');
  }

  // The third try, even with the right password, waits its turn.
  await passwordBox(page).fill(DEMO_CREDENTIALS.password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await loginButton(page).click();
  const refused = await answer;
  expect(refused.status()).toBe(429);
  expect(Number(await refused.headerValue('retry-after'))).toBeGreaterThan(0);
  await expectToast(page, 'Too many attempts. Please try again in 5 minutes.', 'red');
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
});
