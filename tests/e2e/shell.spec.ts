import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCount, horizontalOverflow, toastMessage } from './support/app.ts';
import { signInWithToken, signUpViaApi, useBrowser } from './support/browser.ts';

const browser = useBrowser();

const PHONE = { width: 360, height: 740 } as const;
const DESKTOP = { width: 1440, height: 900 } as const;
const NAV_LABELS = ['Home', 'Playlist', 'Liked', 'Watch Later', 'History'];
const NAV_PATHS = ['/', '/playlist', '/liked', '/watchlater', '/history'];

const topBar = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => topBar(page).getByRole('button', { name: 'Menu', exact: true });
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu', exact: true });
const bottomNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Bottom navigation', exact: true });
const homeGrid = (page: Page) => page.getByRole('list', { name: 'Videos', exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function expectPath(page: Page, path: string) {
  await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(path);
}

async function expectTitle(page: Page, pageName: string) {
  await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`CraftReel | ${pageName}`);
}

async function openHome(page: Page) {
  await page.goto('/');
  await expectCount(homeGrid(page).getByRole('listitem'), 12);
}

/** The names of a nav's first list of links (the five main places). */
async function mainLinkNames(nav: Locator): Promise<string[]> {
  return nav.getByRole('list').first().getByRole('link').allTextContents();
}

/** The links of a nav marked aria-current="page". */
async function currentLinks(nav: Locator): Promise<string[]> {
  return nav.locator('a[aria-current="page"]').allTextContents();
}

/** Whether the focused element shows a focus ring (outline or box-shadow, on it or its ::after). */
async function focusedElementHasVisibleRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { ring: false, why: 'nothing focused' };
    const drawn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const ring =
      element.matches(':focus-visible') &&
      (drawn(getComputedStyle(element)) || drawn(getComputedStyle(element, '::after')));
    return { ring, why: element.outerHTML.slice(0, 120) };
  });
}

/** Presses Tab until `target` has focus (at most `limit` times); checks each stop's focus ring. */
async function tabTo(page: Page, target: Locator, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const focused = await focusedElementHasVisibleRing(page);
    // Past the page's last stop, Tab leaves the document (to the browser) before it wraps.
    if (focused.why === 'nothing focused') continue;
    expect(focused.ring, `no visible focus ring on ${focused.why}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} did not reach the target within ${limit} presses`);
}

/** Relative luminance (WCAG) of a computed CSS colour such as "rgb(23, 18, 15)". */
function luminanceOf(cssColour: string): number {
  const [r = 0, g = 0, b = 0] = (cssColour.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Seconds of each comma-separated CSS time ("0s, 0.12s" → [0, 0.12]). */
function secondsOf(cssTimes: string): number[] {
  return cssTimes.split(',').map((time) => {
    const value = Number.parseFloat(time);
    return time.trim().endsWith('ms') ? value / 1000 : value;
  });
}

describe('top bar and side menu', () => {
  it('names the product, searches, offers Login, and toggles the docked side menu', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await page.goto('/mockman');
    await expectTitle(page, 'Mockman');

    const brand = topBar(page).getByRole('link', { name: 'CraftReel', exact: true });
    expect(await brand.getAttribute('href')).toBe('/');
    const search = topBar(page).getByRole('searchbox', { name: 'Search videos', exact: true });
    expect(await search.getAttribute('placeholder')).toBe('Search videos');
    const login = topBar(page).getByRole('link', { name: 'Login', exact: true });
    expect(await login.getAttribute('href')).toBe('/login');
    expect(await topBar(page).getByRole('link', { name: 'Profile' }).count()).toBe(0);

    // A wide screen starts with the menu docked open.
    expect(await menuButton(page).getAttribute('aria-controls')).toBe('side-menu');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true');
    await sideMenu(page).waitFor({ state: 'visible' });
    expect(await mainLinkNames(sideMenu(page))).toEqual(NAV_LABELS);

    await menuButton(page).click();
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await sideMenu(page).waitFor({ state: 'hidden' });

    await menuButton(page).click();
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true');
    await sideMenu(page).waitFor({ state: 'visible' });

    await brand.click();
    await expectPath(page, '/');
    await expectTitle(page, 'Home');
    expectNoConsoleErrors();
  });

  it('opens the side menu as a drawer on a phone, and closes it with Escape or a link', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage({ viewport: PHONE });
    await openHome(page);

    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await sideMenu(page).isVisible()).toBe(false);

    await menuButton(page).click();
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true');
    await sideMenu(page).waitFor({ state: 'visible' });
    expect(await mainLinkNames(sideMenu(page))).toEqual(NAV_LABELS);
    // Focus goes into the drawer; Escape closes it and hands focus back to the toggle.
    const home = sideMenu(page).getByRole('link', { name: 'Home', exact: true });
    await expect.poll(() => home.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await sideMenu(page).waitFor({ state: 'hidden' });
    expect(await menuButton(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // Following a link closes the drawer too.
    await menuButton(page).click();
    await sideMenu(page).waitFor({ state: 'visible' });
    await sideMenu(page).getByRole('link', { name: 'Request tester', exact: true }).click();
    await expectPath(page, '/mockman');
    await sideMenu(page).waitFor({ state: 'hidden' });
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expectNoConsoleErrors();
  });
});

describe('bottom nav', () => {
  it('lists the five places on a phone and marks the current one', async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await browser.newPage({ viewport: PHONE });
    await signInWithToken(page, member.token);
    await openHome(page);

    const nav = bottomNav(page);
    await nav.waitFor({ state: 'visible' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(NAV_LABELS);
    expect(await currentLinks(nav)).toEqual(['Home']);

    const order = [1, 2, 3, 4, 0];
    for (const index of order) {
      const label = NAV_LABELS[index] ?? '';
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expectPath(page, NAV_PATHS[index] ?? '');
      await expect.poll(() => currentLinks(nav)).toEqual([label]);
    }
    expectNoConsoleErrors();
  });

  it('is hidden on a wide screen, where the side menu marks the current page instead', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage({ viewport: DESKTOP });
    await openHome(page);
    expect(await bottomNav(page).isVisible()).toBe(false);
    expect(await currentLinks(sideMenu(page))).toEqual(['Home']);
    expectNoConsoleErrors();
  });
});

describe('pages', () => {
  it('shows Page Not Found for an unknown path, with a Back To home link', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found', exact: true }).waitFor();
    await expectTitle(page, 'Page Not Found');

    const back = page.getByRole('main').getByRole('link', { name: 'Back To home', exact: true });
    expect(await back.getAttribute('href')).toBe('/');
    await back.click();
    await expectPath(page, '/');
    await expectTitle(page, 'Home');
    await expectCount(homeGrid(page).getByRole('listitem'), 12);
    expectNoConsoleErrors();
  });

  it("titles every page 'CraftReel | <page name>'", async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    const signedOutPages: Array<[string, string]> = [
      ['/login', 'Login'],
      ['/signup', 'Sign up'],
      ['/mockman', 'Mockman'],
      ['/nowhere', 'Page Not Found'],
    ];
    for (const [path, name] of signedOutPages) {
      await page.goto(path);
      await expectTitle(page, name);
    }

    await signInWithToken(page, member.token);
    const signedInPages: Array<[string, string]> = [
      ['/profile', 'Profile'],
      ['/profile/settings', 'Settings'],
      ['/playlist', 'Playlist'],
      ['/liked', 'Liked'],
      ['/history', 'History'],
      ['/watchlater', 'Watch Later'],
    ];
    for (const [path, name] of signedInPages) {
      await page.goto(path);
      await expectPath(page, path);
      await expectTitle(page, name);
    }
    expectNoConsoleErrors();
  });
});

