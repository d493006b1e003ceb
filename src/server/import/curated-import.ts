import type { Kysely } from 'kysely';
import type { ImportProblem } from '#shared/schemas/curation.schema.ts';
import { checkImport, type NewCuratedVideo } from '../db/repositories/curation-video.repository.ts';
import type { Database } from '../db/schema.ts';
import { checkRows, type ImportRow, readCsvInTurns, readJson } from './video-import.ts';

/** A curator's file as the route received it: CSV text, or a JSON body already parsed. */
export type CuratedImportFile = { type: 'csv'; text: string } | { type: 'json'; body: unknown };

export type CheckedImport =
  | { ok: true; videos: NewCuratedVideo[]; categoryIds: string[] }
  | { ok: false; problems: ImportProblem[]; rows: number };

/**
 * A file read (CSV or JSON), every row checked on its own and against the others, then
 * against the catalogue (YouTube ids already held, categories): the videos to write with
 * their categories' ids, or every problem by row, line and field, and how many rows were read.
 * Reads only; the writing is the caller's.
 */
export async function readAndCheckImport(
  db: Kysely<Database>,
  file: CuratedImportFile,
): Promise<CheckedImport> {
  const read = file.type === 'csv' ? await readCsvInTurns(file.text) : readJson(file.body);
  if (!read.ok) return { ok: false, problems: read.problems, rows: 0 };
  const checked = await checkRows(read.rows);
  if (!checked.ok) return { ok: false, problems: checked.problems, rows: read.rows.length };
  const { check, categoryIds } = await checkImport(db, checked.videos);
  const problems: ImportProblem[] = [];
  checked.videos.forEach((_video, index) => {
    const row = checked.rows[index] as ImportRow;
    const where = { row: row.row, line: row.line };
    if (check.duplicates.has(index)) {
      problems.push({
        ...where,
        field: 'url',
        reason: 'this YouTube video is already in the catalogue',
      });
    }
    if (check.unknownCategories.has(index)) {
      problems.push({ ...where, field: 'category', reason: 'there is no such category' });
    }
  });
  if (problems.length > 0) return { ok: false, problems, rows: read.rows.length };
  return { ok: true, videos: checked.videos, categoryIds: categoryIds.map((id) => id ?? '') };
}
