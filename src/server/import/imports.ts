import type { Kysely } from 'kysely';
import type { ImportProblem } from '#shared/schemas/curation.schema.ts';
import type { LibraryFile, LibraryImport } from '#shared/schemas/library.schema.ts';
import { isWriteConflict } from '../db/errors.ts';
import type { Owner } from '../db/page.ts';
import type { Actor } from '../db/repositories/curation-audit.repository.ts';
import { importCuratedVideos } from '../db/repositories/curation-video.repository.ts';
import { importLibrary, PlaylistGoneDuringImport } from '../db/repositories/library.repository.ts';
import type { Database } from '../db/schema.ts';
import { type CuratedImportFile, readAndCheckImport } from './curated-import.ts';

export type CuratedImportOutcome =
  | { outcome: 'imported'; imported: number }
  /** Nothing was written: every problem found, and how many rows the file held. */
  | { outcome: 'refused'; problems: ImportProblem[]; rows: number }
  /** A video of the file was added by someone else since the check: nothing was written. */
  | { outcome: 'conflict' };

export type LibraryImportOutcome =
  | { outcome: 'imported'; imported: LibraryImport }
  /** The token's user is gone. */
  | { outcome: 'no-such-owner' }
  /** The library changed under the import (a playlist made or deleted meanwhile): nothing was written. */
  | { outcome: 'conflict' };

/**
 * Where the two big imports run, each all or nothing: a curator's file of videos
 * (POST /api/curation/videos/import) and a user's library file (POST /api/user/library).
 * inConnectionImports, below, runs them on the app's own database handle: the browser demo's
 * and PostgreSQL's (whose pool serves other requests meanwhile). On a SQLite file, Node runs
 * them in a worker thread with a connection of its own (node/import/worker-imports.ts), so the
 * server's one connection keeps answering while a file is read, checked and written.
 */
export interface Imports {
  curatedVideos(actor: Actor, file: CuratedImportFile): Promise<CuratedImportOutcome>;
  library(owner: Owner, file: LibraryFile): Promise<LibraryImportOutcome>;
}

/** A curator's import on `db`: read, checked, then written in one transaction. */
export async function runCuratedImport(
  db: Kysely<Database>,
  actor: Actor,
  file: CuratedImportFile,
): Promise<CuratedImportOutcome> {
  const checked = await readAndCheckImport(db, file);
  if (!checked.ok) return { outcome: 'refused', problems: checked.problems, rows: checked.rows };
  try {
    const imported = await importCuratedVideos(db, actor, checked.videos, checked.categoryIds);
    return { outcome: 'imported', imported };
  } catch (error) {
    // A video of the file added, or a category deleted, since the check.
    if (isWriteConflict(error)) return { outcome: 'conflict' };
    throw error;
  }
}

/** A library import on `db`, in one transaction. */
export async function runLibraryImport(
  db: Kysely<Database>,
  owner: Owner,
  file: LibraryFile,
): Promise<LibraryImportOutcome> {
  try {
    const imported = await importLibrary(db, owner, file);
    if (imported === 'no-such-owner') return { outcome: 'no-such-owner' };
    return { outcome: 'imported', imported };
  } catch (error) {
    if (isWriteConflict(error) || error instanceof PlaylistGoneDuringImport) {
      return { outcome: 'conflict' };
    }
    throw error;
  }
}

/** The imports on the app's own database handle. */
export function inConnectionImports(db: Kysely<Database>): Imports {
  return {
    curatedVideos: (actor, file) => runCuratedImport(db, actor, file),
    library: (owner, file) => runLibraryImport(db, owner, file),
  };
}
