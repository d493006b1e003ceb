import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Video } from '#shared/schemas/video.schema.ts';
import {
  cardLink,
  cardsOf,
  EXPECTED_HTTP_ERRORS,
  expectCount,
  expectToast,
  POLL,
  toastMessage,
  videoGrid,
} from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { seededVideos } from './support/catalogue.ts';

const browser = useBrowser();

/** The seeded video whose link carries the `v=` prefix. */
const PREFIXED_LINK = 'v=xTzkrm63AIQ';

/** A valid 1×1 PNG, served in place of YouTube's images when a test wants them to load. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function servePixelForYouTubeImages(page: Page) {
  // Page routes take precedence over the harness's context route, which aborts external hosts.
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG }),
  );
}

const homeGrid = (page: Page) => videoGrid(page, 'Videos');
const homeCards = (page: Page) => cardsOf(homeGrid(page));
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search videos' });

function titlesOf(videos: readonly Video[], keep: (video: Video) => boolean): string[] {
  return videos
    .filter(keep)
    .map((video) => video.title)
    .sort();
}

async function cardTitles(page: Page): Promise<string[]> {
  const titles = await homeGrid(page).locator('.video-card__link').allTextContents();
  return titles.sort();
}

/** Every rendered <img> that shows nothing: loading, or broken (naturalWidth 0). */
async function imagesShowingNothing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && img.naturalWidth === 0;
      })
      .map((img) => img.currentSrc || img.src),
  );
}

/** Scrolls to the end and back, so that every lazy image has been asked for. */
async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function openHome(page: Page) {
  await page.goto('/');
  await expectCount(homeCards(page), 12);
}

