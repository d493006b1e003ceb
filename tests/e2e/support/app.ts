import type { Locator, Page } from '@playwright/test';
import type { SeededVideo } from './catalogue.ts';
import { expect } from './fixtures.ts';

/** Chromium logs every non-2xx answer; some journeys ask for a 401 or a 404 on purpose. */
export const EXPECTED_HTTP_ERRORS = [
  /Failed to load resource: the server responded with a status of 40[14]/,
];

type ToastColour = 'green' | 'red';

/** The toast bar: a live region that stays in the page; only its message comes and goes. */
export function toastBar(page: Page): Locator {
  return page.locator('.toast-bar[role="status"]');
}

/** The toast bar's message with exactly this text (and colour). */
export function toastMessage(page: Page, text: string, colour?: ToastColour): Locator {
  const bar = toastBar(page);
  const message = colour
    ? bar.locator(`.toast-bar__message[data-colour="${colour}"]`)
    : bar.locator('.toast-bar__message');
  return message.filter({ has: page.getByText(text, { exact: true }) });
}

/** Waits for the toast bar to show `text` in `colour` (green unless told). */
export async function expectToast(page: Page, text: string, colour: ToastColour = 'green') {
  await expect(toastMessage(page, text, colour)).toBeVisible();
}

/** Waits for the page to be at `path` (any query or hash). */
export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * Waits until no finite CSS animation or transition is running (endless ones, such as a
 * spinner, are left out): a toast's entrance, a drawer sliding, colours changing with the
 * scheme. Measure layout or colours after this, not halfway through a change. Only animations
 * that run in time count: a scroll-driven one (the bottom nav's fading edges, bottom-nav.css)
 * follows a scroll position, is "running" for as long as it exists, and moves nothing while
 * nothing scrolls.
 */
export async function waitForAnimations(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.timeline === document.timeline &&
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
            )
            .map((animation) =>
              animation instanceof CSSAnimation ? animation.animationName : 'transition',
            ),
        ),
      { message: 'animations still running' },
    )
    .toEqual([]);
}

/** The cards of a grid of videos, named e.g. "Videos" (home) or "Liked videos". */
/**
 * Waits until the app has taken the page over (src/client/app/app.tsx marks <html>): a page the
 * server rendered shows before the app's script has run, and does nothing until it has.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
}

/** Opens a video's page and waits until the app has it, its title shown. */
export async function openVideo(page: Page, video: Pick<SeededVideo, 'videoLink' | 'title'>) {
  await page.goto(`/video/${video.videoLink}`);
  await expect(
    page.getByRole('heading', { level: 1, name: video.title, exact: true }),
  ).toBeVisible();
  await appReady(page);
}

export function videoGrid(page: Page, name: string): Locator {
  return page.getByRole('list', { name, exact: true });
}

export function cardsOf(grid: Locator): Locator {
  return grid.getByRole('listitem');
}

/** A card's title link (its accessible name is the title). */
export function cardLink(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('link', { name: title, exact: true });
}

/** The title links of a grid's cards, in the grid's order. */
export function cardTitles(grid: Locator): Locator {
  return grid.locator('.video-card__link');
}

/** Opens a card's "⋮" menu and presses one of its buttons. */
export async function chooseFromCardMenu(scope: Page | Locator, title: string, action: string) {
  await scope.getByRole('button', { name: `More actions for ${title}`, exact: true }).click();
  await scope.getByRole('button', { name: action, exact: true }).click();
}

/** How far the page can be scrolled sideways; 0 when nothing overflows. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Stops the page's fake clock (`page.clock.install()` before the page loads): from here on,
 * timers fire only when the test moves time on with `page.clock.runFor(ms)`, so a duration
 * (a toast's 1500 ms, the search's 1000 ms pause) is measured exactly, whatever a busy machine
 * does to real time. The clock jumps 10 s ahead first: pauseAt must lie in the page's future,
 * and the page's clock runs on while this call travels.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}
