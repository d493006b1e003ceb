import type { Page } from '@playwright/test';
import { formatViews } from '#shared/format/views.ts';
import { interfaceWords } from '../support/interface-words.ts';
import { cardsOf, videoGrid } from './support/app.ts';
import { seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { play, standInForYouTube } from './support/youtube.ts';

/*
 * Choosing the interface language (docs/product.md, "Language" and "Captions"): <html lang dir>,
 * the menus' values, and the interface's own words in the language chosen.
 */

const html = (page: Page) => page.locator('html');
/** The side menu's language menu, found by the names the page has in `locale`. */
const menuLanguage = (page: Page, locale = 'en') => {
  const words = interfaceWords(locale);
  return page
    .getByRole('navigation', { name: words('Main menu') })
    .getByLabel(words('Language'), { exact: true });
};
/** Settings' interface language menu, found by its name in `locale`. */
/** Settings' "Language and captions", found by its name in `locale`. */
const settingsPanel = (page: Page, locale = 'en') =>
  page.getByRole('region', { name: interfaceWords(locale)('Language and captions') });
const settingsLanguage = (page: Page, locale = 'en') =>
  page.getByLabel(interfaceWords(locale)('Interface language'), { exact: true });

test.describe('a first visit from a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is drawn in Hindi by the server, and the menu says so', async ({ page }) => {
    const response = await page.goto('/');
    expect(await response?.text()).toMatch(/^<!doctype html>\s*<html lang="hi"/i);
    await expect(html(page)).toHaveAttribute('lang', 'hi');
    await expect(menuLanguage(page, 'hi')).toHaveValue('hi');
    // The page speaks Hindi: the side menu's places, and the cards' views.
    const hindi = interfaceWords('hi');
    const menu = page.getByRole('navigation', { name: hindi('Main menu') });
    await expect(menu.getByRole('link', { name: hindi('Home'), exact: true })).toBeVisible();
    expect(hindi('Home')).not.toBe('Home');
    // Views counted the Indian way, in lakh (the count as the API gives it, in Hindi's compact form).
    const video = seededVideo(0);
    const answer = await page.request.get(`/api/video/${video.id}`);
    const { viewCount } = ((await answer.json()) as { video: { viewCount: number } }).video;
    const views = formatViews(viewCount, 'hi');
    expect(views).toMatch(/लाख|हज़ार|करोड़/);
    const card = cardsOf(videoGrid(page, hindi('Videos'))).filter({
      has: page.getByRole('link', { name: video.title, exact: true }),
    });
    await expect(card.getByText(hindi('{views} views', { views }), { exact: false })).toBeVisible();
  });
});

test.describe('a first visit from a browser set to Arabic', () => {
  test.use({ locale: 'ar' });

  test('is drawn right to left', async ({ page }) => {
    await page.goto(`/video/${seededVideo(0).id}`);
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('choosing a language', () => {
  test("a visitor's choice from the side menu holds across a reload", async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await menuLanguage(page).selectOption({ label: 'العربية' });
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(menuLanguage(page, 'ar')).toHaveValue('ar');
    await menuLanguage(page, 'ar').selectOption('en');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(html(page)).not.toHaveAttribute('dir', /./);
  });

  test('chosen in Settings, it holds across a reload and follows the user to another browser', async ({
    page,
    api,
    newPage,
  }) => {
    const user = await api.signUp();
    await signInWithToken(page, user.token);
    await page.goto('/profile/settings');
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/user/preferences') && res.request().method() === 'PATCH',
    );
    await settingsLanguage(page).selectOption({ label: 'Español' });
    expect((await saved).status()).toBe(200);
    await expect(html(page)).toHaveAttribute('lang', 'es');
    await expect(menuLanguage(page, 'es')).toHaveValue('es');

    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'es');
    await expect(settingsLanguage(page, 'es')).toHaveValue('es');

    // Another browser, set to English, signing in with the form.
    const other = await newPage();
    await other.goto('/login');
    await expect(html(other)).toHaveAttribute('lang', 'en');
    await other.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await other.getByLabel('Password', { exact: true }).fill(user.password);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(html(other)).toHaveAttribute('lang', 'es');
    await expect(menuLanguage(other, 'es')).toHaveValue('es');
    await other.goto('/profile/settings');
    await expect(html(other)).toHaveAttribute('lang', 'es');
    await expect(settingsLanguage(other, 'es')).toHaveValue('es');
  });
});

test.describe('captions', () => {
  test("turned on in Settings, YouTube's player shows them in the language chosen", async ({
    page,
    api,
  }) => {
    const user = await api.signUp();
    await signInWithToken(page, user.token);
    await standInForYouTube(page);
    await page.goto('/profile/settings');
    const showCaptions = settingsPanel(page).getByRole('checkbox', { name: 'Show captions' });
    await expect(showCaptions).not.toBeChecked();
    await showCaptions.check();
    await settingsPanel(page)
      .getByLabel('Captions language', { exact: true })
      .selectOption({ label: 'Français' });

    const video = seededVideo(1);
    await page.goto(`/video/${video.id}`);
    await play(page, video);
    const src = new URL((await page.locator('iframe').getAttribute('src')) ?? '');
    expect(src.searchParams.get('cc_load_policy')).toBe('1');
    expect(src.searchParams.get('cc_lang_pref')).toBe('fr');

    // Kept on the account: a reload reads them back.
    await page.goto('/profile/settings');
    await expect(
      settingsPanel(page).getByRole('checkbox', { name: 'Show captions' }),
    ).toBeChecked();
    await expect(settingsPanel(page).getByLabel('Captions language', { exact: true })).toHaveValue(
      'fr',
    );
  });

  test('in the interface language when no captions language is chosen', async ({ page, api }) => {
    const user = await api.signUp();
    await signInWithToken(page, user.token);
    await standInForYouTube(page);
    await page.goto('/profile/settings');
    await settingsLanguage(page).selectOption('hi');
    const hindi = interfaceWords('hi');
    const panel = settingsPanel(page, 'hi');
    await panel.getByRole('checkbox', { name: hindi('Show captions') }).check();
    await expect(panel.getByLabel(hindi('Captions language'), { exact: true })).toHaveValue('');

    const video = seededVideo(2);
    await page.goto(`/video/${video.id}`);
    await play(page, video, interfaceWords('hi'));
    const src = new URL((await page.locator('iframe').getAttribute('src')) ?? '');
    expect(src.searchParams.get('cc_load_policy')).toBe('1');
    expect(src.searchParams.get('cc_lang_pref')).toBe('hi');
  });

  test('a visitor not signed in turns them on from the side menu, kept in this browser', async ({
    page,
  }) => {
    await standInForYouTube(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const showCaptions = menu.getByRole('checkbox', { name: 'Show captions' });
    await expect(showCaptions).not.toBeChecked();
    await showCaptions.check();
    await menu.getByLabel('Captions language', { exact: true }).selectOption('es');

    const video = seededVideo(3);
    await page.goto(`/video/${video.id}`);
    await play(page, video);
    const src = new URL((await page.locator('iframe').getAttribute('src')) ?? '');
    expect(src.searchParams.get('cc_load_policy')).toBe('1');
    expect(src.searchParams.get('cc_lang_pref')).toBe('es');

    // This browser keeps them: a reload reads them back.
    await page.reload();
    await expect(menu.getByRole('checkbox', { name: 'Show captions' })).toBeChecked();
    await expect(menu.getByLabel('Captions language', { exact: true })).toHaveValue('es');
  });
});
