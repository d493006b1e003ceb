import type { LeftOut, LibraryImport } from '#shared/schemas/library.schema.ts';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * What an import did, in one sentence: e.g. "Added 3 liked videos, 2 to watch later, 5 to
 * history, 1 playlist (4 videos); skipped 2 already there."
 */
export function importSummary(report: LibraryImport): string {
  const added: string[] = [];
  if (report.likes.added) added.push(plural(report.likes.added, 'liked video'));
  if (report.watchLater.added) added.push(`${report.watchLater.added} to watch later`);
  if (report.history.added) added.push(`${report.history.added} to history`);
  const created = report.playlists.filter((playlist) => playlist.created).length;
  const playlistVideos = report.playlists.reduce((sum, playlist) => sum + playlist.added, 0);
  if (created) {
    added.push(`${plural(created, 'playlist')} (${plural(playlistVideos, 'video')})`);
  } else if (playlistVideos) {
    added.push(`${plural(playlistVideos, 'video')} to playlists`);
  }
  const all = [report.likes, report.watchLater, report.history, ...report.playlists];
  const duplicates = all.reduce((sum, part) => sum + part.duplicates, 0);
  const unknown = all.reduce((sum, part) => sum + part.unknown, 0);
  const skipped: string[] = [];
  if (duplicates) skipped.push(`${duplicates} already there`);
  if (unknown) skipped.push(`${plural(unknown, 'video')} no longer on CraftReel`);
  const sentence = added.length ? `Added ${added.join(', ')}` : 'Nothing new to add';
  return `${sentence}${skipped.length ? `; skipped ${skipped.join(' and ')}` : ''}.`;
}

/**
 * What an export left out, in one sentence: e.g. "Your library is bigger than one file holds,
 * so the oldest were left out: 234 history entries, 2 playlists, 310 playlist videos."
 */
export function leftOutSummary(leftOut: LeftOut): string {
  const parts: string[] = [];
  if (leftOut.likes) parts.push(plural(leftOut.likes, 'liked video'));
  if (leftOut.watchLater) parts.push(plural(leftOut.watchLater, 'watch-later video'));
  if (leftOut.history) parts.push(plural(leftOut.history, 'history entry', 'history entries'));
  if (leftOut.playlists) parts.push(plural(leftOut.playlists, 'playlist'));
  if (leftOut.playlistVideos) parts.push(plural(leftOut.playlistVideos, 'playlist video'));
  return `Your library is bigger than one file holds, so the oldest were left out: ${parts.join(', ')}.`;
}
