import { plural, t } from '@lingui/core/macro';
import { formatList } from '#shared/format/lists.ts';
import type { LeftOut, LibraryImport } from '#shared/schemas/library.schema.ts';

/** What the playlists part of an import added: "1 playlist (4 videos)", or "2 videos to playlists". */
function playlistsAdded(report: LibraryImport): string | undefined {
  const created = report.playlists.filter((playlist) => playlist.created).length;
  const videos = report.playlists.reduce((sum, playlist) => sum + playlist.added, 0);
  if (created) {
    return t`${plural(created, { one: '# playlist', other: '# playlists' })} (${plural(videos, { one: '# video', other: '# videos' })})`;
  }
  if (videos)
    return plural(videos, { one: '# video to playlists', other: '# videos to playlists' });
  return undefined;
}

/**
 * What an import did, in one sentence: e.g. "Added 3 liked videos, 2 to watch later, 5 to
 * history, 1 playlist (4 videos); skipped 2 already there." `locale` joins the lists.
 */
export function importSummary(report: LibraryImport, locale = 'en'): string {
  const added: string[] = [];
  const likes = report.likes.added;
  if (likes) added.push(plural(likes, { one: '# liked video', other: '# liked videos' }));
  const watchLater = report.watchLater.added;
  if (watchLater) {
    added.push(plural(watchLater, { one: '# to watch later', other: '# to watch later' }));
  }
  const history = report.history.added;
  if (history) added.push(plural(history, { one: '# to history', other: '# to history' }));
  const playlists = playlistsAdded(report);
  if (playlists) added.push(playlists);
  const notes = report.notes?.added ?? 0;
  if (notes) added.push(plural(notes, { one: '# note', other: '# notes' }));
  const projects = report.projects?.added ?? 0;
  if (projects) added.push(plural(projects, { one: '# project', other: '# projects' }));
  const posts = report.posts?.added ?? 0;
  if (posts) added.push(plural(posts, { one: '# Made it post', other: '# Made it posts' }));

  const all = [
    report.likes,
    report.watchLater,
    report.history,
    ...report.playlists,
    ...(report.projects ? [report.projects] : []),
    ...(report.posts ? [report.posts] : []),
  ];
  const duplicates =
    all.reduce((sum, part) => sum + part.duplicates, 0) + (report.notes?.duplicates ?? 0);
  const unknown = all.reduce((sum, part) => sum + part.unknown, 0);
  const notesUnknown = report.notes?.unknown ?? 0;
  const notesOverLimit = report.notes?.overLimit ?? 0;
  const skipped: string[] = [];
  if (duplicates) {
    skipped.push(plural(duplicates, { one: '# already there', other: '# already there' }));
  }
  if (unknown) {
    skipped.push(
      plural(unknown, {
        one: '# video no longer on CraftReel',
        other: '# videos no longer on CraftReel',
      }),
    );
  }
  if (notesUnknown) {
    skipped.push(
      plural(notesUnknown, {
        one: '# note on videos no longer on CraftReel',
        other: '# notes on videos no longer on CraftReel',
      }),
    );
  }
  if (notesOverLimit) {
    skipped.push(
      plural(notesOverLimit, {
        one: '# note past the limit of notes on a video',
        other: '# notes past the limit of notes on a video',
      }),
    );
  }

  const addedList = formatList(added, locale, 'commas');
  const skippedList = formatList(skipped, locale, 'and');
  if (added.length && skipped.length) return t`Added ${addedList}; skipped ${skippedList}.`;
  if (added.length) return t`Added ${addedList}.`;
  if (skipped.length) return t`Nothing new to add; skipped ${skippedList}.`;
  return t`Nothing new to add.`;
}

/**
 * What an export left out, in one sentence: e.g. "Your library is bigger than one file holds,
 * so the oldest were left out: 234 history entries, 2 playlists, 310 playlist videos."
 */
export function leftOutSummary(leftOut: LeftOut, locale = 'en'): string {
  const parts: string[] = [];
  const { likes, watchLater, history, playlists, playlistVideos, notes, projects, posts } = leftOut;
  if (likes) parts.push(plural(likes, { one: '# liked video', other: '# liked videos' }));
  if (watchLater) {
    parts.push(plural(watchLater, { one: '# watch-later video', other: '# watch-later videos' }));
  }
  if (history) {
    parts.push(plural(history, { one: '# history entry', other: '# history entries' }));
  }
  if (playlists) parts.push(plural(playlists, { one: '# playlist', other: '# playlists' }));
  if (playlistVideos) {
    parts.push(plural(playlistVideos, { one: '# playlist video', other: '# playlist videos' }));
  }
  if (notes) parts.push(plural(notes, { one: '# note', other: '# notes' }));
  if (projects) parts.push(plural(projects, { one: '# project', other: '# projects' }));
  if (posts) parts.push(plural(posts, { one: '# Made it post', other: '# Made it posts' }));
  const list = formatList(parts, locale, 'commas');
  return t`Your library is bigger than one file holds, so the oldest were left out: ${list}.`;
}
