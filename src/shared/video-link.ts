/** The external player's id for a videoLink: some seed links carry a `v=` prefix. */
export function youtubeIdOf(videoLink: string): string {
  return videoLink.startsWith('v=') ? videoLink.slice(2) : videoLink;
}

/** Where the embedded player comes from (the server's Content-Security-Policy allows it). */
export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** The YouTube IFrame Player API's script (the server's Content-Security-Policy allows it). */
export const YOUTUBE_IFRAME_API = 'https://www.youtube.com/iframe_api';

export function embedUrlOf(videoLink: string): string {
  return `${PLAYER_ORIGIN}/embed/${encodeURIComponent(youtubeIdOf(videoLink))}`;
}

/** The captions asked of YouTube's player: shown from the start or not, and their language. */
export interface PlayerCaptions {
  show: boolean;
  /** A BCP 47 language tag (an interface language, src/shared/locales.ts). */
  language: string;
}

/**
 * The player's address that starts playing at once (after a click on the play button), with the
 * IFrame Player API switched on for the page at `origin` (it reads the position), starting at
 * `start` seconds when that is past the start. With captions shown, YouTube's player turns them
 * on (`cc_load_policy=1`) in their language (`cc_lang_pref`); otherwise it is left its default.
 */
export function playerEmbedUrlOf(
  videoLink: string,
  {
    start = 0,
    origin,
    captions,
  }: { start?: number; origin: string; captions?: PlayerCaptions | undefined },
): string {
  const params = new URLSearchParams({ autoplay: '1', enablejsapi: '1', origin });
  if (start >= 1) params.set('start', String(Math.floor(start)));
  if (captions?.show) {
    params.set('cc_load_policy', '1');
    params.set('cc_lang_pref', captions.language);
  }
  return `${embedUrlOf(videoLink)}?${params}`;
}

/** The video's own page on YouTube, for when the embedded player cannot load. */
export function watchUrlOf(videoLink: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeIdOf(videoLink))}`;
}

/**
 * Where the web app loads a video's thumbnail: our own origin (GET /thumbnails/{videoId}), which
 * answers YouTube's image or, when that cannot be had, CraftReel's artwork. The API's `thumbnail`
 * field keeps YouTube's address.
 */
export function thumbnailPathOf(videoId: string): string {
  return `/thumbnails/${encodeURIComponent(videoId)}`;
}
