import type { Locator, Page } from '@playwright/test';
import {
  cardsOf,
  expectPath,
  horizontalOverflow,
  pauseClock,
  toastBar,
  toastMessage,
  videoGrid,
  waitForAnimations,
} from './support/app.ts';
import { SEEDED_VIDEO_COUNT } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { expectEachLabelOnOneLine } from './support/nav-labels.ts';

const PHONE = { width: 360, height: 740 } as const;
const DESKTOP = { width: 1440, height: 900 } as const;
/** The seven places of the phone's bottom nav and the side menu's first links (docs/product.md, "Layout"). */
const NAV_LABELS = ['Home', 'Playlist', 'Liked', 'Watch Later', 'History', 'Projects', 'Following'];
const NAV_PATHS = [
  '/',
  '/playlist',
  '/liked',
  '/watchlater',
  '/history',
  '/projects',
  '/following',
];

const topBar = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => topBar(page).getByRole('button', { name: 'Menu', exact: true });
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu', exact: true });
const bottomNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Bottom navigation', exact: true });
const homeGrid = (page: Page) => videoGrid(page, 'Videos');
const mainContent = (page: Page) => page.locator('#main-content');

async function expectTitle(page: Page, pageName: string) {
  await expect(page).toHaveTitle(`CraftReel | ${pageName}`);
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(cardsOf(homeGrid(page))).toHaveCount(SEEDED_VIDEO_COUNT);
}

/** The links of a nav's first list (the six main places). */
const mainLinks = (nav: Locator) => nav.getByRole('list').first().getByRole('link');

/** The links of a nav marked aria-current="page". */
const currentLinks = (nav: Locator) => nav.locator('a[aria-current="page"]');

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

test.describe('top bar and side menu', () => {
  test('names the product, searches, offers Login, and toggles the docked side menu', async ({
    page,
  }) => {
    await page.goto('/mockman');
    await expectTitle(page, 'Mockman');

    const brand = topBar(page).getByRole('link', { name: 'CraftReel', exact: true });
    await expect(brand).toHaveAttribute('href', '/');
    const search = topBar(page).getByRole('searchbox', { name: 'Search videos', exact: true });
    await expect(search).toHaveAttribute('placeholder', 'Search videos');
    const login = topBar(page).getByRole('link', { name: 'Login', exact: true });
    await expect(login).toHaveAttribute('href', '/login');
    await expect(topBar(page).getByRole('link', { name: 'Profile' })).toHaveCount(0);

    // A wide screen starts with the menu docked open.
    await expect(menuButton(page)).toHaveAttribute('aria-controls', 'side-menu');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(sideMenu(page)).toBeVisible();
    await expect(mainLinks(sideMenu(page))).toHaveText(NAV_LABELS);

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(sideMenu(page)).toBeHidden();

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(sideMenu(page)).toBeVisible();

    await brand.click();
    await expectPath(page, '/');
    await expectTitle(page, 'Home');
  });

  test('opens the side menu as a drawer on a phone, and closes it with Escape or a link', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await openHome(page);

    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(sideMenu(page)).toBeHidden();

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(sideMenu(page)).toBeVisible();
    await expect(mainLinks(sideMenu(page))).toHaveText(NAV_LABELS);
    // Focus goes into the drawer; Escape closes it and hands focus back to the toggle.
    await expect(sideMenu(page).getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(sideMenu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    // Following a link closes the drawer too.
    await menuButton(page).click();
    await expect(sideMenu(page)).toBeVisible();
    await sideMenu(page).getByRole('link', { name: 'Request tester', exact: true }).click();
    await expectPath(page, '/mockman');
    await expect(sideMenu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('bottom nav', () => {
  test('lists the seven places on a phone, Following last, and marks the current one', async ({
    newPage,
    api,
  }) => {
    const member = await api.signUp();
    const page = await newPage({ viewport: PHONE });
    await signInWithToken(page, member.token);
    await openHome(page);

    const nav = bottomNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(NAV_LABELS);
    await expect(currentLinks(nav)).toHaveText(['Home']);

    const order = [1, 2, 3, 4, 5, 6, 0];
    for (const index of order) {
      const label = NAV_LABELS[index] ?? '';
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expectPath(page, NAV_PATHS[index] ?? '');
      await expect(currentLinks(nav)).toHaveText([label]);
      if (label === 'Following') {
        await expectTitle(page, 'Following');
        await expect(page.getByRole('heading', { level: 1, name: 'Following' })).toBeVisible();
      }
    }
  });

  for (const width of [360, 320]) {
    test(`shows every label on one line, inside its own place, all seven within the screen at ${width} px`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: { width, height: 740 } });
      await openHome(page);
      const links = bottomNav(page).getByRole('link');
      await expect(links).toHaveText(NAV_LABELS);
      // In English the seven fit: the bar needs no scrolling, so it has none to do.
      await expectEachLabelOnOneLine(links, width);
      const list = bottomNav(page).getByRole('list');
      expect(
        await list.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);
    });
  }

  test('is hidden on a wide screen, where the side menu marks the current page instead', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: DESKTOP });
    await openHome(page);
    await expect(bottomNav(page)).toBeHidden();
    await expect(currentLinks(sideMenu(page))).toHaveText(['Home']);
  });
});

