import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatBytes } from '#shared/format/bytes.ts';
import {
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_ZIP_MAX_BYTES,
  type LibraryFile,
  LibraryFileSchema,
} from '#shared/schemas/library.schema.ts';

/** Why a chosen file cannot be imported, in words for the user (in the active language). */
export class LibraryFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LibraryFileError';
  }
}

/**
 * Reads a chosen file as a library file, checked with the very schema the server checks it
 * with, so a bad file is named before anything is sent: too big, not JSON, or not a CraftReel
 * library file (the first problem, with where it is).
 */
export async function readLibraryFile(file: Blob): Promise<LibraryFile> {
  if (file.size > LIBRARY_FILE_MAX_BYTES) {
    const limit = formatBytes(LIBRARY_FILE_MAX_BYTES, i18n.locale);
    throw new LibraryFileError(t`This file is too big to be a library file (over ${limit}).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    throw new LibraryFileError(t`This file is not a CraftReel library file: it is not JSON.`);
  }
  const parsed = LibraryFileSchema.safeParse(data);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.join('.');
    // The schema's own words (src/shared/schemas/library.schema.ts), as the server answers them.
    const problem = issue ? (where ? `${where}: ${issue.message}` : issue.message) : '';
    throw new LibraryFileError(
      problem ? t`This file cannot be imported. ${problem}` : t`This file cannot be imported.`,
    );
  }
  return parsed.data;
}

/** The name Export gives the zip: craftreel-library-YYYY-MM-DD.zip (the export's UTC date). */
export function libraryFileName(file: LibraryFile): string {
  return `craftreel-library-${file.exportedAt.slice(0, 10)}.zip`;
}

/** Whether a chosen file is a zip (by its first bytes, "PK\x03\x04"), not a JSON library file. */
export async function isZip(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** Checks a chosen library zip's size before it is sent; the server checks the rest. */
export function checkLibraryZip(file: Blob): Blob {
  if (file.size > LIBRARY_ZIP_MAX_BYTES) {
    const limit = formatBytes(LIBRARY_ZIP_MAX_BYTES, i18n.locale);
    throw new LibraryFileError(t`This file is too big to be a library zip (over ${limit}).`);
  }
  return file;
}
