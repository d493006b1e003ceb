import type { Page } from '@playwright/test';
import { interfaceWords } from '../../support/interface-words.ts';
import type { SeededVideo } from './catalogue.ts';
import { expect } from './fixtures.ts';

/**
 * A stand-in for YouTube (the machine is offline; mock only what we do not run): its player
 * frame, answered with a tiny page, and its IFrame Player API, a script whose players keep a
 * clock the test moves (`__fakeYouTube.time`) and report state changes as the real ones do.
 * Seeks, plays, pauses and speed changes are carried out on the clock and recorded, so a test
 * can see what the app asked of the player.
 */
export const PLAYER_HOST = 'https://www.youtube-nocookie.com';
const PLAYER_PAGE = '<!doctype html><title>Player</title><p>A tiny player</p>';
const IFRAME_API = 'https://www.youtube.com/iframe_api';
export const STAND_IN_DURATION = 600;

const FAKE_IFRAME_API = `(() => {
  const fake = (window.__fakeYouTube = {
    players: [], time: 0, duration: ${STAND_IN_DURATION}, state: -1, rate: 1, seeks: [], rates: [],
  });
  const tell = (player, state) => {
    fake.state = state;
    player.events.onStateChange?.({ data: state, target: player });
  };
  const tellAll = (state) => fake.players.forEach((player) => tell(player, state));
  class Player {
    constructor(frame, options) {
      this.frame = frame;
      this.events = options.events ?? {};
      fake.players.push(this);
      setTimeout(() => {
        this.events.onReady?.({ target: this });
        tell(this, 1);
      }, 0);
    }
    getCurrentTime() { return fake.time; }
    getDuration() { return fake.duration; }
    getPlayerState() { return fake.state; }
    seekTo(seconds) { fake.time = seconds; fake.seeks.push(seconds); }
    playVideo() { if (fake.state !== 1) tell(this, 1); }
    pauseVideo() { if (fake.state !== 2) tell(this, 2); }
    getPlaybackRate() { return fake.rate; }
    setPlaybackRate(rate) { fake.rate = rate; fake.rates.push(rate); }
    getAvailablePlaybackRates() { return [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]; }
    destroy() {}
  }
  fake.pause = () => tellAll(2);
  fake.end = () => {
    fake.time = fake.duration;
    tellAll(0);
  };
  window.YT = { Player, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 } };
  window.onYouTubeIframeAPIReady?.();
})();`;

/** What a test reads of the stand-in in the page (`window.__fakeYouTube`). */
export interface FakeYouTube {
  players: unknown[];
  /** The clock, in seconds: set it to move the video on. */
  time: number;
  state: number;
  rate: number;
  /** Every seekTo's seconds, in order. */
  seeks: number[];
  /** Every setPlaybackRate's rate, in order. */
  rates: number[];
  /** Tells every player it paused. */
  pause(): void;
  /** Moves the clock to the end and tells every player the video ended. */
  end(): void;
}

declare global {
  interface Window {
    __fakeYouTube?: FakeYouTube;
  }
}

/** Stands in for YouTube's player frame (and the probe before it) and its IFrame API. */
export async function standInForYouTube(page: Page): Promise<void> {
  await page.route(`${PLAYER_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: PLAYER_PAGE }),
  );
  await page.route(IFRAME_API, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_IFRAME_API }),
  );
}

/** The stand-in's state in the page (its functions left out). */
export async function fakeYouTube(
  page: Page,
): Promise<Omit<FakeYouTube, 'pause' | 'end' | 'players'>> {
  return page.evaluate(() => {
    const fake = window.__fakeYouTube;
    if (!fake) throw new Error('the stand-in IFrame API is not loaded');
    return {
      time: fake.time,
      state: fake.state,
      rate: fake.rate,
      seeks: fake.seeks,
      rates: fake.rates,
    };
  });
}

/** Moves the stand-in's clock to `seconds` (the video played on to there). */
export async function setPlayerTime(page: Page, seconds: number): Promise<void> {
  await page.evaluate((time) => {
    const fake = window.__fakeYouTube;
    if (!fake) throw new Error('the stand-in IFrame API is not loaded');
    fake.time = time;
  }, seconds);
}

/** Plays the stand-in's video to its end: every player says it ended. */
export async function endVideo(page: Page): Promise<void> {
  await page.evaluate(() => {
    const fake = window.__fakeYouTube;
    if (!fake) throw new Error('the stand-in IFrame API is not loaded');
    fake.end();
  });
}

const english = interfaceWords('en');

/** The video's play button, by its name in the page's language (`words`; English by default). */
export const playButton = (page: Page, video: SeededVideo, words = english) =>
  page.getByRole('button', { name: words('Play {title}', { title: video.title }), exact: true });

/** Presses play and waits for the stand-in API to have a player on the frame. */
export async function play(page: Page, video: SeededVideo, words = english): Promise<void> {
  const players = () => page.evaluate(() => window.__fakeYouTube?.players.length ?? 0);
  const before = await players();
  await playButton(page, video, words).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /enablejsapi=1/);
  await expect.poll(players).toBe(before + 1);
}