describe('home listing', () => {
  it('shows the 12 seeded cards with title, views and age', async () => {
    const videos = await seededVideos();
    expect(videos).toHaveLength(12);
    const { page, expectNoConsoleErrors } = await browser.newPage();

    await openHome(page);
    await expect.poll(() => page.title(), POLL).toBe('CraftReel | Home');
    for (const video of videos) {
      const card = homeCards(page).filter({ has: cardLink(page, video.title) });
      await expectCount(card, 1);
      await card.getByText(video.creator, { exact: true }).waitFor();
      await card.getByText(`${video.views} views • ${video.created}`, { exact: true }).waitFor();
      expect(await cardLink(card, video.title).getAttribute('href')).toBe(
        `/video/${video.videoLink}`,
      );
    }

    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors();
  });

  it('filters by category with the radios, and All shows everything again', async () => {
    const videos = await seededVideos();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openHome(page);

    const all = page.getByRole('radio', { name: 'All', exact: true });
    expect(await all.isChecked()).toBe(true);

    const categories = [
      ['Crafts', 'Craft Ideas'],
      ['Paintings', 'Paintings'],
      ['Best out of waste', 'Best Out of Waste'],
    ] as const;
    for (const [label, categoryName] of categories) {
      const radio = page.getByRole('radio', { name: label, exact: true });
      await radio.check();
      expect(await radio.isChecked()).toBe(true);
      const expected = titlesOf(videos, (v) => v.categoryName === categoryName);
      expect(expected).toHaveLength(4);
      await expect.poll(() => cardTitles(page), POLL).toEqual(expected);
    }

    await all.check();
    await expectCount(homeCards(page), 12);
    expectNoConsoleErrors();
  });

  it('searches after a 1000 ms pause in typing, in lower case, and goes home to show it', async () => {
    const videos = await seededVideos();
    const sunsets = titlesOf(videos, (v) => v.title.toLowerCase().includes('sunset'));
    expect(sunsets).toHaveLength(2);
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openHome(page);

    // The page notes its last keystroke; the search request's start is timed by the browser too.
    await searchBox(page).evaluate((input) => {
      input.addEventListener('input', () => {
        input.dataset.lastInputAt = String(Date.now());
      });
    });
    const searchResponse = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('search') === 'sunset',
    );
    await searchBox(page).pressSequentially('SUNSET', { delay: 30 });
    const typedAt = Date.now();
    expect(await searchBox(page).inputValue()).toBe('sunset');

    // Well inside the pause: nothing filtered yet (the one fixed wait, measuring the debounce).
    await page.waitForTimeout(300);
    const cardsDuringPause = await homeCards(page).count();
    // Only meaningful if this runner was not itself stalled past the pause.
    if (Date.now() - typedAt < 900) expect(cardsDuringPause).toBe(12);

    const response = await searchResponse;
    const lastInputAt = Number(await searchBox(page).getAttribute('data-last-input-at'));
    const sentAfter = response.request().timing().startTime - lastInputAt;
    expect(sentAfter).toBeGreaterThanOrEqual(950);
    expect(sentAfter).toBeLessThan(5_000);
    await expect.poll(() => cardTitles(page), POLL).toEqual(sunsets);

    // Typing on another page goes back to the listing at once, then filters after the pause.
    await cardLink(page, sunsets[0] ?? '').click();
    await page.getByRole('heading', { level: 1, name: sunsets[0] }).waitFor();
    const rain = titlesOf(videos, (v) =>
      `${v.title} ${v.categoryName}`.toLowerCase().includes('rain'),
    );
    expect(rain.length).toBeGreaterThan(0);
    await searchBox(page).fill('Rain');
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/');
    expect(await searchBox(page).inputValue()).toBe('rain');
    await expect.poll(() => cardTitles(page), POLL).toEqual(rain);

    expectNoConsoleErrors();
  });

  it('matches category names, and shows an empty state when nothing matches', async () => {
    const videos = await seededVideos();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openHome(page);

    // Enter sends the search at once.
    await searchBox(page).fill('waste');
    await searchBox(page).press('Enter');
    const waste = titlesOf(videos, (v) => v.categoryName === 'Best Out of Waste');
    await expect.poll(() => cardTitles(page), POLL).toEqual(waste);
    expect(waste).toHaveLength(4);

    await searchBox(page).fill('zzqx origami');
    await searchBox(page).press('Enter');
    const empty = page.getByRole('status').filter({
      has: page.getByText('No videos match “zzqx origami”', { exact: true }),
    });
    await empty.waitFor();
    await empty.getByText('Try another word, or browse everything we have.').waitFor();
    expect(await homeGrid(page).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // "Show all videos" clears the search, in the box too.
    await page.getByRole('button', { name: 'Show all videos' }).click();
    await expectCount(homeCards(page), 12);
    expect(await searchBox(page).inputValue()).toBe('');
    expectNoConsoleErrors();
  });

  it('draws fallback artwork for images that cannot load, never a broken image', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openHome(page);
    await scrollThrough(page);

    // Offline (external hosts aborted): every thumbnail becomes the designed artwork.
    await expectCount(homeGrid(page).locator('.video-card__media .media-fallback'), 12);
    await expect.poll(() => imagesShowingNothing(page), POLL).toEqual([]);
    expect(await homeGrid(page).locator('img').count()).toBe(0);
    expectNoConsoleErrors();
  });

  it('shows real thumbnails when they load, and the animated preview on hover and focus', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await servePixelForYouTubeImages(page);
    await openHome(page);
    await scrollThrough(page);

    const thumbs = homeGrid(page).locator('.media-image[data-state="loaded"] img');
    await expectCount(thumbs, 12);
    await expect.poll(() => imagesShowingNothing(page), POLL).toEqual([]);
    expect(await homeGrid(page).locator('.media-fallback').count()).toBe(0);

    const [first, second] = await seededVideos();
    if (!first || !second) throw new Error('too few seeded videos');
    const firstCard = homeCards(page).filter({ has: cardLink(page, first.title) });
    const secondCard = homeCards(page).filter({ has: cardLink(page, second.title) });

    // No preview is fetched before someone shows interest in the card.
    expect(await page.locator('.video-card__preview').count()).toBe(0);

    await firstCard.hover();
    const hovered = firstCard.locator('.video-card__preview[data-loaded]');
    await hovered.waitFor();
    expect(await hovered.getAttribute('src')).toBe(first.gif);
    await expect
      .poll(() => hovered.evaluate((img) => getComputedStyle(img).opacity), POLL)
      .toBe('1');

    await page.mouse.move(0, 0);
    await cardLink(page, second.title).focus();
    const focused = secondCard.locator('.video-card__preview[data-loaded]');
    await focused.waitFor();
    await expect
      .poll(() => focused.evaluate((img) => getComputedStyle(img).opacity), POLL)
      .toBe('1');
    expectNoConsoleErrors();
  });

  it('starts a preview on hover even offline, and drops it quietly when it fails', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openHome(page);
    const [first] = await seededVideos();
    if (!first) throw new Error('no seeded video');
    const card = homeCards(page).filter({ has: cardLink(page, first.title) });

    const previewAsked = page.waitForRequest((request) => request.url() === first.gif);
    await card.hover();
    await previewAsked;
    await expectCount(card.locator('.video-card__preview'), 0);
    await expect.poll(() => imagesShowingNothing(page), POLL).toEqual([]);
    expectNoConsoleErrors();
  });
});

