import type { Page } from '@playwright/test';
import { interfaceWords } from '../support/interface-words.ts';
import { demoSite } from './support/demo-site.ts';
import { expect, test } from './support/fixtures.ts';

/*
 * The interface language in the demo (docs/decisions/0011): its page is static and says English,
 * so the app takes the browser's language itself, and the guest's choice is kept by the API the
 * service worker runs.
 */
test.use({ baseURL: demoSite(), locale: 'fr-FR' });

const html = (page: Page) => page.locator('html');
/** Settings' interface language menu, found by its name in `locale`. */
const settingsLanguage = (page: Page, locale: string) =>
  page.getByLabel(interfaceWords(locale)('Interface language'), { exact: true });

test("starts in the browser's language, and keeps the guest's choice on the account", async ({
  page,
}) => {
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('lang', 'fr');
  const french = interfaceWords('fr');
  await page.goto('/login');
  await page.getByRole('button', { name: french('Login as Guest'), exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: french('Profile') }),
  ).toBeVisible();

  await page.goto('/profile/settings');
  await expect(settingsLanguage(page, 'fr')).toHaveValue('fr');
  const saved = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/user/preferences' && res.request().method() === 'PATCH',
  );
  await settingsLanguage(page, 'fr').selectOption({ label: 'العربية' });
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.fromServiceWorker()).toBe(true);
  await expect(html(page)).toHaveAttribute('dir', 'rtl');

  // A new visit from this browser with its choice forgotten: the account's choice comes back.
  await page.evaluate(() => localStorage.removeItem('lang'));
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(settingsLanguage(page, 'ar')).toHaveValue('ar');
});