describe('toast', () => {
  it('closes itself after about 1500 ms', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login as Guest', exact: true }).waitFor();
    // Time the toast in the page itself, where a busy test machine cannot blur the numbers.
    await page.evaluate(() => {
      const bar = document.querySelector('.toast-bar');
      const times: { shown?: number; hidden?: number } = {};
      Object.assign(window, { toastTimes: times });
      if (!bar) return;
      new MutationObserver(() => {
        const isOpen = bar.querySelector('.toast-bar__message') !== null;
        if (isOpen && times.shown === undefined) times.shown = performance.now();
        if (!isOpen && times.shown !== undefined) times.hidden ??= performance.now();
      }).observe(bar, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Login as Guest', exact: true }).click();

    const toast = toastMessage(page, 'Login SuccessFully', 'green');
    await toast.waitFor({ timeout: 10_000 });
    await toast.waitFor({ state: 'detached', timeout: 3_000 });
    expect(await page.locator('.toast-bar').textContent()).toBe('');

    const { shown, hidden } = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown?: number; hidden?: number } }).toastTimes,
    );
    if (shown === undefined || hidden === undefined) throw new Error('the toast was not timed');
    // 1500 ms by the spec: still there at 1000 ms, gone well within 3 s.
    expect(hidden - shown).toBeGreaterThanOrEqual(1_000);
    expect(hidden - shown).toBeLessThan(3_000);
    expectNoConsoleErrors();
  });
});

describe('keyboard', () => {
  it('reaches a skip link first, with a visible focus ring, and it skips to the page', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openHome(page);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content', exact: true });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await focusedElementHasVisibleRing(page)).ring).toBe(true);
    // Shown on screen while focused.
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(pathOf(page)).toBe('/');

    // The next Tab lands inside the page, past the top bar and menu.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.getElementById('main-content')?.contains(document.activeElement) ?? false,
    );
    expect(inMain).toBe(true);
    expectNoConsoleErrors();
  });

  it('logs in with the keyboard alone, seeing a focus ring at every stop', async () => {
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openHome(page);

    await tabTo(page, topBar(page).getByRole('link', { name: 'Login', exact: true }));
    await page.keyboard.press('Enter');
    await expectPath(page, '/login');

    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await tabTo(page, email);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(member.password);

    await tabTo(page, page.getByRole('button', { name: 'Login', exact: true }));
    await page.keyboard.press('Enter');
    await toastMessage(page, 'Login SuccessFully', 'green').waitFor({ timeout: 10_000 });
    // Back where the Login link was followed from, with focus on the page rather than lost
    // with the login form; the top bar is a few Shift+Tabs back from there.
    await expectPath(page, '/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    const profile = topBar(page).getByRole('link', { name: 'Profile', exact: true });
    await profile.waitFor();
    await tabTo(page, profile, 20, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expectPath(page, '/profile');
    await page.getByText(member.email, { exact: true }).waitFor();
    expectNoConsoleErrors();
  });
});