test.describe('pages', () => {
  test('shows Page Not Found for an unknown path, with a Back To home link', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page Not Found', exact: true }),
    ).toBeVisible();
    await expectTitle(page, 'Page Not Found');

    const back = page.getByRole('main').getByRole('link', { name: 'Back To home', exact: true });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expectPath(page, '/');
    await expectTitle(page, 'Home');
    await expect(cardsOf(homeGrid(page))).toHaveCount(SEEDED_VIDEO_COUNT);
  });

  test("titles every page 'CraftReel | <page name>'", async ({ page, api }) => {
    const member = await api.signUp();
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
      ['/projects', 'My projects'],
    ];
    for (const [path, name] of signedInPages) {
      await page.goto(path);
      await expectPath(page, path);
      await expectTitle(page, name);
    }
  });
});

test.describe('toast', () => {
  test('closes itself after about 1500 ms', async ({ page }) => {
    // A fake clock, paused before the click: the toast's 1500 ms are counted exactly, however
    // slowly a busy machine runs.
    await page.clock.install();
    await page.goto('/login');
    const guestButton = page.getByRole('button', { name: 'Login as Guest', exact: true });
    await expect(guestButton).toBeVisible();
    await pauseClock(page);
    await guestButton.click();

    const toast = toastMessage(page, 'Login SuccessFully', 'green');
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_499);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);
    await expect(toastBar(page)).toHaveText('');
  });
});

test.describe('keyboard', () => {
  test('reaches a skip link first, with a visible focus ring, and it skips to the page', async ({
    page,
  }) => {
    await openHome(page);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content', exact: true });
    await expect(skip).toBeFocused();
    expect((await focusedElementHasVisibleRing(page)).ring).toBe(true);
    // Shown on screen while focused.
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);

    await page.keyboard.press('Enter');
    await expect(mainContent(page)).toBeFocused();
    await expectPath(page, '/');

    // The next Tab lands inside the page, past the top bar and menu.
    await page.keyboard.press('Tab');
    await expect(mainContent(page).locator(':focus')).toHaveCount(1);
  });

  test('logs in with the keyboard alone, seeing a focus ring at every stop', async ({
    page,
    api,
  }) => {
    const member = await api.signUp();
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
    await expect(password).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(member.password);

    await tabTo(page, page.getByRole('button', { name: 'Login', exact: true }));
    await page.keyboard.press('Enter');
    await expect(toastMessage(page, 'Login SuccessFully', 'green')).toBeVisible();
    // Back where the Login link was followed from, with focus on the page rather than lost
    // with the login form; the top bar is a few Shift+Tabs back from there.
    await expectPath(page, '/');
    await expect(mainContent(page)).toBeFocused();

    const profile = topBar(page).getByRole('link', { name: 'Profile', exact: true });
    await expect(profile).toBeVisible();
    await tabTo(page, profile, 20, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expectPath(page, '/profile');
    await expect(page.getByText(member.email, { exact: true })).toBeVisible();
  });
});

