/** The name of the address's parameter that plays a video as part of a playlist. */
export const PLAYLIST_PARAM = 'list';

/** A video's page (its path) played from a playlist: `/video/{link}?list={playlistId}`. */
export function playlistPlayPath(videoPagePath: string, playlistId: string): string {
  return `${videoPagePath}?${new URLSearchParams({ [PLAYLIST_PARAM]: playlistId })}`;
}
