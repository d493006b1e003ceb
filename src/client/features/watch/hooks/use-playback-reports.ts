import { type RefObject, useEffect, useRef } from 'react';
import {
  loadYouTubeIframeApi,
  PlayerState,
  type YouTubePlayer,
} from '../lib/youtube-iframe-api.ts';
import { attachPlayer, detachPlayer, playerStateChanged } from '../player/player-control.ts';

/** A position the player reports: seconds into the video, and its duration. */
export interface PlayerPosition {
  seconds: number;
  duration: number;
}

/** Called with the player's position; `leaving` when the page is going (send with keepalive). */
export type PositionReporter = (position: PlayerPosition, leaving: boolean) => void;

/** How often the position is reported while the video plays. */
export const REPORT_EVERY_MS = 10_000;

/**
 * Attaches the YouTube IFrame Player API to the player's frame (once it is in the page), hands
 * the ready player to the page's controls (player-control.ts), and, given `onPosition`, reports
 * the position: every REPORT_EVERY_MS while playing, on pause, at the end, and when the page is
 * left or the player goes (pagehide, unmount). A position already reported is not sent again.
 * When the API cannot load, the video still plays; only its position is not kept, and the
 * controls around the player have nothing to drive.
 */
export function usePlaybackReports(
  frame: RefObject<HTMLIFrameElement | null>,
  active: boolean,
  onPosition: PositionReporter | undefined,
): void {
  const latest = useRef(onPosition);
  latest.current = onPosition;

  useEffect(() => {
    const element = frame.current;
    if (!active || !element) return;
    let player: YouTubePlayer | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    let lastSent = '';

    const report = (leaving: boolean) => {
      if (!player || !latest.current) return;
      const seconds = player.getCurrentTime();
      const duration = player.getDuration();
      if (!(duration > 0) || !Number.isFinite(seconds)) return;
      const key = `${Math.floor(seconds)}/${Math.floor(duration)}`;
      if (key === lastSent) return;
      lastSent = key;
      latest.current?.({ seconds, duration }, leaving);
    };
    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };

    loadYouTubeIframeApi().then(
      (api) => {
        if (cancelled) return;
        player = new api.Player(element, {
          events: {
            onReady: ({ target }) => {
              if (!cancelled) attachPlayer(target);
            },
            onStateChange: ({ data, target }) => {
              // A late event from a player let go (the page left) starts nothing.
              if (cancelled) return;
              playerStateChanged(target, data);
              if (data === PlayerState.playing) {
                timer ??= setInterval(() => report(false), REPORT_EVERY_MS);
                return;
              }
              stopTimer();
              if (data === PlayerState.paused || data === PlayerState.ended) report(false);
            },
          },
        });
      },
      (error: unknown) => console.warn('CraftReel: playback position will not be kept', error),
    );
    const onPageHide = () => report(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelled = true;
      report(true);
      stopTimer();
      window.removeEventListener('pagehide', onPageHide);
      // The frame is React's: the player is let go, not destroyed (destroy removes the frame).
      if (player) detachPlayer(player);
      player = null;
    };
  }, [frame, active]);
}
