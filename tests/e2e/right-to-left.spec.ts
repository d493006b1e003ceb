import type { Locator, Page } from '@playwright/test';
import { interfaceWords } from '../support/interface-words.ts';
import { cardsOf, openVideo, videoGrid, waitForAnimations } from './support/app.ts';
import { SEEDED_VIDEO_COUNT, type SeededVideo, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { play, standInForYouTube } from './support/youtube.ts';

/**
 * Right to left (docs/architecture.md, "Right to left"): with `<html dir="rtl">` the layout
 * mirrors (the side menu, the cards, the arrows, the practice controls, the queue), while
 * YouTube's player and the video's clocks stay left to right. The page is marked right to left
 * before any of its scripts run, as the server does for a right-to-left language.
 */

const PHONE = { width: 360, height: 740 } as const;
const DESKTOP = { width: 1440, height: 900 } as const;
/** A video with steps (the seed's), so its page shows their times. */
const FRAME = seededVideo(3);

/** The interface's words in Arabic (English where a part is not drawn from the catalogues yet). */
const ar = interfaceWords('ar');
const english = interfaceWords('en');

/**
 * Marks every document of the page `lang="ar" dir="rtl"` as soon as it has its <html>: the app
 * starts in the language its page says, so it draws itself in Arabic.
 */
async function rightToLeft(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const mark = () => {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
    };
    if (document.documentElement) {
      mark();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!document.documentElement) return;
      observer.disconnect();
      mark();
    });
    observer.observe(document, { childList: true });
  });
}

const sideMenu = (page: Page, words = ar) =>
  page.getByRole('navigation', { name: words('Main menu'), exact: true });
const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: ar('Menu'), exact: true });
const homeCards = (page: Page, words = ar) => cardsOf(videoGrid(page, words('Videos')));

/** An element's box as the layout has it, even while it is hidden (a closed drawer). */
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, right, width } = element.getBoundingClientRect();
    return { left, right, width };
  });

const computed = (locator: Locator, property: 'direction' | 'scale') =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function openHome(page: Page, words = ar) {
  await page.goto('/');
  await expect(homeCards(page, words)).toHaveCount(SEEDED_VIDEO_COUNT);
}

/** A new user's playlist of `videos`, played from its first: the video page with the queue. */
async function playingPlaylist(
  page: Page,
  api: import('./support/api.ts').Api,
  videos: SeededVideo[],
  words = ar,
): Promise<Locator> {
  const member = await api.signUp();
  await signInWithToken(page, member.token);
  const id = await api.createPlaylist(member.token, 'Right to left');
  for (const video of videos) await api.addToPlaylist(member.token, id, video.id);
  await page.goto(`/playlist/${id}`);
  await page.getByRole('link', { name: words('Play all'), exact: true }).click();
  const queue = page.getByRole('complementary', { name: 'Right to left' });
  await expect(
    queue.getByText(words('Video {position} of {count}', { position: 1, count: 2 })),
  ).toBeAttached();
  return queue;
}

