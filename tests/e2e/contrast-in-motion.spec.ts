import type { Page } from '@playwright/test';
import type { Video } from '#shared/schemas/video.schema.ts';
import { EXPECTED_HTTP_ERRORS, pauseClock, toastMessage } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

/*
 * Text keeps 4.5:1 contrast at every frame of an entrance, not only once it has settled: the
 * toast and the Save-to dialog slide in rather than fade (an opacity fade blends the text with
 * the page, e.g. #f4f8f6 on #3a8458, 4.24:1, caught by axe at random before).
 *
 * New animations are held at their start by a style the test adds; each frame is then set
 * with the Web Animations API and scanned by axe; for the toast, the page's fake clock is paused
 * meanwhile so that it does not close.
 */
const FRAMES = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1];

async function holdNewAnimations(page: Page) {
  await page.addStyleTag({
    content: '*, *::before, *::after { animation-play-state: paused !important; }',
  });
}

interface Frame {
  /** The animations now held at the frame, by name. */
  animations: string[];
  /** Whether any of the element shows in the viewport at this frame. */
  onScreen: boolean;
}

/** Puts every animation of `selector` (and its subtree) at `fraction` of its run. */
async function showFrame(page: Page, selector: string, fraction: number): Promise<Frame> {
  return page.evaluate(
    ({ selector: scope, fraction: at }) => {
      const element = document.querySelector(scope);
      if (!element) return { animations: [], onScreen: false };
      // Entrances only: a looping shimmer has no last frame.
      const entrances = element
        .getAnimations({ subtree: true })
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
      const animations = entrances.map((animation) => {
        animation.currentTime = Number(animation.effect?.getComputedTiming().endTime) * at;
        return animation instanceof CSSAnimation ? animation.animationName : 'transition';
      });
      const box = (element.querySelector('p, h2') ?? element).getBoundingClientRect();
      const onScreen = box.bottom > 0 && box.top < window.innerHeight;
      return { animations, onScreen };
    },
    { selector, fraction },
  );
}

/** Scans `selector` at each frame of its entrance animation `name`; fails on low contrast. */
async function expectContrastThroughout(
  page: Page,
  selector: string,
  name: string,
  { clockPaused }: { clockPaused: boolean },
) {
  let framesSeen = 0;
  for (const fraction of FRAMES) {
    const frame = await showFrame(page, selector, fraction);
    expect(frame.animations).toContain(name);
    const results = await expectNoSeriousA11yViolations(page, { include: selector, clockPaused });
    // Still below the fold (the toast's first frames), there is no text anyone sees to check.
    if (!frame.onScreen) continue;
    framesSeen += 1;
    const checked = results.passes.filter((rule) => rule.id === 'color-contrast');
    expect(checked.length, `axe checked no text in ${selector} at ${fraction}`).toBeGreaterThan(0);
  }
  expect(framesSeen).toBeGreaterThanOrEqual(FRAMES.length - 2);
}

/**
 * Opens a video page with new animations held and the clock paused, and presses Like: a signed-
 * out visitor gets the red toast, a signed-in user the green one.
 */
async function likeOnHeldVideoPage(page: Page, video: Video) {
  await page.clock.install();
  await page.goto(`/video/${video.videoLink}`);
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toBeVisible();
  await holdNewAnimations(page);
  await pauseClock(page);
  await like.click();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`contrast in motion (${colorScheme})`, () => {
    test('a red toast keeps its contrast through its entrance', async ({
      newPage,
      api,
      consoleErrors,
    }) => {
      consoleErrors.allow(...EXPECTED_HTTP_ERRORS); // the signed-out Like's deliberate 401
      const page = await newPage({ colorScheme });
      const [video] = await api.videos();
      if (!video) throw new Error('no seeded video');
      await likeOnHeldVideoPage(page, video);
      await expect(toastMessage(page, 'Please login first', 'red')).toBeVisible();
      await expectContrastThroughout(page, '.toast-bar', 'toast-bar-in', { clockPaused: true });
    });

    test('a green toast and the Save-to dialog keep their contrast through their entrances', async ({
      newPage,
      api,
    }) => {
      const page = await newPage({ colorScheme });
      const member = await api.signUp();
      const [video] = await api.videos();
      if (!video) throw new Error('no seeded video');
      await signInWithToken(page, member.token);
      await likeOnHeldVideoPage(page, video);
      await expect(toastMessage(page, 'Added in liked videos', 'green')).toBeVisible();
      await expectContrastThroughout(page, '.toast-bar', 'toast-bar-in', { clockPaused: true });

      // The dialog needs no held clock (its animation is held by the style): let time run, so
      // the playlists it asks for arrive.
      await page.clock.resume();
      await page.getByRole('button', { name: 'Playlist', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Save to' });
      await expect(dialog.getByText('No playlists yet. Name your first one below.')).toBeVisible();
      await expectContrastThroughout(page, '.playlist-modal', 'dialog-in', {
        clockPaused: false,
      });
    });
  });
}
