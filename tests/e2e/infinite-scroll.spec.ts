import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { cardsOf, videoGrid } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * Infinite scroll and the virtualised grid against a long catalogue. The shared server keeps
 * the seed's 12 videos (other journeys count them), so this file starts a server of its own
 * with EXTRA_VIDEOS more (scripts/e2e-server.mjs, E2E_EXTRA_VIDEOS).
 */
const EXTRA_VIDEOS = 300;
const PAGE_SIZE = 48;
const LIKED = 150;

test.use({
  baseURL: ownServer({ E2E_EXTRA_VIDEOS: String(EXTRA_VIDEOS) }),
});

/** The place in the whole list of the last card in the DOM: how many cards have loaded. */
async function lastPosition(grid: Locator): Promise<number> {
  return Number(await cardsOf(grid).last().getAttribute('aria-posinset'));
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Scrolls to the end until `loaded` cards have come in; answers the count reached. */
async function scrollUntilLoaded(page: Page, grid: Locator, loaded: number): Promise<number> {
  await expect
    .poll(
      async () => {
        await scrollToEnd(page);
        return lastPosition(grid);
      },
      { timeout: 30_000, intervals: [300] },
    )
    .toBeGreaterThanOrEqual(loaded);
  return lastPosition(grid);
}

test('the home grid loads page after page as it scrolls, keeping few cards in the DOM', async ({
  page,
}) => {
  // Hold the second page until the loader has been seen, so it cannot slip by unseen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldOnce = false;
  await page.route(/\/api\/videos\?.*cursor=/, async (route) => {
    if (!heldOnce) {
      heldOnce = true;
      await held;
    }
    await route.fallback();
  });

  await page.goto('/');
  const grid = videoGrid(page, 'Videos');
  await expect(cardsOf(grid).first()).toBeVisible();
  expect(await lastPosition(grid)).toBeLessThanOrEqual(PAGE_SIZE);

  await scrollToEnd(page);
  const loader = page.getByRole('status').filter({ hasText: 'Loading more videos…' });
  await expect(loader).toBeVisible();
  release();
  await expect(loader).toBeHidden();
  expect(await lastPosition(grid)).toBeGreaterThan(PAGE_SIZE);

  const loaded = await scrollUntilLoaded(page, grid, 4 * PAGE_SIZE);
  // New cards came in, and the DOM holds a window of them, not every card loaded.
  await expect(grid.getByRole('link', { name: /^Test video / }).last()).toBeVisible();
  const inDom = await cardsOf(grid).count();
  expect(inDom).toBeLessThan(loaded / 2);
  expect(inDom).toBeGreaterThan(0);

  // Scrolling back up brings the first cards back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(cardsOf(grid).first()).toHaveAttribute('aria-posinset', '1');
});

/** A new account on this file's server, its token set for the page's next load. */
async function signUpAndSignIn(page: Page, request: APIRequestContext): Promise<string> {
  const signup = await request.post('/api/auth/signup', {
    data: {
      email: `scroll-${Date.now()}-${Math.random().toString(36).slice(2)}@craftreel.test`,
      password: 'e2e-password-123',
      firstName: 'Erin',
      lastName: 'Scroller',
    },
  });
  expect(signup.status()).toBe(201);
  const { encodedToken: token } = (await signup.json()) as { encodedToken: string };
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-token-set') === '1') return;
    window.localStorage.setItem('token', value);
    window.sessionStorage.setItem('e2e-token-set', '1');
  }, token);
  return token;
}

/** The ids of the catalogue's newest `count` videos. */
async function newestVideoIds(request: APIRequestContext, count: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  while (ids.length < count) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await request.get(`/api/videos?limit=100${query}`);
    const body = VideosPageSchema.parse(await response.json());
    ids.push(...body.videos.map((video) => video._id));
    cursor = body.nextCursor;
  }
  return ids.slice(0, count);
}

test('a long liked list loads as it scrolls, with its whole count known at once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signUpAndSignIn(page, request);
  for (const id of await newestVideoIds(request, LIKED)) {
    const liked = await request.post('/api/user/likes', {
      headers: { authorization: token },
      data: { video: { _id: id } },
    });
    expect(liked.status()).toBe(201);
  }

  await page.goto('/liked');
  await expect(page.getByText(`${LIKED} videos`, { exact: true })).toBeVisible();
  const grid = videoGrid(page, 'Liked videos');
  await expect(cardsOf(grid).first()).toHaveAttribute('aria-setsize', String(LIKED));
  expect(await lastPosition(grid)).toBeLessThanOrEqual(PAGE_SIZE);

  const loaded = await scrollUntilLoaded(page, grid, LIKED);
  expect(loaded).toBe(LIKED);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(await cardsOf(grid).count()).toBeLessThan(LIKED / 2);
});

