import type { Page } from '@playwright/test';
import { cardLink, cardsOf, cardTitles, openVideo, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { type SeededVideo, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { play, standInForYouTube } from './support/youtube.ts';

/**
 * Resume and progress, and history you can use (docs/decisions/0008). YouTube is not run here (the
 * machine is offline): its player frame and its IFrame Player API are stood in for
 * (support/youtube.ts).
 */
const WATCHED = seededVideo(0);
const OTHER = seededVideo(1);
const THIRD = seededVideo(2);

/** Moves the stand-in's clock to `seconds` and pauses; answers the report's status. */
async function watchUntilAndPause(page: Page, video: SeededVideo, seconds: number) {
  const reported = page.waitForResponse(
    (r) => r.url().endsWith(`/api/user/progress/${video.id}`) && r.request().method() === 'PUT',
  );
  await page.evaluate((time) => {
    const fake = window.__fakeYouTube;
    if (!fake) throw new Error('the stand-in IFrame API is not loaded');
    fake.time = time;
    fake.pause();
  }, seconds);
  return (await reported).status();
}

function cardOf(page: Page, video: SeededVideo) {
  return page.getByRole('article').filter({ has: cardLink(page, video.title) });
}

test.describe('resume and progress', () => {
  test('resumes a video where it was left, and its card shows how much was watched', async ({
    page,
    api,
  }) => {
    const { token } = await api.signUp();
    await signInWithToken(page, token);
    await standInForYouTube(page);

    await openVideo(page, WATCHED);
    await expect(page.getByText(/Resume from/)).toHaveCount(0);
    await play(page, WATCHED);
    await expect(page.locator('iframe')).not.toHaveAttribute('src', /start=/);
    expect(await watchUntilAndPause(page, WATCHED, 95)).toBe(200);

    // Leave for the history page, where the card shows the bar (95 of 600 s: 16 %).
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'History', exact: true })
      .click();
    const bar = cardOf(page, WATCHED).getByRole('progressbar', { name: 'Watched' });
    await expect(bar).toHaveAttribute('aria-valuenow', '16');
    await expectNoSeriousA11yViolations(page);

    // Come back: the player says where it resumes, and starts there.
    await cardLink(page, WATCHED.title).click();
    await expect(page.getByText('Resume from 1:35', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await play(page, WATCHED);
    await expect(page.locator('iframe')).toHaveAttribute('src', /[?&]start=95(&|$)/);

    // Leaving while it plays reports the position too (on unmount, with keepalive).
    await page.evaluate(() => {
      if (window.__fakeYouTube) window.__fakeYouTube.time = 240;
    });
    const left = page.waitForResponse(
      (r) => r.url().endsWith(`/api/user/progress/${WATCHED.id}`) && r.request().method() === 'PUT',
    );
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    expect((await left).status()).toBe(200);
    await expect(
      cardOf(page, WATCHED).getByRole('progressbar', { name: 'Watched' }),
    ).toHaveAttribute('aria-valuenow', '40');

    // A reload asks the server: the position is kept there.
    await openVideo(page, WATCHED);
    await expect(page.getByText('Resume from 4:00', { exact: true })).toBeVisible();
  });
});

test.describe('history you can use', () => {
  test('groups history under Today, searches it, and pauses it', async ({ page, api }) => {
    const { token } = await api.signUp();
    await api.addToList(token, 'history', WATCHED.id);
    await api.addToList(token, 'history', OTHER.id);
    await signInWithToken(page, token);
    await standInForYouTube(page);

    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 2, name: 'Today', exact: true })).toBeVisible();
    const today = videoGrid(page, 'Watched Today');
    await expect(cardTitles(today)).toHaveText([OTHER.title, WATCHED.title]);
    await expectNoSeriousA11yViolations(page);

    // Search, on the server, by a word of one title.
    const search = page.getByRole('searchbox', { name: 'Search history' });
    await search.fill('UNUSUAL');
    await expect(cardTitles(today)).toHaveText([OTHER.title]);
    await expect(page.getByText('1 video found')).toBeVisible();
    // The search is in the address: a reload keeps it.
    await expect(page).toHaveURL(/\/history\?q=UNUSUAL$/);
    await page.reload();
    await expect(search).toHaveValue('UNUSUAL');
    await expect(cardTitles(today)).toHaveText([OTHER.title]);
    await search.fill('no such words anywhere');
    await expect(
      page.getByText('Nothing in your history matches “no such words anywhere”.'),
    ).toBeVisible();
    await search.fill('');
    await expect(cardTitles(today)).toHaveText([OTHER.title, WATCHED.title]);

    // Re-watching moves a video to the top.
    await openVideo(page, WATCHED);
    await play(page, WATCHED);
    expect(await watchUntilAndPause(page, WATCHED, 30)).toBe(200);
    await page.goto('/history');
    await expect(cardTitles(today)).toHaveText([WATCHED.title, OTHER.title]);

    // Paused: a watched video is not recorded.
    const pause = page.getByRole('switch', { name: 'Pause history' });
    await expect(pause).toHaveAttribute('aria-checked', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'History is paused' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openVideo(page, THIRD);
    await play(page, THIRD);
    expect(await watchUntilAndPause(page, THIRD, 10)).toBe(200);
    await page.goto('/history');
    await expect(cardTitles(today)).toHaveText([WATCHED.title, OTHER.title]);
    await expect(pause).toHaveAttribute('aria-checked', 'true');

    // Resumed: watching records again.
    await pause.click();
    await expect(pause).toHaveAttribute('aria-checked', 'false');
    await openVideo(page, THIRD);
    await play(page, THIRD);
    expect(await watchUntilAndPause(page, THIRD, 20)).toBe(200);
    await page.goto('/history');
    await expect(cardsOf(today)).toHaveCount(3);
    await expect(cardTitles(today).first()).toHaveText(THIRD.title);
  });
});

test.describe('history says when', () => {
  // The time on the cards is in the user's locale and time zone: fixed here, so it is known.
  test.use({ locale: 'en-GB', timezoneId: 'UTC' });

  test('shows on each card the hour and minute the video was watched', async ({ page, api }) => {
    const { token } = await api.signUp();
    await api.addToList(token, 'history', WATCHED.id);
    await signInWithToken(page, token);

    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/user/history' &&
        new URL(response.url()).searchParams.get('include') === 'watchedAt',
    );
    await page.goto('/history');
    const body = (await (await answered).json()) as { watchedAt: Record<string, string> };
    const watchedAt = body.watchedAt[WATCHED.id];
    if (!watchedAt) throw new Error('the history answer has no watchedAt of the video');
    // The hour and minute in UTC, read from the ISO time itself: "HH:MM" at any hour of the day.
    const hourAndMinute = new Date(watchedAt).toISOString().slice(11, 16);
    expect(hourAndMinute).toMatch(/^\d\d:\d\d$/);

    const card = cardOf(page, WATCHED);
    await expect(card.getByText(`Watched at ${hourAndMinute}`, { exact: true })).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', watchedAt);
    await expect(card.locator('time')).toHaveText(hourAndMinute);
  });
});
