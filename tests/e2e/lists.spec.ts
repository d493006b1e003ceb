import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Video } from '#shared/schemas/video.schema.ts';
import {
  addToListViaApi,
  cardLink,
  cardsOf,
  expectCount,
  expectToast,
  horizontalOverflow,
  POLL,
  useCardMenu,
  videoGrid,
} from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInWithToken, signUpViaApi, useBrowser } from './support/browser.ts';
import { seededVideos } from './support/catalogue.ts';

const browser = useBrowser();

const EMPTY = {
  liked: 'No liked videos yet ??',
  watchLater: 'Nothing In Watch Later, Why Why Why ??',
  history: "Haven't watched a video yet ??",
} as const;

async function twoVideos(): Promise<[Video, Video]> {
  const [first, second] = await seededVideos();
  if (!first || !second) throw new Error('too few seeded videos');
  return [first, second];
}

/** A page signed in as a brand-new user (the token is stored before the app starts). */
async function signedInPage(options?: Parameters<typeof browser.newPage>[0]) {
  const member = await signUpViaApi();
  const tab = await browser.newPage(options);
  await signInWithToken(tab.page, member.token);
  return { ...tab, member };
}

async function openVideo(page: Page, video: Video) {
  await page.goto(`/video/${video.videoLink}`);
  await page.getByRole('heading', { level: 1, name: video.title, exact: true }).waitFor();
}

const actionButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Video actions' }).getByRole('button', { name, exact: true });

