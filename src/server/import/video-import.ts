import { CsvError, parse } from 'csv-parse/sync';
import * as z from 'zod/mini';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportProblem,
} from '#shared/schemas/curation.schema.ts';
import { AddVideoBodySchema } from '#shared/schemas/curation-request.schema.ts';
import { parseYoutubeId } from '#shared/youtube-url.ts';
import type { NewCuratedVideo } from '../db/repositories/curation-video.repository.ts';

/**
 * Bulk import of videos (docs/decisions/0010): a file's rows, read from CSV or JSON, each checked as
 * POST /curation/videos checks one video, every problem named by row, line and field. The
 * database's own checks (YouTube ids already held, categories) come after, in curated-import.ts,
 * on every row whose address and category can be read, so one answer names every problem.
 * docs/decisions/0010-curators.md says why csv-parse reads the CSV.
 */

/** One row of a file, as read: where it stands, and its fields before validation. */
export interface ImportRow {
  row: number;
  line: number;
  fields: Record<string, unknown>;
}

export type ReadOutcome =
  | { ok: true; rows: ImportRow[] }
  | { ok: false; problems: ImportProblem[] };

const fileProblem = (reason: string, line = 1): ReadOutcome => ({
  ok: false,
  problems: [{ row: 0, line, field: 'file', reason }],
});

const tooManyRows = (rows: number) =>
  `the file holds ${rows} videos; one import takes at most ${IMPORT_MAX_ROWS}. Split it into smaller files.`;

const TEXT_COLUMNS = new Set(['url', 'title', 'creator', 'description', 'category']);

/** A CSV cell as the field it stands for: '' is "not given"; numbers read as numbers. */
function cellValue(column: string, cell: string): unknown {
  const text = cell.trim();
  // An empty cell of a text every video has is that text, empty (and refused as such where it
  // must not be); of anything else, not given.
  if (text === '') return TEXT_COLUMNS.has(column) ? '' : undefined;
  if (column === 'views' || column === 'projectMinutes') {
    return /^\d{1,15}$/.test(text) ? Number(text) : text;
  }
  if (column === 'materials') {
    // "Wool roving | 50 g; Felting needle"
    return text
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map((item) => {
        const [name = '', ...rest] = item.split('|');
        const quantity = rest.join('|').trim();
        return quantity ? { name: name.trim(), quantity } : { name: name.trim() };
      });
  }
  return text;
}

/** How many line breaks a text holds (a quoted CSV cell may hold some). */
const breaksIn = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/** How many CRLFs a record's cells hold. */
const crlfsIn = (cells: readonly string[]) =>
  cells.reduce((sum, cell) => sum + (cell.match(/\r\n/g)?.length ?? 0), 0);

/**
 * The rows of a CSV file with a header line naming its columns (IMPORT_COLUMNS, any order;
 * url, title, creator and category required). RFC 4180: quoted cells may hold commas, quotes
 * ("") and line breaks; a byte-order mark and blank lines are skipped.
 */
export function readCsv(text: string): ReadOutcome {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 1;
      return fileProblem(`the file is not valid CSV: ${error.message}`, line);
    }
    throw error;
  }
  return rowsOfRecords(records);
}

/** A record as csv-parse reads it with `info`: its cells, and the line it ends on. */
interface CsvRecord {
  record: string[];
  info: { lines: number };
}

function parseCsv(text: string): CsvRecord[] {
  const options = { bom: true, info: true, skip_empty_lines: true, relax_column_count: false };
  // With `info`, each record comes with where it ends: csv-parse's types say string[][].
  return parse(text, options) as unknown as CsvRecord[];
}

/**
 * As readCsv, but parsed `recordsPerTurn` lines at a time, between turns of the event loop: a
 * 2,000-row file is some 20–60 ms of parsing in one piece. The text is cut after line breaks
 * outside quotes (RFC 4180's quotes pair up, "" included), and each piece parsed after the
 * header line, so its records are checked against the header as in one parse; their line
 * numbers are then counted from the piece's place in the file. Whatever a piece cannot parse,
 * and any text this cutting does not fit (line breaks of two kinds, a header that is not the
 * first line), is read in one piece by readCsv, so the outcome, problems included, is readCsv's.
 */
