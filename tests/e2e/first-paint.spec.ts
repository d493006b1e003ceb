import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { appReady, cardsOf, videoGrid } from './support/app.ts';
import { SEEDED_VIDEO_COUNT } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The first paint needs no JavaScript: / comes rendered with its cards by the server
 * (src/server/node/rendered-pages.ts), which the app then takes over in place, and every page the
 * server does not render comes with the app's shell (index.html's #root is prerendered at
 * build time, scripts/prerender-shell.ts): the top bar, the navs and the grid's skeleton,
 * which the app's own first render draws again exactly.
 */
const PHONE = { viewport: { width: 360, height: 740 }, colorScheme: 'dark' } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, colorScheme: 'light' } as const;
type Screen = Pick<BrowserContextOptions, 'viewport' | 'colorScheme'>;

/** What the shell draws, by selector: where each such element sits, and its colours. */
const SHELL_PARTS = [
  '.top-bar',
  '.top-bar button',
  '.top-bar__brand',
  '.search-box',
  '.top-bar__account',
  '.side-menu',
  '.side-menu__link',
  '.bottom-nav',
  '.bottom-nav__link',
  '#main-content',
  '.category-filters',
  '.category-filters .skeleton',
  '.media-skeleton-card',
  '.category-filters label',
  '.video-card',
  '.video-card img',
] as const;

/** A home page the server does not render with data: it comes with the shell. */
const FILTERED_HOME = '/?category=paintings';

async function shellGeometry(page: Page) {
  return page.evaluate(
    (selectors) => {
      const describe = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          box: [box.x, box.y, box.width, box.height].map(Math.round),
          colour: style.color,
          background: style.backgroundColor,
          visible: style.visibility !== 'hidden' && style.display !== 'none',
        };
      };
      return Object.fromEntries(
        selectors.map((selector) => [
          selector,
          Array.from(document.querySelectorAll(selector), describe),
        ]),
      );
    },
    SHELL_PARTS as unknown as string[],
  );
}

/** A page in a context of its own, with the fixtures' guard left out: JavaScript off. */
async function pageWithoutJavaScript(browser: Browser, baseURL: string, screen: Screen) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, ...screen });
  // Offline apart from the server, as every journey runs.
  await context.route('**/*', (route) =>
    new URL(route.request().url()).origin === new URL(baseURL).origin
      ? route.continue()
      : route.abort('internetdisconnected'),
  );
  return { context, page: await context.newPage() };
}

test.describe('first paint', () => {
  for (const [name, screen] of [
    ['a desktop in the light', DESKTOP],
    ['a phone in the dark', PHONE],
  ] as const) {
    test(`the HTML the server sends shows / with its cards, with no JavaScript, on ${name}`, async ({
      browser,
      baseURL,
    }) => {
      if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
      const { context, page } = await pageWithoutJavaScript(browser, baseURL, screen);
      try {
        await page.goto('/');
        const banner = page.getByRole('banner');
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('link', { name: 'CraftReel', exact: true })).toBeVisible();
        await expect(banner.getByRole('searchbox', { name: 'Search videos' })).toBeVisible();
        await expect(cardsOf(videoGrid(page, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);
        await expect(page.locator('.media-skeleton-card')).toHaveCount(0);
        // The first card's thumbnail is drawn (our own /thumbnails answers it, offline too).
        const firstImage = page.locator('.video-card img').first();
        await expect(firstImage).toBeVisible();
        await expect
          .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const nav =
          screen === DESKTOP
            ? page.getByRole('navigation', { name: 'Main menu' })
            : page.getByRole('navigation', { name: 'Bottom navigation' });
        await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
        // The theme is the system's before any script: dark on the phone, light on the desktop.
        const background = await page.evaluate(() =>
          getComputedStyle(document.body).backgroundColor.match(/\d+/g)?.slice(0, 3).map(Number),
        );
        for (const channel of background ?? []) {
          if (screen === PHONE) expect(channel).toBeLessThan(60);
          else expect(channel).toBeGreaterThan(200);
        }
        expect(background).toHaveLength(3);
      } finally {
        await context.close();
      }
    });

    test(`the app takes the rendered / over without moving anything, and asks for nothing, on ${name}`, async ({
      browser,
      baseURL,
      newPage,
    }) => {
      if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
      const { context, page: staticPage } = await pageWithoutJavaScript(browser, baseURL, screen);
      try {
        await staticPage.goto('/');
        await expect(cardsOf(videoGrid(staticPage, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);
        await staticPage.evaluate(() => document.querySelector('noscript')?.remove());
        const served = await shellGeometry(staticPage);

        const page = await newPage(screen);
        const apiCalls: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
        });
        await page.goto('/');
        await appReady(page);
        expect(await shellGeometry(page)).toEqual(served);
        // Interactive: a filter is the app's now.
        await page.getByRole('radio', { name: 'Paintings' }).click();
        await expect(page).toHaveURL(/category=paintings/);
        await expect(cardsOf(videoGrid(page, 'Videos'))).not.toHaveCount(SEEDED_VIDEO_COUNT);
        // The first page and the categories came with the page: only the filter asked for more,
        // besides the makers' counts on the cards, which the page does not carry (asked once the
        // app runs, src/client/app/providers.tsx).
        const asked = apiCalls.filter((url) => !new URL(url).pathname.endsWith('/made/counts'));
        expect(asked.length).toBeGreaterThan(0);
        expect(asked.every((url) => url.includes('category=paintings'))).toBe(true);
      } finally {
        await context.close();
      }
    });

    test(`the app's first render draws the same screen as the prerendered shell, on ${name}`, async ({
      browser,
      baseURL,
      newPage,
    }) => {
      if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
      const { context, page: staticPage } = await pageWithoutJavaScript(browser, baseURL, screen);
      try {
        await staticPage.goto(FILTERED_HOME);
        await expect(staticPage.locator('.media-skeleton-card').first()).toBeVisible();
        // Without JavaScript the <noscript> note shows above the shell; with it, it never does.
        await staticPage.evaluate(() => document.querySelector('noscript')?.remove());
        const prerendered = await shellGeometry(staticPage);

        // The app running, its data held back: its first screen, the skeletons.
        const page = await newPage(screen);
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/api\/(videos|categories)/, async (route) => {
          await held;
          await route.continue().catch(() => {});
        });
        await page.goto(FILTERED_HOME);
        // The app has mounted: its search box is wired to React (the prerendered one has no id
        // React made); wait for the first render to settle.
        await expect(page.locator('.app-shell')).toHaveCount(1);
        await page.waitForFunction(() => {
          const root = document.getElementById('root');
          return root !== null && Object.keys(root).some((key) => key.startsWith('__react'));
        });
        const rendered = await shellGeometry(page);
        release();
        expect(rendered).toEqual(prerendered);
      } finally {
        await context.close();
      }
    });
  }

  test('nothing moves while the home page loads: cumulative layout shift under 0.1', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(cardsOf(videoGrid(page, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);
    const cls = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) });
    expect(cls).toBeLessThan(0.1);
  });

  test('once the app runs, each landmark is there once', async ({ page }) => {
    await page.goto('/');
    await expect(cardsOf(videoGrid(page, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('search')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Bottom navigation', includeHidden: true }),
    ).toHaveCount(1);
    await expect(page.locator('#root > .app-shell')).toHaveCount(1);
  });
});