/** Follows a link of the docked side menu (wide screens). */
async function goByMenu(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

async function expectEmptyState(page: Page, text: string) {
  await page.getByRole('main').getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
}

describe('liked videos', () => {
  it('likes a video (busy while the call runs), lists it on /liked, and unlikes it', async () => {
    const [video] = await twoVideos();
    const { page, expectNoConsoleErrors } = await signedInPage();

    // Hold the like's answer back, to see the button's busy state.
    let likePosts = 0;
    await page.route('**/api/user/likes', async (route) => {
      if (route.request().method() === 'POST') {
        likePosts += 1;
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      await route.continue();
    });

    await openVideo(page, video);
    const like = actionButton(page, 'Like');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-disabled'), POLL).toBe('true');
    // A second press while busy sends nothing (forced: Playwright waits for an aria-disabled
    // button to be enabled before clicking it).
    await like.click({ force: true });

    await expectToast(page, 'Added in liked videos');
    const liked = actionButton(page, 'Liked');
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    expect(await liked.getAttribute('aria-disabled')).toBeNull();
    expect(likePosts).toBe(1);
    await expectNoSeriousA11yViolations(page);

    // Unliking from the video page.
    await liked.click();
    await expectToast(page, 'Removed from liked videos');
    await actionButton(page, 'Like').waitFor();
    expect(await actionButton(page, 'Like').getAttribute('aria-pressed')).toBe('false');

    // Liked again, then on /liked and removed from there.
    await actionButton(page, 'Like').click();
    await actionButton(page, 'Liked').waitFor();
    await goByMenu(page, 'Liked');
    const grid = videoGrid(page, 'Liked videos');
    await expectCount(cardsOf(grid), 1);
    await cardLink(grid, video.title).waitFor();
    await expect.poll(() => page.title(), POLL).toBe('CraftReel | Liked');
    await page.getByRole('main').getByText('1 video', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await useCardMenu(grid, video.title, 'Remove from liked');
    await expectToast(page, 'Removed from liked videos');
    await expectEmptyState(page, EMPTY.liked);
    expect(await grid.count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors();
  });

  it('shows the empty state on a fresh account', async () => {
    const { page, expectNoConsoleErrors } = await signedInPage();
    await page.goto('/liked');
    await expectEmptyState(page, EMPTY.liked);
    await page.getByRole('link', { name: 'Explore videos', exact: true }).click();
    await expectCount(cardsOf(videoGrid(page, 'Videos')), 12);
    expectNoConsoleErrors();
  });
});

describe('watch later', () => {
  it('saves a video, lists it on /watchlater and removes it from the card menu', async () => {
    const [video] = await twoVideos();
    const { page, expectNoConsoleErrors } = await signedInPage();
    await openVideo(page, video);

    await actionButton(page, 'Save').click();
    await expectToast(page, 'Added to watch later');
    const saved = actionButton(page, 'Saved');
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await goByMenu(page, 'Watch Later');
    const grid = videoGrid(page, 'Watch Later');
    await expectCount(cardsOf(grid), 1);
    await cardLink(grid, video.title).waitFor();
    await expect.poll(() => page.title(), POLL).toBe('CraftReel | Watch Later');

    await useCardMenu(grid, video.title, 'Remove from watchlater');
    await expectToast(page, 'Removed from watch later');
    await expectEmptyState(page, EMPTY.watchLater);
    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors();
  });
});

describe('history', () => {
  it('records opened cards newest first, removes one, and clears it', async () => {
    const [older, newer] = await twoVideos();
    const { page, expectNoConsoleErrors } = await signedInPage();

    await page.goto('/history');
    await expectEmptyState(page, EMPTY.history);
    await expect.poll(() => page.title(), POLL).toBe('CraftReel | History');
    await expectNoSeriousA11yViolations(page);

    for (const video of [older, newer]) {
      await goByMenu(page, 'Home');
      const historySaved = page.waitForResponse(
        (r) => r.url().endsWith('/api/user/history') && r.request().method() === 'POST',
      );
      await cardLink(videoGrid(page, 'Videos'), video.title).click();
      await page.getByRole('heading', { level: 1, name: video.title, exact: true }).waitFor();
      expect((await historySaved).status()).toBe(201);
    }

    await goByMenu(page, 'History');
    const grid = videoGrid(page, 'History');
    await expect
      .poll(() => grid.locator('.video-card__link').allTextContents(), POLL)
      .toEqual([newer.title, older.title]);
    await expectNoSeriousA11yViolations(page);

    await useCardMenu(grid, newer.title, 'Remove from history');
    await expect
      .poll(() => grid.locator('.video-card__link').allTextContents(), POLL)
      .toEqual([older.title]);

    await page.getByRole('button', { name: 'Clear History', exact: true }).click();
    await expectEmptyState(page, EMPTY.history);
    expect(await grid.count()).toBe(0);

    // The server agrees.
    await page.reload();
    await expectEmptyState(page, EMPTY.history);
    expectNoConsoleErrors();
  });
});

describe('lists belong to their user', () => {
  it('keeps lists on the server across a reload, and never shows them to another user', async () => {
    const [first, second] = await twoVideos();
    const owner = await signedInPage();
    const { page } = owner;

    await openVideo(page, first);
    await actionButton(page, 'Like').click();
    await actionButton(page, 'Liked').waitFor();
    await actionButton(page, 'Save').click();
    await actionButton(page, 'Saved').waitFor();
    await addToListViaApi(owner.member.token, 'history', second._id);

    await page.reload();
    await actionButton(page, 'Liked').waitFor();
    await actionButton(page, 'Saved').waitFor();
    for (const [path, name, title] of [
      ['/liked', 'Liked videos', first.title],
      ['/watchlater', 'Watch Later', first.title],
      ['/history', 'History', second.title],
    ] as const) {
      await page.goto(path);
      const grid = videoGrid(page, name);
      await expectCount(cardsOf(grid), 1);
      await cardLink(grid, title).waitFor();
    }

    // Another user, in another browser context: all three lists empty.
    const other = await signedInPage();
    await other.page.goto('/liked');
    await expectEmptyState(other.page, EMPTY.liked);
    await goByMenu(other.page, 'Watch Later');
    await expectEmptyState(other.page, EMPTY.watchLater);
    await goByMenu(other.page, 'History');
    await expectEmptyState(other.page, EMPTY.history);
    await openVideo(other.page, first);
    await actionButton(other.page, 'Like').waitFor();
    await actionButton(other.page, 'Save').waitFor();

    owner.expectNoConsoleErrors();
    other.expectNoConsoleErrors();
  });
});

describe('on a 360 px phone', () => {
  it('walks home → video → liked with the bottom nav, nothing overflowing sideways', async () => {
    const [video] = await twoVideos();
    const { page, expectNoConsoleErrors } = await signedInPage({
      viewport: { width: 360, height: 740 },
    });
    const bottomNav = page.getByRole('navigation', { name: 'Bottom navigation' });
    const noOverflow = async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    };

    await page.goto('/');
    await expectCount(cardsOf(videoGrid(page, 'Videos')), 12);
    await bottomNav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(
      await bottomNav.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    await noOverflow();

    await cardLink(videoGrid(page, 'Videos'), video.title).click();
    await page.getByRole('heading', { level: 1, name: video.title, exact: true }).waitFor();
    await noOverflow();
    await actionButton(page, 'Like').click();
    await expectToast(page, 'Added in liked videos');
    await actionButton(page, 'Liked').waitFor();
    await noOverflow();

    await bottomNav.getByRole('link', { name: 'Liked', exact: true }).click();
    const grid = videoGrid(page, 'Liked videos');
    await cardLink(grid, video.title).waitFor();
    expect(new URL(page.url()).pathname).toBe('/liked');
    expect(
      await bottomNav
        .getByRole('link', { name: 'Liked', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    await noOverflow();
    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors();
  });
});
