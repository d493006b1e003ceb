import type { LeftOut, LibraryImport } from '#shared/schemas/library.schema.ts';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "a", "a and b", "a, b and c". */
const inWords = (parts: readonly string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');

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
  if (report.notes?.added) added.push(plural(report.notes.added, 'note'));
  if (report.projects?.added) added.push(plural(report.projects.added, 'project'));
  const all = [
    report.likes,
    report.watchLater,
    report.history,
    ...report.playlists,
    ...(report.projects ? [report.projects] : []),
  ];
  const duplicates =
    all.reduce((sum, part) => sum + part.duplicates, 0) + (report.notes?.duplicates ?? 0);
  const unknown = all.reduce((sum, part) => sum + part.unknown, 0);
  const skipped: string[] = [];
  if (duplicates) skipped.push(`${duplicates} already there`);
  if (unknown) skipped.push(`${plural(unknown, 'video')} no longer on CraftReel`);
  if (report.notes?.unknown) {
    skipped.push(`${plural(report.notes.unknown, 'note')} on videos no longer on CraftReel`);
  }
  if (report.notes?.overLimit) {
    skipped.push(`${plural(report.notes.overLimit, 'note')} past the limit of notes on a video`);
  }
  const sentence = added.length ? `Added ${added.join(', ')}` : 'Nothing new to add';
  return `${sentence}${skipped.length ? `; skipped ${inWords(skipped)}` : ''}.`;
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
  if (leftOut.notes) parts.push(plural(leftOut.notes, 'note'));
  if (leftOut.projects) parts.push(plural(leftOut.projects, 'project'));
  return `Your library is bigger than one file holds, so the oldest were left out: ${parts.join(', ')}.`;
}
