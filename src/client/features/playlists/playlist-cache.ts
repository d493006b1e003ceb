import type { Playlist } from '#shared/schemas/playlist.schema.ts';

/**
 * The playlists list after the server answered with one changed playlist (docs/product.md, "Playlists"):
 * that playlist replaces the one with its _id; an empty list becomes a list of just it. One
 * the list does not know yet (a stale copy) is put first, as the server lists newest first.
 */
export function replacePlaylist(
  list: readonly Playlist[] | undefined,
  playlist: Playlist,
): Playlist[] {
  if (!list || list.length === 0) return [playlist];
  if (!list.some((item) => item._id === playlist._id)) return [playlist, ...list];
  return list.map((item) => (item._id === playlist._id ? playlist : item));
}
