import { YOUTUBE_IFRAME_API } from '#shared/video-link.ts';

/**
 * The little of the YouTube IFrame Player API the player uses
 * (https://developers.google.com/youtube/iframe_api_reference): a player attached to our own
 * frame (its address carries `enablejsapi=1`), its position and state, seeking, playing and
 * pausing, and its speed.
 */

/** The API's player states (YT.PlayerState). */
export const PlayerState = { ended: 0, playing: 1, paused: 2 } as const;

export interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  /** One of PlayerState's values, or -1 (unstarted), 3 (buffering), 5 (cued). */
  getPlayerState(): number;
  /** `allowSeekAhead`: true to fetch past what is buffered (a user's seek, not a drag). */
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  playVideo(): void;
  pauseVideo(): void;
  getPlaybackRate(): number;
  setPlaybackRate(rate: number): void;
  destroy(): void;
}

interface YouTubePlayerOptions {
  events: {
    onReady?(event: { target: YouTubePlayer }): void;
    onStateChange?(event: { data: number; target: YouTubePlayer }): void;
  };
}

export interface YouTubeApi {
  Player: new (frame: HTMLIFrameElement, options: YouTubePlayerOptions) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: YouTubeApi;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YouTubeApi> | null = null;

/** How long the API may take to say it is ready before the wait is given up (and retried next time). */
const READY_WITHIN_MS = 20_000;

/**
 * Loads the API's script once (the first press of a play button), and answers the API when it
 * is ready; a script that cannot load, or does not get ready within READY_WITHIN_MS, rejects,
 * and the next call tries again.
 */
export function loadYouTubeIframeApi(): Promise<YouTubeApi> {
  // Ready already (by this page's script, or another's): no wait behind an older attempt.
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeApi>((resolve, reject) => {
    const before = window.onYouTubeIframeAPIReady;
    const giveUp = setTimeout(
      () => reject(new Error('The YouTube IFrame API did not get ready')),
      READY_WITHIN_MS,
    );
    window.onYouTubeIframeAPIReady = () => {
      clearTimeout(giveUp);
      before?.();
      if (window.YT?.Player) resolve(window.YT);
      else reject(new Error('The YouTube IFrame API loaded without a player'));
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_IFRAME_API;
    script.async = true;
    script.onerror = () => {
      clearTimeout(giveUp);
      script.remove();
      reject(new Error('The YouTube IFrame API could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