export async function readCsvInTurns(
  text: string,
  recordsPerTurn = ROWS_PER_TURN,
): Promise<ReadOutcome> {
  // Where each piece starts, and how many lines csv-parse has counted before it.
  const cuts: Array<{ at: number; lines: number }> = [];
  let quoted = false;
  let lines = 0;
  let breaks = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      quoted = !quoted;
    } else if (quoted && (code === 10 || code === 13)) {
      lines += 1;
    } else if (code === 10) {
      lines += 1;
      breaks += 1;
      if (breaks === 1 || (breaks - 1) % recordsPerTurn === 0) cuts.push({ at: i + 1, lines });
    }
  }
  const [headerEnd] = cuts;
  const header = headerEnd === undefined ? '' : text.slice(0, headerEnd.at);
  // Line breaks of two kinds (a CR alone, an LF alone in a file of CRLFs): csv-parse takes the
  // first it meets for the records' and the others for text.
  const mixedBreaks = text.includes('\r') && /\r(?!\n)|(^|[^\r])\n/.test(text);
  if (!headerEnd || cuts.length < 3 || mixedBreaks || header.trim() === '') return readCsv(text);
  const records: CsvRecord[] = [];
  for (const [index, cut] of cuts.entries()) {
    const piece = text.slice(cut.at, cuts[index + 1]?.at ?? text.length);
    let parsed: CsvRecord[];
    try {
      parsed = parseCsv(header + piece);
    } catch (error) {
      if (error instanceof CsvError) return readCsv(text);
      throw error;
    }
    if (index === 0) records.push(...parsed.slice(0, 1));
    for (const { record, info } of parsed.slice(1)) {
      records.push({ record, info: { lines: info.lines - headerEnd.lines + cut.lines } });
    }
    await nextTurn();
  }
  return rowsOfRecords(records);
}

/** A parsed file's header and rows, checked as readCsv checks them. */
function rowsOfRecords(records: readonly CsvRecord[]): ReadOutcome {
  const [header, ...body] = records;
  if (!header) return fileProblem('the file is empty: it needs a header line and a row per video');
  const columns = header.record.map((name) => name.trim());
  const known = new Set<string>(IMPORT_COLUMNS);
  const unknown = columns.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    return fileProblem(
      `the header names columns no video has: ${unknown.join(', ')}. The columns are ${IMPORT_COLUMNS.join(', ')}.`,
      header.info.lines,
    );
  }
  const repeated = columns.filter((name, index) => columns.indexOf(name) !== index);
  if (repeated.length > 0) {
    return fileProblem(`the header names ${repeated.join(', ')} twice`, header.info.lines);
  }
  const missing = ['url', 'title', 'creator', 'category'].filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    return fileProblem(`the header has no ${missing.join(', ')} column`, header.info.lines);
  }
  if (body.length === 0) return fileProblem('the file has a header but no videos');
  if (body.length > IMPORT_MAX_ROWS) return fileProblem(tooManyRows(body.length));
  // csv-parse counts a CRLF inside a cell as two lines, in every line number after it too.
  let crlfsBefore = crlfsIn(header.record);
  return {
    ok: true,
    rows: body.map(({ record, info }, index) => {
      const fields: Record<string, unknown> = {};
      for (const [i, column] of columns.entries()) {
        const value = cellValue(column, record[i] ?? '');
        if (value !== undefined) fields[column] = value;
      }
      // The line the record starts on: where it ends, less the breaks inside its cells (a CRLF
      // counted twice, as csv-parse counts it), less what csv-parse counted twice before it.
      const breaks = record.reduce((sum, cell) => sum + breaksIn(cell) + crlfsIn([cell]), 0);
      const line = info.lines - breaks - crlfsBefore;
      crlfsBefore += crlfsIn(record);
      return { row: index + 1, line, fields };
    }),
  };
}

const JsonRowsSchema = z.object({ videos: z.array(z.unknown()) });

