import { describe, expect, it } from 'vitest';
import type { LibraryImport } from '#shared/schemas/library.schema.ts';
import { importSummary, leftOutSummary } from './import-summary.ts';

const none = { added: 0, duplicates: 0, unknown: 0 };
const report = (parts: Partial<LibraryImport>): LibraryImport => ({
  likes: none,
  watchLater: none,
  history: none,
  playlists: [],
  unknownVideoIds: [],
  ...parts,
});

describe('importSummary', () => {
  it('says what was added to each list and how many playlists, then what was skipped', () => {
    expect(
      importSummary(
        report({
          likes: { added: 3, duplicates: 1, unknown: 0 },
          watchLater: { added: 2, duplicates: 0, unknown: 0 },
          history: { added: 5, duplicates: 1, unknown: 0 },
          playlists: [{ title: 'Paper', created: true, added: 4, duplicates: 0, unknown: 0 }],
        }),
      ),
    ).toBe(
      'Added 3 liked videos, 2 to watch later, 5 to history, 1 playlist (4 videos); skipped 2 already there.',
    );
  });

  it('counts videos added to playlists that were already there', () => {
    expect(
      importSummary(
        report({
          likes: { added: 1, duplicates: 0, unknown: 1 },
          playlists: [{ title: 'Paper', created: false, added: 2, duplicates: 0, unknown: 0 }],
        }),
      ),
    ).toBe('Added 1 liked video, 2 videos to playlists; skipped 1 video no longer on CraftReel.');
  });

  it('counts the notes added and skipped, when the file held notes', () => {
    expect(
      importSummary(
        report({
          likes: { added: 1, duplicates: 1, unknown: 0 },
          notes: { added: 4, duplicates: 2, unknown: 1, overLimit: 3 },
        }),
      ),
    ).toBe(
      'Added 1 liked video, 4 notes; skipped 3 already there, 1 note on videos no longer on ' +
        'CraftReel and 3 notes past the limit of notes on a video.',
    );
  });

  it('counts the projects added, and those already there or of videos gone', () => {
    expect(importSummary(report({ projects: { added: 2, duplicates: 1, unknown: 1 } }))).toBe(
      'Added 2 projects; skipped 1 already there and 1 video no longer on CraftReel.',
    );
  });

  it('says when there was nothing new', () => {
    expect(importSummary(report({ history: { added: 0, duplicates: 4, unknown: 0 } }))).toBe(
      'Nothing new to add; skipped 4 already there.',
    );
  });
});

describe('leftOutSummary', () => {
  it('names what an export left out, each count only when there is one', () => {
    expect(leftOutSummary({ history: 234, playlists: 1, playlistVideos: 310 })).toBe(
      'Your library is bigger than one file holds, so the oldest were left out: ' +
        '234 history entries, 1 playlist, 310 playlist videos.',
    );
    expect(leftOutSummary({ likes: 1, notes: 12 })).toBe(
      'Your library is bigger than one file holds, so the oldest were left out: 1 liked video, 12 notes.',
    );
    expect(leftOutSummary({ projects: 3 })).toBe(
      'Your library is bigger than one file holds, so the oldest were left out: 3 projects.',
    );
    expect(leftOutSummary({ likes: 1 })).toBe(
      'Your library is bigger than one file holds, so the oldest were left out: 1 liked video.',
    );
  });
});