test.describe('responsive layout', () => {
  test('fits a 360 px phone: no sideways scroll, bottom nav visible, nothing hidden under it', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    const pages: Array<[string, () => Promise<unknown>]> = [
      ['/', () => expect(cardsOf(homeGrid(page))).toHaveCount(SEEDED_VIDEO_COUNT)],
      ['/login', () => expect(page.getByRole('button', { name: 'Login as Guest' })).toBeVisible()],
      ['/mockman', () => expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()],
      [
        '/nowhere',
        () => expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(),
      ],
      // The guest signed in on /login above: the token is stored, the reload restores it.
      [
        '/profile',
        () => expect(page.getByRole('region', { name: 'User', exact: true })).toBeVisible(),
      ],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await ready();
      await expect(bottomNav(page), `bottom nav on ${path}`).toBeVisible();
      // Measured once nothing moves.
      await waitForAnimations(page);
      expect(await horizontalOverflow(page), `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `scrollWidth on ${path}`,
      ).toBeLessThanOrEqual(PHONE.width);

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
        await expect(
          topBar(page).getByRole('link', { name: 'Profile', exact: true }),
        ).toBeVisible();
      }
    }
  });

  test('uses the width of a 1440 px screen: more than three columns on home', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: DESKTOP });
    await openHome(page);
    await expect(sideMenu(page)).toBeVisible();
    await waitForAnimations(page);
    const columns = await homeGrid(page).evaluate(
      (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBeGreaterThan(3);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('colour scheme and motion', () => {
  test('follows the system colour scheme: dark background in dark, light in light', async ({
    newPage,
  }) => {
    for (const [scheme, isDark] of [
      ['dark', true],
      ['light', false],
    ] as const) {
      const page = await newPage({ colorScheme: scheme });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await waitForAnimations(page);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const text = await page.evaluate(() => getComputedStyle(document.body).color);
      if (isDark) {
        expect(luminanceOf(background), `${scheme} background ${background}`).toBeLessThan(0.1);
        expect(luminanceOf(text), `${scheme} text ${text}`).toBeGreaterThan(0.6);
      } else {
        expect(luminanceOf(background), `${scheme} background ${background}`).toBeGreaterThan(0.8);
        expect(luminanceOf(text), `${scheme} text ${text}`).toBeLessThan(0.1);
      }
    }
  });

  test('turns transitions off under reduced motion', async ({ newPage }) => {
    const durations = async (page: Page) => {
      const card = await page
        .locator('.video-card')
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration);
      const button = await menuButton(page).evaluate(
        (el) => getComputedStyle(el).transitionDuration,
      );
      const filter = await page
        .locator('.category-filters__label')
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration);
      return { card, button, filter };
    };

    const reduced = await newPage({ reducedMotion: 'reduce' });
    await openHome(reduced);
    const off = await durations(reduced);
    // base.css turns every duration down to 0.01 ms (Chromium reports "1e-05s"), the usual way
    // to switch motion off while transitionend still fires: effectively 0 s.
    for (const [element, value] of Object.entries(off)) {
      for (const seconds of secondsOf(value)) {
        expect(seconds, `${element} transition-duration ${value}`).toBeLessThanOrEqual(0.00001);
      }
    }

    // Without the preference, the same elements do animate: the check above means something.
    const normal = await newPage();
    await openHome(normal);
    const on = await durations(normal);
    for (const [element, value] of Object.entries(on)) {
      expect(
        Math.max(...secondsOf(value)),
        `${element} transition-duration ${value}`,
      ).toBeGreaterThan(0.05);
    }
  });
});
