import type { Page } from '@playwright/test';
import {
  cardLink,
  cardsOf,
  cardTitles,
  chooseFromCardMenu,
  expectPath,
  expectToast,
  horizontalOverflow,
  openVideo,
  videoGrid,
  waitForAnimations,
} from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SEEDED_VIDEO_COUNT, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

const EMPTY = {
  liked: 'No liked videos yet ??',
  watchLater: 'Nothing In Watch Later, Why Why Why ??',
  history: "Haven't watched a video yet ??",
} as const;

const FIRST = seededVideo(0);
const SECOND = seededVideo(1);

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
  await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
}

test.describe('liked videos', () => {
  test('likes a video (busy while the call runs), lists it on /liked, and unlikes it', async ({
    page,
    api,
  }) => {
    await signInWithToken(page, (await api.signUp()).token);

    // Hold the like's answer back until the button's busy state has been seen.
    let likePosts = 0;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/likes', async (route) => {
      if (route.request().method() === 'POST') {
        likePosts += 1;
        await released;
      }
      await route.continue();
    });

    await openVideo(page, FIRST);
    const like = actionButton(page, 'Like');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    // A second press while busy sends nothing (forced: Playwright waits for an aria-disabled
    // button to be enabled before clicking it).
    await like.click({ force: true });
    await expect.poll(() => likePosts).toBe(1);
    release();

    await expectToast(page, 'Added in liked videos');
    const liked = actionButton(page, 'Liked');
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect(liked).not.toHaveAttribute('aria-disabled');
    expect(likePosts).toBe(1);
    await expectNoSeriousA11yViolations(page);

    // Unliking from the video page.
    await liked.click();
    await expectToast(page, 'Removed from liked videos');
    await expect(actionButton(page, 'Like')).toHaveAttribute('aria-pressed', 'false');

    // Liked again, then on /liked and removed from there.
    await actionButton(page, 'Like').click();
    await expect(actionButton(page, 'Liked')).toBeVisible();
    await goByMenu(page, 'Liked');
    const grid = videoGrid(page, 'Liked videos');
    await expect(cardsOf(grid)).toHaveCount(1);
    await expect(cardLink(grid, FIRST.title)).toBeVisible();
    await expect(page).toHaveTitle('CraftReel | Liked');
    await expect(page.getByRole('main').getByText('1 video', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await chooseFromCardMenu(grid, FIRST.title, 'Remove from liked');
    await expectToast(page, 'Removed from liked videos');
    await expectEmptyState(page, EMPTY.liked);
    await expect(grid).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the empty state on a fresh account', async ({ page, api }) => {
    await signInWithToken(page, (await api.signUp()).token);
    await page.goto('/liked');
    await expectEmptyState(page, EMPTY.liked);
    await page.getByRole('link', { name: 'Explore videos', exact: true }).click();
    await expect(cardsOf(videoGrid(page, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);
  });
});

test.describe('watch later', () => {
  test('saves a video, lists it on /watchlater and removes it from the card menu', async ({
    page,
    api,
  }) => {
    await signInWithToken(page, (await api.signUp()).token);
    await openVideo(page, FIRST);

    await actionButton(page, 'Save').click();
    await expectToast(page, 'Added to watch later');
    await expect(actionButton(page, 'Saved')).toHaveAttribute('aria-pressed', 'true');

    await goByMenu(page, 'Watch Later');
    const grid = videoGrid(page, 'Watch Later');
    await expect(cardsOf(grid)).toHaveCount(1);
    await expect(cardLink(grid, FIRST.title)).toBeVisible();
    await expect(page).toHaveTitle('CraftReel | Watch Later');

    await chooseFromCardMenu(grid, FIRST.title, 'Remove from watchlater');
    await expectToast(page, 'Removed from watch later');
    await expectEmptyState(page, EMPTY.watchLater);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('history', () => {
  test('records opened cards newest first, removes one, and clears it', async ({ page, api }) => {
    const [older, newer] = [FIRST, SECOND];
    await signInWithToken(page, (await api.signUp()).token);

    await page.goto('/history');
    await expectEmptyState(page, EMPTY.history);
    await expect(page).toHaveTitle('CraftReel | History');
    await expectNoSeriousA11yViolations(page);

    for (const video of [older, newer]) {
      await goByMenu(page, 'Home');
      // Opening a card records a watch (PUT: added, or moved to the top when there already).
      const historySaved = page.waitForResponse(
        (r) => r.url().endsWith(`/api/user/history/${video.id}`) && r.request().method() === 'PUT',
      );
      await cardLink(videoGrid(page, 'Videos'), video.title).click();
      await expect(
        page.getByRole('heading', { level: 1, name: video.title, exact: true }),
      ).toBeVisible();
      expect((await historySaved).status()).toBe(200);
    }

    await goByMenu(page, 'History');
    // History is grouped by the day each video was watched.
    const grid = videoGrid(page, 'Watched Today');
    await expect(cardTitles(grid)).toHaveText([newer.title, older.title]);
    await expectNoSeriousA11yViolations(page);

    await chooseFromCardMenu(grid, newer.title, 'Remove from history');
    await expect(cardTitles(grid)).toHaveText([older.title]);

    await page.getByRole('button', { name: 'Clear History', exact: true }).click();
    await expectEmptyState(page, EMPTY.history);
    await expect(grid).toHaveCount(0);

    // The server agrees.
    await page.reload();
    await expectEmptyState(page, EMPTY.history);
  });
});

test.describe('lists belong to their user', () => {
  test('keeps lists on the server across a reload, and never shows them to another user', async ({
    page,
    newPage,
    api,
  }) => {
    const owner = await api.signUp();
    await signInWithToken(page, owner.token);

    await openVideo(page, FIRST);
    await actionButton(page, 'Like').click();
    await expect(actionButton(page, 'Liked')).toBeVisible();
    await actionButton(page, 'Save').click();
    await expect(actionButton(page, 'Saved')).toBeVisible();
    await api.addToList(owner.token, 'history', SECOND.id);

    await page.reload();
    await expect(actionButton(page, 'Liked')).toBeVisible();
    await expect(actionButton(page, 'Saved')).toBeVisible();
    for (const [path, name, title] of [
      ['/liked', 'Liked videos', FIRST.title],
      ['/watchlater', 'Watch Later', FIRST.title],
      ['/history', 'Watched Today', SECOND.title],
    ] as const) {
      await page.goto(path);
      const grid = videoGrid(page, name);
      await expect(cardsOf(grid)).toHaveCount(1);
      await expect(cardLink(grid, title)).toBeVisible();
    }

    // Another user, in another browser context: all three lists empty.
    const other = await newPage();
    await signInWithToken(other, (await api.signUp()).token);
    await other.goto('/liked');
    await expectEmptyState(other, EMPTY.liked);
    await goByMenu(other, 'Watch Later');
    await expectEmptyState(other, EMPTY.watchLater);
    await goByMenu(other, 'History');
    await expectEmptyState(other, EMPTY.history);
    await openVideo(other, FIRST);
    await expect(actionButton(other, 'Like')).toBeVisible();
    await expect(actionButton(other, 'Save')).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  const PHONE = { width: 360, height: 740 };
  test.use({ viewport: PHONE });

  test('walks home → video → liked with the bottom nav, nothing overflowing sideways', async ({
    page,
    api,
  }) => {
    await signInWithToken(page, (await api.signUp()).token);
    const bottomNav = page.getByRole('navigation', { name: 'Bottom navigation' });
    /** Measured once nothing moves (a toast coming in, a page fading in). */
    const expectNoOverflow = async () => {
      await waitForAnimations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    };

    await page.goto('/');
    await expect(cardsOf(videoGrid(page, 'Videos'))).toHaveCount(SEEDED_VIDEO_COUNT);
    await expect(bottomNav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoOverflow();

    await cardLink(videoGrid(page, 'Videos'), FIRST.title).click();
    await expect(
      page.getByRole('heading', { level: 1, name: FIRST.title, exact: true }),
    ).toBeVisible();
    await expectNoOverflow();
    await actionButton(page, 'Like').click();
    await expectToast(page, 'Added in liked videos');
    await expect(actionButton(page, 'Liked')).toBeVisible();
    await expectNoOverflow();

    await bottomNav.getByRole('link', { name: 'Liked', exact: true }).click();
    await expect(cardLink(videoGrid(page, 'Liked videos'), FIRST.title)).toBeVisible();
    await expectPath(page, '/liked');
    await expect(bottomNav.getByRole('link', { name: 'Liked', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoOverflow();
    await expectNoSeriousA11yViolations(page);
  });
});