describe('responsive layout', () => {
  it('fits a 360 px phone: no sideways scroll, bottom nav visible, nothing hidden under it', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage({ viewport: PHONE });
    const pages: Array<[string, () => Promise<unknown>]> = [
      ['/', () => expectCount(homeGrid(page).getByRole('listitem'), 12)],
      ['/login', () => page.getByRole('button', { name: 'Login as Guest' }).waitFor()],
      ['/mockman', () => page.getByRole('button', { name: 'Submit' }).waitFor()],
      ['/nowhere', () => page.getByRole('heading', { name: 'Page Not Found' }).waitFor()],
      // The guest signed in on /login above: the token is stored, the reload restores it.
      ['/profile', () => page.getByRole('region', { name: 'User', exact: true }).waitFor()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await ready();
      expect(await horizontalOverflow(page), `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `scrollWidth on ${path}`,
      ).toBeLessThanOrEqual(PHONE.width);
      expect(await bottomNav(page).isVisible(), `bottom nav on ${path}`).toBe(true);

      // Scrolled to the end, the page's lowest element sits above the fixed bottom nav.
      const { lowest, navTop } = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const main = document.getElementById('main-content');
        const nav = document.querySelector('nav[aria-label="Bottom navigation"]');
        const bottoms = Array.from(main?.querySelectorAll('*') ?? [])
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 1 && box.height > 1)
          .map((box) => box.bottom);
        return {
          lowest: Math.max(...bottoms),
          navTop: nav?.getBoundingClientRect().top ?? 0,
        };
      });
      expect(lowest, `content under the bottom nav on ${path}`).toBeLessThanOrEqual(navTop);

      if (path === '/login') {
        await page.getByRole('button', { name: 'Login as Guest', exact: true }).click();
        await topBar(page).getByRole('link', { name: 'Profile', exact: true }).waitFor();
      }
    }
    expectNoConsoleErrors();
  });

  it('uses the width of a 1440 px screen: more than three columns on home', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage({ viewport: DESKTOP });
    await openHome(page);
    const columns = await homeGrid(page).evaluate(
      (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBeGreaterThan(3);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await sideMenu(page).waitFor({ state: 'visible' });
    expectNoConsoleErrors();
  });
});

describe('colour scheme and motion', () => {
  it('follows the system colour scheme: dark background in dark, light in light', async () => {
    for (const [scheme, isDark] of [
      ['dark', true],
      ['light', false],
    ] as const) {
      const { page, expectNoConsoleErrors } = await browser.newPage({ colorScheme: scheme });
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const text = await page.evaluate(() => getComputedStyle(document.body).color);
      if (isDark) {
        expect(luminanceOf(background), `${scheme} background ${background}`).toBeLessThan(0.1);
        expect(luminanceOf(text), `${scheme} text ${text}`).toBeGreaterThan(0.6);
      } else {
        expect(luminanceOf(background), `${scheme} background ${background}`).toBeGreaterThan(0.8);
        expect(luminanceOf(text), `${scheme} text ${text}`).toBeLessThan(0.1);
      }
      expectNoConsoleErrors();
    }
  });

  it('turns transitions off under reduced motion', async () => {
    const durations = async (page: Page) => {
      const card = await page
        .locator('.video-card')
        .first()
        .evaluate((el) => {
          return getComputedStyle(el).transitionDuration;
        });
      const button = await menuButton(page).evaluate(
        (el) => getComputedStyle(el).transitionDuration,
      );
      const filter = await page
        .locator('.category-filters__label')
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration);
      return { card, button, filter };
    };

    const reduced = await browser.newPage({ reducedMotion: 'reduce' });
    await openHome(reduced.page);
    const off = await durations(reduced.page);
    // base.css turns every duration down to 0.01 ms (Chromium reports "1e-05s"), the usual way
    // to switch motion off while transitionend still fires: effectively 0 s.
    for (const [element, value] of Object.entries(off)) {
      for (const seconds of secondsOf(value)) {
        expect(seconds, `${element} transition-duration ${value}`).toBeLessThanOrEqual(0.00001);
      }
    }
    reduced.expectNoConsoleErrors();

    // Without the preference, the same elements do animate: the check above means something.
    const normal = await browser.newPage();
    await openHome(normal.page);
    const on = await durations(normal.page);
    for (const [element, value] of Object.entries(on)) {
      expect(
        Math.max(...secondsOf(value)),
        `${element} transition-duration ${value}`,
      ).toBeGreaterThan(0.05);
    }
    normal.expectNoConsoleErrors();
  });
});