describe('video page', () => {
  it('opens from a card and shows the player, details and actions', async () => {
    const videos = await seededVideos();
    const video = videos.find((v) => v.videoLink === PREFIXED_LINK);
    if (!video) throw new Error(`no seeded video with link ${PREFIXED_LINK}`);
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await openHome(page);

    const link = cardLink(page, video.title);
    expect(await link.getAttribute('href')).toBe(`/video/${PREFIXED_LINK}`);
    await link.click();
    await page.getByRole('heading', { level: 1, name: video.title, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/video/${PREFIXED_LINK}`);
    await expect.poll(() => page.title(), POLL).toBe(`CraftReel | ${video.title}`);

    const player = page.locator('iframe');
    await expectCount(player, 1);
    expect(await player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/xTzkrm63AIQ',
    );
    expect(await player.getAttribute('title')).toBe(`Video player: ${video.title}`);

    const main = page.getByRole('main');
    await main.getByText(video.creator, { exact: true }).waitFor();
    await main.getByText(`${video.views} views • ${video.created}`, { exact: true }).waitFor();
    await main.getByText(video.description, { exact: true }).waitFor();
    const actions = page.getByRole('group', { name: 'Video actions' });
    for (const name of ['Like', 'Save', 'Playlist']) {
      await actions.getByRole('button', { name, exact: true }).waitFor();
    }
    expect(
      await actions.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed'),
    ).toBe('false');

    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors();
  });

  it('accepts the link without its v= prefix in the address', async () => {
    const videos = await seededVideos();
    const video = videos.find((v) => v.videoLink === PREFIXED_LINK);
    if (!video) throw new Error(`no seeded video with link ${PREFIXED_LINK}`);
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await page.goto('/video/xTzkrm63AIQ');
    await page.getByRole('heading', { level: 1, name: video.title, exact: true }).waitFor();
    expect(await page.locator('iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/xTzkrm63AIQ',
    );
    expectNoConsoleErrors();
  });

  it('asks a signed-out visitor to log in on Like, in a toast that closes itself', async () => {
    const [video] = await seededVideos();
    if (!video) throw new Error('no seeded video');
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await page.goto(`/video/${video.videoLink}`);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    await like.waitFor();

    // The page itself notes when the toast's message comes and goes, so a busy test runner
    // cannot blur the measurement.
    await page.evaluate(() => {
      const bar = document.querySelector('.toast-bar');
      if (!bar) throw new Error('no toast bar');
      const seen: { shownAt?: number; hiddenAt?: number } = {};
      Object.assign(window, { toastTimes: seen });
      new MutationObserver(() => {
        const open = bar.querySelector('.toast-bar__message') !== null;
        if (open && seen.shownAt === undefined) seen.shownAt = performance.now();
        if (!open && seen.shownAt !== undefined && seen.hiddenAt === undefined) {
          seen.hiddenAt = performance.now();
        }
      }).observe(bar, { childList: true, subtree: true });
    });
    await like.click();

    const toast = toastMessage(page, 'Please login first', 'red');
    await toast.waitFor({ timeout: 10_000 });
    await toast.waitFor({ state: 'detached', timeout: 5_000 });
    const shownFor = await page.evaluate(() => {
      const { toastTimes } = window as unknown as {
        toastTimes: { shownAt?: number; hiddenAt?: number };
      };
      return (toastTimes.hiddenAt ?? Number.NaN) - (toastTimes.shownAt ?? Number.NaN);
    });
    // 1500 ms by the spec; a timer only ever fires late, so the margin is above.
    expect(shownFor).toBeGreaterThanOrEqual(1_300);
    expect(shownFor).toBeLessThanOrEqual(2_500);
    expect(await like.getAttribute('aria-pressed')).toBe('false');

    // Save asks the same.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Please login first', 'red');
    await expectNoSeriousA11yViolations(page, { include: '.toast-bar' });
    expectNoConsoleErrors({ allow: EXPECTED_HTTP_ERRORS });
  });

  it('shows a not-found state for an unknown video', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    await page.goto('/video/no-such-video-123');
    await page.getByRole('heading', { level: 1, name: 'Video not found', exact: true }).waitFor();
    await page
      .getByText('This video doesn’t exist or is no longer available.', { exact: true })
      .waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await expect.poll(() => page.title(), POLL).toBe('CraftReel | Video');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to home', exact: true }).click();
    await expectCount(homeCards(page), 12);
    expect(new URL(page.url()).pathname).toBe('/');
    expectNoConsoleErrors({ allow: EXPECTED_HTTP_ERRORS });
  });
});
