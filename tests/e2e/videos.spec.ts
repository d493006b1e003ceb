import type { Page } from '@playwright/test';
import type { Video } from '#shared/schemas/video.schema.ts';
import {
  cardLink,
  cardsOf,
  cardTitles,
  EXPECTED_HTTP_ERRORS,
  expectPath,
  expectToast,
  pauseClock,
  toastMessage,
  videoGrid,
} from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  PREFIXED_VIDEO,
  SEEDED_CATEGORIES,
  SEEDED_VIDEO_COUNT,
  SEEDED_VIDEOS,
} from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';

/** The prefixed video's YouTube id: its link without the `v=`. */
const PREFIXED_ID = PREFIXED_VIDEO.videoLink.slice('v='.length);

/** The home page's category radios, in the seed's order of categories, by their labels. */
const FILTER_LABELS = SEEDED_CATEGORIES.map((category) => category.label);

/** A valid 1×1 PNG, served in place of YouTube's images when a test wants them to load. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Thumbnails (ours) and previews (YouTube's) load: each answered with one pixel. */
async function serveImagesAsPixels(page: Page) {
  // A route answers before any name is resolved: YouTube's host, unresolvable here, is served too.
  const pixel = { status: 200, contentType: 'image/png', body: PIXEL_PNG };
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill(pixel));
  await page.route('**/thumbnails/**', (route) => route.fulfill(pixel));
}

const homeGrid = (page: Page) => videoGrid(page, 'Videos');
const homeCards = (page: Page) => cardsOf(homeGrid(page));
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search videos' });

/** The titles of the videos `keep` picks, in the catalogue's order (the order cards show). */
function titlesOf(videos: readonly Video[], keep: (video: Video) => boolean): string[] {
  return videos.filter(keep).map((video) => video.title);
}

/**
 * The titles a search for `text` shows, in its ranked order (docs/product.md, "Filters"): every
 * word in the title first, then every word in the title, category or creator, then the rest;
 * within a rank, the catalogue's order.
 */
function searchedTitles(videos: readonly Video[], text: string): string[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const hasAll = (...fields: string[]) =>
    words.every((word) => fields.some((field) => field.toLowerCase().includes(word)));
  const rankOf = (v: Video) => {
    if (hasAll(v.title)) return 0;
    if (hasAll(v.title, v.categoryName, v.creator)) return 1;
    return hasAll(v.title, v.categoryName, v.creator, v.description) ? 2 : undefined;
  };
  return videos
    .map((video) => ({ video, rank: rankOf(video) }))
    .filter((entry): entry is { video: Video; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank) // stable: the catalogue's order within a rank
    .map(({ video }) => video.title);
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
  await expect(homeCards(page)).toHaveCount(SEEDED_VIDEO_COUNT);
}

/**
 * Notes, in the page's own (fake) time, each keystroke in the search box and each search
 * request the app sends: `searchDelays(page)` then answers how long after the last keystroke
 * each request went out.
 */
async function timeSearches(page: Page) {
  await page.addInitScript(() => {
    const times = { lastInput: Number.NaN, searches: [] as number[] };
    Object.assign(window, { searchTimes: times });
    document.addEventListener(
      'input',
      (event) => {
        if ((event.target as Element).matches('input[type="search"]')) times.lastInput = Date.now();
      },
      true,
    );
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, window.location.href).searchParams.has('search')) {
        times.searches.push(Date.now());
      }
      return send(input, init);
    };
  });
}

async function searchDelays(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const { searchTimes } = window as unknown as {
      searchTimes: { lastInput: number; searches: number[] };
    };
    return searchTimes.searches.map((sentAt) => sentAt - searchTimes.lastInput);
  });
}

