import type { Kysely } from 'kysely';
import type { ImportProblem } from '#shared/schemas/curation.schema.ts';
import { checkImport, type NewCuratedVideo } from '../db/repositories/curation-video.repository.ts';
import type { Database } from '../db/schema.ts';
import { checkRows, inFieldOrder, readCsvInTurns, readJson } from './video-import.ts';

/** A curator's file as the route received it: CSV text, or a JSON body already parsed. */
export type CuratedImportFile = { type: 'csv'; text: string } | { type: 'json'; body: unknown };

export type CheckedImport =
  | { ok: true; videos: NewCuratedVideo[]; categoryIds: string[] }
  | { ok: false; problems: ImportProblem[]; rows: number };

/**
 * A file read (CSV or JSON), every row checked in one pass: each field, the file's rows against
 * each other, and the catalogue (YouTube ids already held, categories), so that a refusal names
 * every problem of every row at once. The answer is the videos to write with their categories'
 * ids, or every problem by row, line and field, and how many rows were read. Reads only; the
 * writing is the caller's (on the server's connection or in the import worker, alike).
 */
export async function readAndCheckImport(
  db: Kysely<Database>,
  file: CuratedImportFile,
): Promise<CheckedImport> {
  const read = file.type === 'csv' ? await readCsvInTurns(file.text) : readJson(file.body);
  if (!read.ok) return { ok: false, problems: read.problems, rows: 0 };
  const rows = await checkRows(read.rows);
  const { held, categoryIds } = await checkImport(
    db,
    rows.flatMap((row) => (row.youtubeId === undefined ? [] : [row.youtubeId])),
    rows.flatMap((row) => (row.category === undefined ? [] : [row.category])),
  );
  const problems: ImportProblem[] = [];
  const videos: NewCuratedVideo[] = [];
  const ids: string[] = [];
  for (const row of rows) {
    const where = { row: row.row, line: row.line };
    const found = [...row.problems];
    if (row.youtubeId !== undefined && held.has(row.youtubeId)) {
      found.push({
        ...where,
        field: 'url',
        reason: 'this YouTube video is already in the catalogue',
      });
    }
    const categoryId = row.category === undefined ? undefined : categoryIds.get(row.category);
    if (row.category !== undefined && categoryId === undefined) {
      found.push({ ...where, field: 'category', reason: 'there is no such category' });
    }
    if (found.length > 0) problems.push(...inFieldOrder(found));
    else if (row.video && categoryId !== undefined) {
      videos.push(row.video);
      ids.push(categoryId);
    }
  }
  if (problems.length > 0) return { ok: false, problems, rows: read.rows.length };
  return { ok: true, videos, categoryIds: ids };
}