/** The rows of a JSON import, `{ videos: [...] }`: each row is a POST /curation/videos body. */
export function readJson(body: unknown): ReadOutcome {
  const parsed = z.safeParse(JsonRowsSchema, body);
  if (!parsed.success) return fileProblem('the JSON must be { "videos": [ … ] }');
  const { videos } = parsed.data;
  if (videos.length === 0) return fileProblem('videos is empty: there is nothing to import');
  if (videos.length > IMPORT_MAX_ROWS) return fileProblem(tooManyRows(videos.length));
  return {
    ok: true,
    rows: videos.map((video, index) => ({
      row: index + 1,
      line: index + 1,
      fields:
        typeof video === 'object' && video !== null && !Array.isArray(video)
          ? (video as Record<string, unknown>)
          : { video },
    })),
  };
}

/**
 * Rows checked between two turns of the event loop: on the server's own connection (PostgreSQL,
 * the demo) a 2,000-row file is checked in slices, so other requests are answered in between.
 */
const ROWS_PER_TURN = 250;

/** Lets the event loop answer what else is waiting (a timer: the browser demo has no setImmediate). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A field's name from a validation issue's path ("materials.2.name" → "materials"). */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first] = path;
  return typeof first === 'string' ? first : 'row';
}

/** Where a field's problems stand among its row's: 'row' first, then the columns' order. */
const FIELD_ORDER: ReadonlyMap<string, number> = new Map(
  ['row', ...IMPORT_COLUMNS].map((field, index) => [field, index]),
);
const orderOf = (field: string) => FIELD_ORDER.get(field) ?? FIELD_ORDER.size;

/** A row checked on its own and against the file's other rows, before the catalogue is asked. */
export interface CheckedRow {
  row: number;
  line: number;
  /** Every problem found so far, in the row's field order. */
  problems: ImportProblem[];
  /** Its YouTube id, when the address is good and no earlier row names the same video. */
  youtubeId?: string;
  /** Its category as written (trimmed), when that is well-formed text. */
  category?: string;
  /** The video to write, when the row has no problem of its own. */
  video?: NewCuratedVideo;
}

const { url: urlField, category: categoryField } = AddVideoBodySchema.shape;

/**
 * Every row checked as one POST /curation/videos is, and the file's rows against each other
 * (the same YouTube video twice). Every field of every row is checked, whatever else is wrong
 * with it, so that one answer names every problem; the catalogue's checks (YouTube ids already
 * held, categories) then need only each row's id and category, which are read here even from a
 * row with problems elsewhere.
 */
export async function checkRows(rows: readonly ImportRow[]): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const where = { row: row.row, line: row.line };
    if ('video' in row.fields && Object.keys(row.fields).length === 1) {
      const problem = { ...where, field: 'row', reason: 'a row must be an object of fields' };
      checked.push({ ...where, problems: [problem] });
      continue;
    }
    const problems: ImportProblem[] = [];
    const result: CheckedRow = { ...where, problems };
    const parsed = z.safeParse(AddVideoBodySchema, row.fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ ...where, field: fieldOf(issue.path), reason: issue.message });
      }
    }
    // The address and the category, each read on its own: a problem elsewhere in the row hides
    // neither theirs nor the catalogue's.
    const url = z.safeParse(urlField, row.fields.url);
    if (url.success) {
      const youtube = parseYoutubeId(url.data);
      if (!youtube.ok) {
        problems.push({ ...where, field: 'url', reason: youtube.reason });
      } else {
        const first = firstRowOf.get(youtube.id);
        if (first !== undefined) {
          problems.push({ ...where, field: 'url', reason: `the same video as row ${first}` });
        } else {
          firstRowOf.set(youtube.id, row.row);
          result.youtubeId = youtube.id;
        }
      }
    }
    const category = z.safeParse(categoryField, row.fields.category);
    if (category.success) result.category = category.data;
    if (parsed.success && problems.length === 0 && result.youtubeId !== undefined) {
      const { url: _url, publishedAt, ...fields } = parsed.data;
      result.video = {
        ...fields,
        youtubeId: result.youtubeId,
        publishedAt: publishedAt === undefined ? undefined : new Date(publishedAt).toISOString(),
      };
    }
    checked.push(result);
  }
  return checked;
}

/** A row's problems in its fields' order (the sort keeps each field's own problems in order). */
export function inFieldOrder(problems: readonly ImportProblem[]): ImportProblem[] {
  return [...problems].sort((a, b) => orderOf(a.field) - orderOf(b.field));
}