test.describe('home listing', () => {
  test('shows the 12 seeded cards with title, views and age', async ({ page, api }) => {
    const videos = await api.videos();
    expect(videos.map((video) => video.title).sort()).toEqual(
      SEEDED_VIDEOS.map((video) => video.title).sort(),
    );

    await openHome(page);
    await expect(page).toHaveTitle('CraftReel | Home');
    for (const video of videos) {
      const card = homeCards(page).filter({ has: cardLink(page, video.title) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(video.creator, { exact: true })).toBeVisible();
      await expect(
        card.getByText(`${video.views} views • ${video.created}`, { exact: true }),
      ).toBeVisible();
      await expect(cardLink(card, video.title)).toHaveAttribute(
        'href',
        `/video/${video.videoLink}`,
      );
    }

    await expectNoSeriousA11yViolations(page);
  });

  test('filters by category with the radios, and All shows everything again', async ({
    page,
    api,
  }) => {
    const videos = await api.videos();
    await openHome(page);

    const all = page.getByRole('radio', { name: 'All', exact: true });
    await expect(all).toBeChecked();

    for (const [index, label] of FILTER_LABELS.entries()) {
      const category = SEEDED_CATEGORIES[index];
      if (!category) throw new Error(`the seed has no category #${index} for ${label}`);
      const radio = page.getByRole('radio', { name: label, exact: true });
      await radio.check();
      await expect(radio).toBeChecked();
      const expected = titlesOf(videos, (v) => v.categoryName === category.name);
      expect(expected).toHaveLength(
        SEEDED_VIDEOS.filter((video) => video.categoryId === category.id).length,
      );
      await expect(cardTitles(homeGrid(page))).toHaveText(expected);
    }

    await all.check();
    await expect(homeCards(page)).toHaveCount(SEEDED_VIDEO_COUNT);
  });

  test('searches after a 1000 ms pause in typing, in lower case, and goes home to show it', async ({
    page,
    api,
  }) => {
    const videos = await api.videos();
    const titledSunset = titlesOf(videos, (v) => v.title.toLowerCase().includes('sunset'));
    expect(titledSunset).toHaveLength(
      SEEDED_VIDEOS.filter((video) => video.title.toLowerCase().includes('sunset')).length,
    );
    const sunsets = searchedTitles(videos, 'sunset');
    expect(sunsets).toEqual(expect.arrayContaining(titledSunset));
    expect(sunsets.length).toBeGreaterThan(0);

    // The pause is measured on a fake clock, paused while typing: exact, however slowly a busy
    // machine runs.
    await page.clock.install();
    await timeSearches(page);
    await openHome(page);
    await pauseClock(page);
    await searchBox(page).pressSequentially('SUNSET');
    await expect(searchBox(page)).toHaveValue('sunset');

    // A millisecond short of the pause: nothing sent, nothing filtered.
    await page.clock.runFor(999);
    await expect(homeCards(page)).toHaveCount(SEEDED_VIDEO_COUNT);
    expect(await searchDelays(page)).toEqual([]);

    // The pause is over: one request, sent 1000 ms after the last keystroke.
    await page.clock.runFor(1);
    await expect.poll(() => searchDelays(page)).toEqual([1_000]);
    await page.clock.resume();
    await expect(cardTitles(homeGrid(page))).toHaveText(sunsets);

    // Typing on another page goes back to the listing at once, then filters after the pause.
    const [firstSunset = ''] = sunsets;
    await cardLink(page, firstSunset).click();
    await expect(page.getByRole('heading', { level: 1, name: firstSunset })).toBeVisible();
    const rain = searchedTitles(videos, 'rain');
    expect(rain.length).toBeGreaterThan(0);
    await searchBox(page).fill('Rain');
    await expectPath(page, '/');
    await expect(searchBox(page)).toHaveValue('rain');
    await expect(cardTitles(homeGrid(page))).toHaveText(rain);
  });

  test('matches category names, and shows an empty state when nothing matches', async ({
    page,
    api,
  }) => {
    const videos = await api.videos();
    await openHome(page);

    // Enter sends the search at once.
    const [, , wasteCategory] = SEEDED_CATEGORIES;
    await searchBox(page).fill('waste');
    await searchBox(page).press('Enter');
    const inWaste = titlesOf(videos, (v) => v.categoryName === wasteCategory.name);
    expect(inWaste).toHaveLength(
      SEEDED_VIDEOS.filter((video) => video.categoryId === wasteCategory.id).length,
    );
    // Every video of the category is found, titles naming the word ranked first.
    const waste = searchedTitles(videos, 'waste');
    expect(waste).toEqual(expect.arrayContaining(inWaste));
    await expect(cardTitles(homeGrid(page))).toHaveText(waste);

    await searchBox(page).fill('zzqx origami');
    await searchBox(page).press('Enter');
    const empty = page.getByRole('status').filter({
      has: page.getByText('No videos match “zzqx origami”', { exact: true }),
    });
    await expect(empty).toBeVisible();
    await expect(empty.getByText('Try another word, or browse everything we have.')).toBeVisible();
    await expect(homeGrid(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // "Show all videos" clears the search, in the box too.
    await page.getByRole('button', { name: 'Show all videos' }).click();
    await expect(homeCards(page)).toHaveCount(SEEDED_VIDEO_COUNT);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('shows thumbnails from our own origin offline: the artwork the server draws', async ({
    page,
    api,
  }) => {
    // The fixture fails the test on any console error; a failed load would log one.
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await openHome(page);
    await scrollThrough(page);

    // YouTube cannot be reached (the server's upstream is off): /thumbnails answers artwork, an
    // image like any other, so the card shows it and the browser logs no failed load.
    const videos = await api.videos();
    const thumbs = homeGrid(page).locator('.media-image[data-state="loaded"] img');
    await expect(thumbs).toHaveCount(SEEDED_VIDEO_COUNT);
    expect(await thumbs.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual(
      videos.map((video) => `/thumbnails/${video._id}`),
    );
    await expect.poll(() => imagesShowingNothing(page)).toEqual([]);
    const artwork = await page.request.get(`/thumbnails/${videos[0]?._id}`);
    expect(artwork.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(failed).toEqual([]);
  });

  test('draws fallback artwork for thumbnails that cannot load, never a broken image', async ({
    page,
    consoleErrors,
  }) => {
    // Our own server failing to answer (here: aborted) is the one way left to lose an image.
    await page.route('**/thumbnails/**', (route) => route.abort('failed'));
    consoleErrors.allow(/Failed to load resource/);
    await openHome(page);
    await scrollThrough(page);

    await expect(homeGrid(page).locator('.video-card__media .media-fallback')).toHaveCount(
      SEEDED_VIDEO_COUNT,
    );
    await expect.poll(() => imagesShowingNothing(page)).toEqual([]);
    await expect(homeGrid(page).locator('img')).toHaveCount(0);
  });

  test('shows real thumbnails when they load, and the animated preview on hover and focus', async ({
    page,
    api,
  }) => {
    await serveImagesAsPixels(page);
    await openHome(page);
    await scrollThrough(page);

    const thumbs = homeGrid(page).locator('.media-image[data-state="loaded"] img');
    await expect(thumbs).toHaveCount(SEEDED_VIDEO_COUNT);
    await expect.poll(() => imagesShowingNothing(page)).toEqual([]);
    await expect(homeGrid(page).locator('.media-fallback')).toHaveCount(0);

    const [first, second] = await api.videos();
    if (!first || !second) throw new Error('too few seeded videos');
    const firstCard = homeCards(page).filter({ has: cardLink(page, first.title) });
    const secondCard = homeCards(page).filter({ has: cardLink(page, second.title) });

    // No preview is fetched before someone shows interest in the card.
    await expect(page.locator('.video-card__preview')).toHaveCount(0);

    await firstCard.hover();
    const hovered = firstCard.locator('.video-card__preview[data-loaded]');
    await expect(hovered).toHaveAttribute('src', first.gif);
    await expect(hovered).toHaveCSS('opacity', '1');

    await page.mouse.move(0, 0);
    await cardLink(page, second.title).focus();
    const focused = secondCard.locator('.video-card__preview[data-loaded]');
    await expect(focused).toHaveCSS('opacity', '1');
  });

  test('starts a preview on hover even offline, and drops it quietly when it fails', async ({
    page,
    api,
  }) => {
    await openHome(page);
    const [first] = await api.videos();
    if (!first) throw new Error('no seeded video');
    const card = homeCards(page).filter({ has: cardLink(page, first.title) });

    const previewAsked = page.waitForRequest((request) => request.url() === first.gif);
    await card.hover();
    await previewAsked;
    await expect(card.locator('.video-card__preview')).toHaveCount(0);
    await expect.poll(() => imagesShowingNothing(page)).toEqual([]);
  });
});

test.describe('video page', () => {
  test('opens from a card and shows the player, details and actions', async ({ page, api }) => {
    const videos = await api.videos();
    const video = videos.find((v) => v.videoLink === PREFIXED_VIDEO.videoLink);
    if (!video) throw new Error(`no video with link ${PREFIXED_VIDEO.videoLink} in the catalogue`);
    await openHome(page);

    const link = cardLink(page, video.title);
    await expect(link).toHaveAttribute('href', `/video/${PREFIXED_VIDEO.videoLink}`);
    await link.click();
    await expect(
      page.getByRole('heading', { level: 1, name: video.title, exact: true }),
    ).toBeVisible();
    await expectPath(page, `/video/${PREFIXED_VIDEO.videoLink}`);
    await expect(page).toHaveTitle(`CraftReel | ${video.title}`);

    // The player waits for a click: artwork and a play button, no frame yet (tests/e2e/player.spec.ts).
    await expect(
      page.getByRole('button', { name: `Play ${video.title}`, exact: true }),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    const main = page.getByRole('main');
    await expect(main.getByText(video.creator, { exact: true })).toBeVisible();
    await expect(
      main.getByText(`${video.views} views • ${video.created}`, { exact: true }),
    ).toBeVisible();
    await expect(main.getByText(video.description, { exact: true })).toBeVisible();
    const actions = page.getByRole('group', { name: 'Video actions' });
    for (const name of ['Like', 'Save', 'Playlist']) {
      await expect(actions.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(actions.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await expectNoSeriousA11yViolations(page);
  });

  test('accepts the link without its v= prefix in the address', async ({ page }) => {
    await page.goto(`/video/${PREFIXED_ID}`);
    await expect(
      page.getByRole('heading', { level: 1, name: PREFIXED_VIDEO.title, exact: true }),
    ).toBeVisible();
    // Playing it, the player is asked for by the id without the prefix.
    const playerAsked = page.waitForRequest((request) =>
      request.url().startsWith(`https://www.youtube-nocookie.com/embed/${PREFIXED_ID}`),
    );
    await page.getByRole('button', { name: `Play ${PREFIXED_VIDEO.title}`, exact: true }).click();
    await playerAsked;
  });

  test('asks a signed-out visitor to log in on Like, in a toast that closes itself', async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.allow(...EXPECTED_HTTP_ERRORS);
    const [video] = await api.videos();
    if (!video) throw new Error('no seeded video');
    // A fake clock, paused before the click: the toast's 1500 ms are counted exactly, and the
    // second toast stays while axe scans it.
    await page.clock.install();
    await page.goto(`/video/${video.videoLink}`);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toBeVisible();
    await pauseClock(page);
    await like.click();

    const toast = toastMessage(page, 'Please login first', 'red');
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_499);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // Save asks the same; the scan waits for the toast's entrance, and sees the toast.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Please login first', 'red');
    const results = await expectNoSeriousA11yViolations(page, {
      include: '.toast-bar',
      clockPaused: true,
    });
    const contrastChecked = results.passes
      .filter((rule) => rule.id === 'color-contrast')
      .flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
    expect(contrastChecked).toContain('.toast-bar__message > span');
    await expect(toast).toBeVisible();
  });

  test('shows a not-found state for an unknown video', async ({ page, consoleErrors }) => {
    consoleErrors.allow(...EXPECTED_HTTP_ERRORS);
    await page.goto('/video/no-such-video-123');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Video not found', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('This video doesn’t exist or is no longer available.', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page).toHaveTitle('CraftReel | Video');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to home', exact: true }).click();
    await expect(homeCards(page)).toHaveCount(SEEDED_VIDEO_COUNT);
    await expectPath(page, '/');
  });
});
