import type { Video } from '#shared/schemas/video.schema.ts';

/** How long the countdown before the next video lasts, in seconds. */
export const AUTOPLAY_SECONDS = 8;

/** Where the next video comes from, as the video page knows it. */
export interface NextVideoSources {
  /** Whether a playlist is being played (`?list=`). */
  inPlaylist: boolean;
  /** The playlist's video after this one; null at its end, or while it is not known. */
  playlistNext: Video | null;
  /** The first video "Up next" shows (after "Hide watched"); null when it shows none. */
  upNextFirst: Video | null;
}

/**
 * The video autoplay plays when this one ends (docs/product.md, "Video page", "Autoplay"): in a
 * playlist, the playlist's next, and nothing at its end (a list is not left for another video);
 * otherwise the first of "Up next", as shown.
 */
export function chooseNextVideo({
  inPlaylist,
  playlistNext,
  upNextFirst,
}: NextVideoSources): Video | null {
  return inPlaylist ? playlistNext : upNextFirst;
}
