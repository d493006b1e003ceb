import { describe, expect, it } from 'vitest';
import { LIBRARY_FILE_MAX_BYTES } from '#shared/schemas/library.schema.ts';
import { LibraryFileError, libraryFileName, readLibraryFile } from './library-file.ts';

const good = {
  format: 'craftreel-library',
  version: 1,
  exportedAt: '2026-11-23T08:40:00.000Z',
  likes: [{ videoId: 'v1', addedAt: '2026-11-22T08:00:00.000Z' }],
  watchLater: [],
  history: [],
  playlists: [],
};

const blobOf = (text: string) => new Blob([text], { type: 'application/json' });

/** The error a bad file gives, as the user reads it. */
async function failureOf(file: Blob): Promise<string> {
  const error = await readLibraryFile(file).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(LibraryFileError);
  return (error as LibraryFileError).message;
}

describe('readLibraryFile', () => {
  it('reads a library file', async () => {
    expect(await readLibraryFile(blobOf(JSON.stringify(good)))).toEqual(good);
  });

  it('names a file that is not JSON', async () => {
    expect(await failureOf(blobOf('<html>'))).toBe(
      'This file is not a CraftReel library file: it is not JSON.',
    );
  });

  it('names another format and a newer version by their field', async () => {
    expect(await failureOf(blobOf(JSON.stringify({ ...good, format: 'x' })))).toBe(
      'This file cannot be imported. format: must be "craftreel-library": this is not a CraftReel library file',
    );
    expect(await failureOf(blobOf(JSON.stringify({ ...good, version: 2 })))).toMatch(
      /^This file cannot be imported\. version: must be 1/,
    );
    expect(await failureOf(blobOf('[]'))).toBe(
      'This file cannot be imported. must be a CraftReel library file (a JSON object)',
    );
  });

  it('refuses a file too big before reading it', async () => {
    const big = blobOf('x'.repeat(LIBRARY_FILE_MAX_BYTES + 1));
    expect(await failureOf(big)).toBe('This file is too big to be a library file (over 4 MB).');
  });
});

describe('libraryFileName', () => {
  it('is named after the export’s date', () => {
    expect(libraryFileName({ ...good, format: 'craftreel-library', version: 1 })).toBe(
      'craftreel-library-2026-11-23.zip',
    );
  });
});
