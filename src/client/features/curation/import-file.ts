import { plural, t } from '@lingui/core/macro';
import { formatBytes } from '#shared/format/bytes.ts';
import { IMPORT_MAX_BYTES, type ImportProblem } from '#shared/schemas/curation.schema.ts';

/** What an import file is sent as: CSV text, or JSON. */
export type ImportFileKind = 'csv' | 'json';

export type ImportFileCheck = { ok: true; kind: ImportFileKind } | { ok: false; message: string };

/** "512 bytes", "14.2 KB", "2 MB": sizes in words, 1 KB being 1,024 bytes (src/shared/format). */
export { formatBytes };

/**
 * Checks a chosen file before it is sent: a .csv or .json name (browsers give CSV files odd
 * types, e.g. application/vnd.ms-excel on Windows, so the name decides, and the type only
 * confirms), not empty, and within the server's limit, so a wrong file is turned back at once
 * instead of after its upload.
 */
export function checkImportFile(
  file: { name: string; type: string; size: number },
  locale = 'en',
): ImportFileCheck {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const kind: ImportFileKind | null =
    name.endsWith('.csv') || (!name.includes('.') && type === 'text/csv')
      ? 'csv'
      : name.endsWith('.json') || (!name.includes('.') && type === 'application/json')
        ? 'json'
        : null;
  const fileName = file.name;
  if (!kind) {
    return {
      ok: false,
      message: t`${fileName} is not a CSV or JSON file. Choose a .csv or .json file.`,
    };
  }
  if (file.size === 0) return { ok: false, message: t`${fileName} is empty.` };
  if (file.size > IMPORT_MAX_BYTES) {
    const size = formatBytes(file.size, locale);
    const limit = formatBytes(IMPORT_MAX_BYTES, locale);
    return {
      ok: false,
      message: t`${fileName} is ${size}; an import may be at most ${limit}. Split it into smaller files.`,
    };
  }
  return { ok: true, kind };
}

export type JsonBody = { ok: true; body: string } | { ok: false; message: string };

/**
 * The JSON the API takes, `{ "videos": [ … ] }`, from a file's text. A file holding a bare
 * array of videos is wrapped in that envelope, since it is the obvious way to write one;
 * anything else is sent as it is, and the server says what is wrong with it.
 */
export function jsonImportBody(text: string): JsonBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: t`The file is not valid JSON.` };
  }
  return { ok: true, body: Array.isArray(parsed) ? JSON.stringify({ videos: parsed }) : text };
}

/**
 * How many videos a file's text holds, to say what the server is working on: JSON, its array's
 * length; CSV, its lines after the header that hold something, a line break inside a quoted
 * field not ending a row.
 */
export function countRows(kind: ImportFileKind, text: string): number {
  if (kind === 'json') {
    try {
      const parsed: unknown = JSON.parse(text);
      const videos = Array.isArray(parsed)
        ? parsed
        : typeof parsed === 'object' && parsed !== null && 'videos' in parsed
          ? parsed.videos
          : null;
      return Array.isArray(videos) ? videos.length : 0;
    } catch {
      return 0;
    }
  }
  let rows = 0;
  let quoted = false;
  let filled = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if ((char === '\n' || char === '\r') && !quoted) {
      if (filled) rows += 1;
      filled = false;
    } else if (char.trim() !== '') {
      filled = true;
    }
  }
  if (filled) rows += 1;
  // The header is the first line with something in it.
  return Math.max(0, rows - 1);
}

/** A small example file: the required columns and a few optional ones, two videos. */
export const EXAMPLE_CSV = [
  'url,title,creator,category,description,difficulty,projectMinutes,materials',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ,Paper Star Lantern,Maker Mo,Craft Ideas,"Fold, glue and light it",beginner,45,paper | 3 sheets; glue',
  'https://youtu.be/9bZkp7q19f0,Knitted Mug Cosy,Wool Works,Craft Ideas,,intermediate,90,yarn | 1 ball; needles',
  '',
].join('\n');

/** At most this many problems are listed; the rest are counted. */
export const PROBLEMS_SHOWN = 200;

/** The problems to list, and how many more there are. */
export function problemsToShow(problems: readonly ImportProblem[]): {
  shown: readonly ImportProblem[];
  more: number;
} {
  return {
    shown: problems.slice(0, PROBLEMS_SHOWN),
    more: Math.max(0, problems.length - PROBLEMS_SHOWN),
  };
}

/** "Nothing was imported: 1 problem" (or N problems). */
export function refusedSummary(problems: number): string {
  return plural(problems, {
    one: 'Nothing was imported: # problem',
    other: 'Nothing was imported: # problems',
  });
}

/** "Fix it in the file…" for one problem, "Fix them in the file…" for several. */
export function fixAdvice(problems: number): string {
  return plural(problems, {
    one: 'Fix it in the file and import the whole file again.',
    other: 'Fix them in the file and import the whole file again.',
  });
}

/** "Imported 1 video" / "Imported N videos". */
export function importedMessage(imported: number): string {
  return plural(imported, { one: 'Imported # video', other: 'Imported # videos' });
}
