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

/**
 * The player's address that starts playing at once (after a click on the play button), with the
 * IFrame Player API switched on for the page at `origin` (it reads the position), starting at
 * `start` seconds when that is past the start.
 */
export function playerEmbedUrlOf(
  videoLink: string,
  { start = 0, origin }: { start?: number; origin: string },
): string {
  const params = new URLSearchParams({ autoplay: '1', enablejsapi: '1', origin });
  if (start >= 1) params.set('start', String(Math.floor(start)));
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