test('an open playlist loads its videos as it scrolls', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signUpAndSignIn(page, request);
  const created = await request.post('/api/user/playlists', {
    headers: { authorization: token },
    data: { playlist: { title: 'Long one' } },
  });
  expect(created.status()).toBe(201);
  const { playlists } = (await created.json()) as { playlists: { _id: string }[] };
  const id = playlists[0]?._id ?? '';
  const size = 2 * PAGE_SIZE + 10;
  for (const videoId of await newestVideoIds(request, size)) {
    const added = await request.post(`/api/user/playlists/${id}`, {
      headers: { authorization: token },
      data: { video: { _id: videoId } },
    });
    expect(added.status()).toBe(201);
  }

  await page.goto(`/playlist/${id}`);
  const pane = page.getByRole('region', { name: 'Long one' });
  await expect(pane.getByText(`${size} videos`, { exact: true })).toBeVisible();
  const grid = videoGrid(page, 'Long one');
  await expect(cardsOf(grid).first()).toHaveAttribute('aria-setsize', String(size));
  expect(await lastPosition(grid)).toBeLessThanOrEqual(PAGE_SIZE);
  expect(await scrollUntilLoaded(page, grid, size)).toBe(size);
  expect(await cardsOf(grid).count()).toBeLessThan(size);
});

/**
 * Scrolls `scope`'s last `role` element into view until `target` is there: a list that loads
 * its next page as its end comes into view, inside a scrolled box or the page.
 */
async function scrollListUntil(scope: Locator, role: 'link' | 'checkbox', target: Locator) {
  await expect
    .poll(
      async () => {
        await scope.getByRole(role).last().scrollIntoViewIfNeeded();
        return target.count();
      },
      { timeout: 30_000, intervals: [300] },
    )
    .toBe(1);
}

test('a long list of playlists loads as it scrolls, and Save to finds one past the first page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signUpAndSignIn(page, request);
  const count = PAGE_SIZE + 12;
  // Made oldest first: "Shelf 01" is the oldest, so the last one listed, on the second page.
  let oldestId = '';
  for (let n = 1; n <= count; n += 1) {
    const created = await request.post('/api/user/playlists', {
      headers: { authorization: token },
      data: { playlist: { title: `Shelf ${String(n).padStart(2, '0')}` } },
    });
    expect(created.status()).toBe(201);
    if (n === 1) {
      const { playlists } = (await created.json()) as { playlists: { _id: string }[] };
      oldestId = playlists[0]?._id ?? '';
    }
  }
  const [videoId = ''] = await newestVideoIds(request, 1);
  const added = await request.post(`/api/user/playlists/${oldestId}`, {
    headers: { authorization: token },
    data: { video: { _id: videoId } },
  });
  expect(added.status()).toBe(201);

  await page.goto('/playlist');
  const sidebar = page.getByRole('navigation', { name: 'Your playlists' });
  await expect(sidebar.getByRole('link', { name: 'Shelf 60', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link')).toHaveCount(PAGE_SIZE);
  const oldest = sidebar.getByRole('link', { name: 'Shelf 01', exact: true });
  await scrollListUntil(sidebar, 'link', oldest);
  await expect(sidebar.getByRole('link')).toHaveCount(count);
  await oldest.click();
  const pane = page.getByRole('region', { name: 'Shelf 01' });
  await expect(pane.getByText('1 video', { exact: true })).toBeVisible();

  const video = await request.get(`/api/video/${videoId}`);
  const { video: watched } = (await video.json()) as { video: { videoLink: string } };
  await page.goto(`/video/${watched.videoLink}`);
  await page
    .getByRole('group', { name: 'Video actions' })
    .getByRole('button', { name: 'Playlist', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Save to' });
  await expect(dialog.getByRole('checkbox', { name: /^Shelf 60/ })).not.toBeChecked();
  const box = dialog.getByRole('checkbox', { name: /^Shelf 01/ });
  await scrollListUntil(dialog, 'checkbox', box);
  await expect(box).toBeChecked();
  // Unticking it there takes the video out, as the server then says.
  await box.click();
  await expect(box).not.toBeChecked();
  await expect
    .poll(async () => {
      const after = await request.get(`/api/user/playlists/${oldestId}`, {
        headers: { authorization: token },
      });
      return ((await after.json()) as { playlist: { videos: unknown[] } }).playlist.videos.length;
    })
    .toBe(0);
});
