import { describe, expect, it } from 'vitest';
import {
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_LIST_MAX,
  LIBRARY_MATERIAL_KEY_MAX,
  LIBRARY_NOTE_TEXT_MAX,
  LIBRARY_NOTES_MAX,
  LIBRARY_PLAYLIST_ENTRIES_MAX,
  LIBRARY_PLAYLISTS_MAX,
  LIBRARY_PROJECT_CHANGES_MAX,
  LIBRARY_PROJECT_HAVE_MAX,
  LIBRARY_PROJECTS_MAX,
  type LibraryFile,
  LibraryFileSchema,
} from './library.schema.ts';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_TITLE_MAX } from './playlist.schema.ts';

/**
 * The library file's bounds against its body limit (docs/product.md, "Profile"): a file at every
 * bound, as Export writes it, must be valid and fit the import's body limit, pretty-printed too.
 */
const TIME = '2026-11-23T08:40:00.000Z';
const longId = (n: number) => `${'v'.repeat(90)}${String(n).padStart(10, '0')}`;
const entries = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ videoId: longId(i), addedAt: TIME }));
const bytesOf = (text: string) => new TextEncoder().encode(text).byteLength;

/** Likes, watch later, history and playlists, each at its bound. */
function listsAtTheirBounds(): LibraryFile {
  const perPlaylist = LIBRARY_PLAYLIST_ENTRIES_MAX / LIBRARY_PLAYLISTS_MAX;
  return {
    format: 'craftreel-library',
    version: 1,
    exportedAt: '2026-11-20T10:00:00.000Z',
    likes: entries(LIBRARY_LIST_MAX),
    watchLater: entries(LIBRARY_LIST_MAX),
    history: entries(LIBRARY_LIST_MAX),
    playlists: Array.from({ length: LIBRARY_PLAYLISTS_MAX }, (_, i) => ({
      title: `${'é'.repeat(PLAYLIST_TITLE_MAX - 4)}${String(i).padStart(4, '0')}`,
      description: '€'.repeat(PLAYLIST_DESCRIPTION_MAX),
      createdAt: TIME,
      videos: entries(perPlaylist),
    })),
  };
}

describe('library file sizing', () => {
  it('a file at every bound, as Export writes it, fits the import body limit and is valid', () => {
    const file = listsAtTheirBounds();
    expect(LibraryFileSchema.safeParse(file).success).toBe(true);
    expect(bytesOf(JSON.stringify(file))).toBeLessThan(LIBRARY_FILE_MAX_BYTES * 0.6);
    // Pretty-printed, as someone editing the file might save it, it still fits.
    expect(bytesOf(JSON.stringify(file, null, 2))).toBeLessThan(LIBRARY_FILE_MAX_BYTES);
  });

  it('a file at every bound, notes and projects too, as Export writes it, fits the import body limit', () => {
    const perNote = LIBRARY_NOTE_TEXT_MAX / LIBRARY_NOTES_MAX;
    const file: LibraryFile = {
      ...listsAtTheirBounds(),
      // Notes at a moment (docs/product.md, "Video page") travel in the library file too.
      notes: Array.from({ length: LIBRARY_NOTES_MAX }, (_, i) => ({
        videoId: longId(i),
        seconds: 172_800,
        // Three bytes each in UTF-8, the most a character of one UTF-16 unit takes.
        body: '€'.repeat(perNote),
        createdAt: TIME,
        updatedAt: TIME,
      })),
      // My projects (docs/product.md, "Projects"): the projects at their bounds too.
      projects: Array.from({ length: LIBRARY_PROJECTS_MAX }, (_, i) => ({
        videoId: longId(i),
        status: 'making' as const,
        createdAt: TIME,
        updatedAt: TIME,
        changes: Array.from({ length: LIBRARY_PROJECT_CHANGES_MAX }, () => ({
          status: 'to_try' as const,
          at: TIME,
        })),
        have: Array.from(
          { length: LIBRARY_PROJECT_HAVE_MAX },
          (_, k) => `${'k'.repeat(LIBRARY_MATERIAL_KEY_MAX - 4)}${String(k).padStart(4, '0')}`,
        ),
      })),
    };
    expect(LibraryFileSchema.safeParse(file).success).toBe(true);
    expect(bytesOf(JSON.stringify(file))).toBeLessThan(LIBRARY_FILE_MAX_BYTES * 0.7);
    expect(bytesOf(JSON.stringify(file, null, 2))).toBeLessThan(LIBRARY_FILE_MAX_BYTES);
  });
});
