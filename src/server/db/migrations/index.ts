import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026-11-22T05-00-initial.ts';
import * as categoryLabel from './2026-11-23T09-00-category-label.ts';
import * as testTodos from './2026-11-23T10-00-test-todos.ts';
import * as catalogueVersion from './2026-11-24T09-00-catalogue-version.ts';
import * as videoSearch from './2026-11-24T10-00-video-search.ts';
import * as listEntriesCovering from './2026-11-25T08-00-list-entries-covering.ts';
import * as searchCategoryAndLowercase from './2026-11-25T09-00-search-category-and-lowercase.ts';
import * as sessions from './2026-11-26T09-00-sessions.ts';
import * as playlistDescription from './2026-11-27T09-00-playlist-description.ts';
import * as playlistPositions from './2026-11-28T09-00-playlist-positions.ts';
import * as watchProgress from './2026-11-28T10-00-watch-progress.ts';
import * as removedPlaylists from './2026-11-28T11-00-removed-playlists.ts';
import * as craftFacts from './2026-11-29T09-00-craft-facts.ts';
import * as videoNotes from './2026-11-30T10-00-video-notes.ts';
import * as projects from './2026-11-30T11-00-projects.ts';
import * as curators from './2026-12-01T09-00-curators.ts';
import * as listEntriesWithoutRowid from './2026-12-02T09-00-list-entries-without-rowid.ts';
import * as languageAndCaptions from './2026-12-03T09-00-language-and-captions.ts';
import * as playlistVisibility from './2026-12-04T09-00-playlist-visibility.ts';
import * as handles from './2026-12-04T10-00-handles.ts';
import * as follows from './2026-12-04T11-00-follows.ts';
import * as autoplay from './2026-12-04T12-00-autoplay.ts';
import * as materialKeysByVideo from './2026-12-05T09-00-material-keys-by-video.ts';
import * as photos from './2026-12-06T09-00-photos.ts';
import * as madePosts from './2026-12-07T09-00-made-posts.ts';
import * as madeSummaryIndex from './2026-12-07T10-00-made-summary-index.ts';
import * as photoDeletions from './2026-12-08T09-00-photo-deletions.ts';

/**
 * Every migration, in order. Listed statically (not read from the file system) so the same
 * list serves Node and the demo's service worker.
 *
 * A key is the name Kysely records for a migration once it has run, and it runs them in the
 * keys' order; a key is therefore never changed. It is the migration's file name, but for one
 * file renamed after databases had recorded it (its timestamp was another migration's): its key
 * stays the name those databases hold, so none of them runs it twice, and it sorts where it did.
 * src/server/db/migrations.test.ts holds file names unique by timestamp and in the keys' order.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22T05-00-initial': initial,
  '2026-11-23T09-00-category-label': categoryLabel,
  '2026-11-23T10-00-test-todos': testTodos,
  '2026-11-24T09-00-catalogue-version': catalogueVersion,
  '2026-11-24T10-00-video-search': videoSearch,
  // File 2026-11-25T08-00-list-entries-covering.ts: recorded under its first name.
  '2026-11-25T09-00-list-entries-covering': listEntriesCovering,
  '2026-11-25T09-00-search-category-and-lowercase': searchCategoryAndLowercase,
  '2026-11-26T09-00-sessions': sessions,
  '2026-11-27T09-00-playlist-description': playlistDescription,
  '2026-11-28T09-00-playlist-positions': playlistPositions,
  '2026-11-28T10-00-watch-progress': watchProgress,
  '2026-11-28T11-00-removed-playlists': removedPlaylists,
  '2026-11-29T09-00-craft-facts': craftFacts,
  '2026-11-30T10-00-video-notes': videoNotes,
  '2026-11-30T11-00-projects': projects,
  '2026-12-01T09-00-curators': curators,
  '2026-12-02T09-00-list-entries-without-rowid': listEntriesWithoutRowid,
  '2026-12-03T09-00-language-and-captions': languageAndCaptions,
  '2026-12-04T09-00-playlist-visibility': playlistVisibility,
  '2026-12-04T10-00-handles': handles,
  '2026-12-04T11-00-follows': follows,
  '2026-12-04T12-00-autoplay': autoplay,
  '2026-12-05T09-00-material-keys-by-video': materialKeysByVideo,
  '2026-12-06T09-00-photos': photos,
  '2026-12-07T09-00-made-posts': madePosts,
  '2026-12-07T10-00-made-summary-index': madeSummaryIndex,
  '2026-12-08T09-00-photo-deletions': photoDeletions,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