test.describe('right to left', () => {
  test('docks the side menu at the right edge, and the home grid starts at the right', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: DESKTOP });
    await rightToLeft(page);
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await expect(sideMenu(page)).toBeVisible();
    const menu = await boxOf(sideMenu(page));
    expect(menu.right).toBe(DESKTOP.width);
    // Its seam faces the page: on its left side now.
    const seam = await sideMenu(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return { left: style.borderLeftWidth, right: style.borderRightWidth };
    });
    expect(seam).toEqual({ left: '1px', right: '0px' });
    const main = await boxOf(page.locator('#main-content'));
    expect(main.right).toBeLessThanOrEqual(menu.left);

    // The first card stands at the right of the row, the second to its left.
    const [first, second] = [
      await boxOf(homeCards(page).nth(0)),
      await boxOf(homeCards(page).nth(1)),
    ];
    expect(first.left).toBeGreaterThan(second.right);
    expect(first.right).toBeGreaterThan(main.right - first.width);
  });

  test('opens the drawer from the right on a phone', async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await rightToLeft(page);
    await openHome(page);

    // Closed, it waits past the right edge (hidden, so out of the accessibility tree: by its
    // id), and slides in from there.
    await expect(sideMenu(page)).toBeHidden();
    expect((await boxOf(page.locator('#side-menu'))).left).toBeGreaterThanOrEqual(PHONE.width);

    await menuButton(page).click();
    await expect(sideMenu(page)).toBeVisible();
    await waitForAnimations(page);
    const open = await boxOf(sideMenu(page));
    expect(open.right).toBe(PHONE.width);
    expect(open.left).toBeGreaterThan(0);
  });

  test('turns the queue’s arrows round and puts Previous at the right', async ({ page, api }) => {
    await rightToLeft(page);
    const queue = await playingPlaylist(page, api, [seededVideo(0), seededVideo(1)]);
    const previous = queue.getByRole('button', { name: ar('Previous'), exact: true });
    const next = queue.getByRole('link', {
      name: ar('Next: {videoTitle}', { videoTitle: seededVideo(1).title }),
      exact: true,
    });

    expect(await computed(next.locator('svg'), 'scale')).toBe('-1 1');
    expect(await computed(previous.locator('svg'), 'scale')).toBe('-1 1');
    expect((await boxOf(previous)).left).toBeGreaterThan((await boxOf(next)).right);
  });

  test('a card dropped on the right half of another goes before it', async ({ page, api }) => {
    await rightToLeft(page);
    const [A, B] = [seededVideo(0), seededVideo(1)];
    const member = await api.signUp();
    await signInWithToken(page, member.token);
    const id = await api.createPlaylist(member.token, 'Right to left');
    for (const video of [A, B]) await api.addToPlaylist(member.token, id, video.id);
    await page.goto(`/playlist/${id}`);
    const grid = videoGrid(page, 'Right to left');
    await expect(grid.locator('.video-card__link')).toHaveText([A.title, B.title]);

    const entryOf = (video: SeededVideo) =>
      cardsOf(grid).filter({ has: page.getByRole('link', { name: video.title, exact: true }) });
    const target = await boxOf(entryOf(A));
    const moved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 200,
    );
    await entryOf(B)
      .getByTitle(ar('Drag to reorder'))
      .dragTo(entryOf(A), { targetPosition: { x: target.width - 12, y: 40 } });
    await moved;
    await expect(grid.locator('.video-card__link')).toHaveText([B.title, A.title]);
  });

  test('the left arrow moves on to the next tab of My projects', async ({ page, api, request }) => {
    await rightToLeft(page);
    const { token } = await api.signUp();
    await signInWithToken(page, token);
    // One project, so the page shows its tabs.
    const marked = await request.put(`/api/user/projects/${seededVideo(0).id}`, {
      headers: { authorization: token },
      data: { status: 'to_try' },
    });
    expect(marked.status()).toBe(201);
    await page.goto('/projects');
    // A tab's name is its status and its count.
    const tab = (status: string) => page.getByRole('tab', { name: new RegExp(`^${ar(status)} `) });
    await expect(tab('To try')).toHaveAttribute('aria-selected', 'true');
    await tab('To try').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Making')).toBeFocused();
    await expect(tab('Making')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('To try')).toBeFocused();
  });

  test('keeps the player and the video’s times left to right; the practice controls mirror', async ({
    page,
  }) => {
    await rightToLeft(page);
    await standInForYouTube(page);
    await openVideo(page, FRAME);

    const steps = page.getByRole('region', { name: ar('Steps') });
    expect(await computed(steps, 'direction')).toBe('rtl');
    const firstTime = steps.locator('.video-steps__time').first();
    await expect(firstTime).toHaveText(/^\d+:\d\d$/);
    expect(await computed(firstTime, 'direction')).toBe('ltr');

    // Back (the start of the line) stands at the right of Forward.
    const practice = page.getByRole('region', { name: ar('Practice') });
    const back = practice.getByRole('button', { name: ar('Back {skip} s', { skip: 5 }) });
    const forward = practice.getByRole('button', { name: ar('Forward {skip} s', { skip: 5 }) });
    expect((await boxOf(back)).left).toBeGreaterThan((await boxOf(forward)).right);
    // Play means the video's time: its icon is not turned round.
    expect(await computed(page.locator('.video-player__play svg'), 'scale')).toBe('none');

    await play(page, FRAME, ar);
    const player = page.locator('.video-player[data-state="playing"]');
    expect(await computed(player, 'direction')).toBe('ltr');
    expect(await computed(player.locator('iframe'), 'direction')).toBe('ltr');
  });
});

test.describe('left to right, as before', () => {
  test('the side menu stands at the left, the first card at the left, arrows unturned', async ({
    page,
    api,
    newPage,
  }) => {
    const wide = await newPage({ viewport: DESKTOP });
    await openHome(wide, english);
    expect((await boxOf(sideMenu(wide, english))).left).toBe(0);
    expect(
      await sideMenu(wide, english).evaluate(
        (element) => getComputedStyle(element).borderRightWidth,
      ),
    ).toBe('1px');
    const [first, second] = [
      await boxOf(homeCards(wide, english).nth(0)),
      await boxOf(homeCards(wide, english).nth(1)),
    ];
    expect(first.right).toBeLessThan(second.left);

    const queue = await playingPlaylist(page, api, [seededVideo(0), seededVideo(1)], english);
    const next = queue.getByRole('link', {
      name: english('Next: {videoTitle}', { videoTitle: seededVideo(1).title }),
      exact: true,
    });
    expect(await computed(next.locator('svg'), 'scale')).toBe('none');
  });
});
