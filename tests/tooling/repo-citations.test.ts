import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs cite only what a reader of the repository can open (docs/architecture.md,
 * "Docs and citations"): an ADR, a page under docs/, a file that is there, or a dependency's
 * public issue by its full name (`npm/cli#4828`). These fail, with file:line, on a citation of
 * notes kept outside the repository or of our own tracker's numbers, and on a comment or doc
 * naming a file under src/, tests/, docs/, scripts/ or bench/ that is not there.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The folders and files read; the root's own TypeScript (vite, vitest, playwright configs) too. */
const SCANNED = [
  'src',
  'tests',
  'scripts',
  'bench',
  'docs',
  'README.md',
  '.ci',
  ...readdirSync(ROOT).filter((name) => name.endsWith('.ts')),
];
const SKIPPED_DIRS = new Set(['node_modules', 'screenshots']);
const BINARY = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico', '.wasm', '.db']);
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Anywhere in a file, code included: an error message is read as much as a comment. */
const FORBIDDEN_ANYWHERE: { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:STYLE|DESIGN)\.md\b/, what: 'cites a note that is not in the repository' },
  {
    // Our own tracker's numbers; a dependency's issue is `owner/repo#123` and never matches.
    pattern: /\b[Ii]ssues? #?\d+/,
    what: 'cites an issue number no reader can open: say what the code does and why',
  },
];
/** Only in comments and docs: `../shared` is also a fine relative import specifier. */
const FORBIDDEN_IN_PROSE: { pattern: RegExp; what: string }[] = [
  { pattern: /\.\.\/shared\b/, what: 'cites a folder outside the repository' },
];

/** A repo-relative path under one of the checked roots, not part of a longer path or URL. */
const PATH = /(?<![\w./@#-])(?:src|tests|docs|scripts|bench)\/[\w./-]*[\w-]/g;
/** A path followed by one of these is a pattern, not a file (`tests/e2e/*.spec.ts`, `<id>`). */
const PATTERN_CHARS = new Set(['*', '{', '<', '…', '$', '[']);

interface Line {
  number: number;
  text: string;
}

function filesUnder(path: string): string[] {
  const absolute = join(ROOT, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) return [];
    return filesUnder(join(path, entry.name));
  });
}

/**
 * The comments of a C-like source (TypeScript, JavaScript, CSS), by line. Strings are skipped so
 * that `'https://…'` is not a comment; a quote or backtick inside a regex literal may mislead it
 * for the rest of that line only, since quoted strings end at a line's end.
 */
function commentsOf(source: string, lineComments: boolean): Line[] {
  const lines: Line[] = [];
  let state: 'code' | 'line' | 'block' | "'" | '"' | '`' = 'code';
  let number = 1;
  let current = '';
  const flush = () => {
    if (current.trim()) lines.push({ number, text: current });
    current = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '\n') {
      flush();
      number++;
      if (state === 'line' || state === "'" || state === '"') state = 'code';
      continue;
    }
    switch (state) {
      case 'code':
        if (char === '/' && next === '*') {
          state = 'block';
          i++;
        } else if (lineComments && char === '/' && next === '/') {
          state = 'line';
          i++;
        } else if (char === "'" || char === '"' || char === '`') {
          state = char;
        }
        break;
      case 'line':
        current += char;
        break;
      case 'block':
        if (char === '*' && next === '/') {
          state = 'code';
          i++;
        } else {
          current += char;
        }
        break;
      default:
        if (char === '\\') i++;
        else if (char === state) state = 'code';
    }
  }
  flush();
  return lines;
}

/** A shell script's comments: from a `#` at a line's start or after a space. */
function shellCommentsOf(source: string): Line[] {
  return source.split('\n').flatMap((text, index) => {
    const at = text.search(/(?:^|\s)#/);
    return at < 0 ? [] : [{ number: index + 1, text: text.slice(at) }];
  });
}

function proseOf(file: string, source: string): Line[] {
  const ext = extname(file);
  if (ext === '.md') return source.split('\n').map((text, index) => ({ number: index + 1, text }));
  if (ext === '.css') return commentsOf(source, false);
  if (['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'].includes(ext)) return commentsOf(source, true);
  if (file.startsWith('.ci')) return shellCommentsOf(source);
  return [];
}

/** `docs/decisions/0004` names ADR 0004 by its number, as the docs do. */
function isAdrByNumber(path: string): boolean {
  const match = /^docs\/decisions\/(\d{4})$/.exec(path);
  if (!match) return false;
  return readdirSync(join(ROOT, 'docs/decisions')).some((name) => name.startsWith(`${match[1]}-`));
}

function missingPaths(text: string): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(PATH)) {
    const path = match[0];
    const after = text[match.index + path.length];
    if (after !== undefined && PATTERN_CHARS.has(after)) continue;
    if (path.includes('…')) continue;
    if (existsSync(join(ROOT, path)) || isAdrByNumber(path)) continue;
    missing.push(path);
  }
  return missing;
}

function offencesIn(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const offences: string[] = [];
  source.split('\n').forEach((text, index) => {
    for (const { pattern, what } of FORBIDDEN_ANYWHERE) {
      const found = pattern.exec(text);
      if (found) offences.push(`${file}:${index + 1}: "${found[0]}" ${what}`);
    }
  });
  for (const { number, text } of proseOf(file, source)) {
    for (const { pattern, what } of FORBIDDEN_IN_PROSE) {
      const found = pattern.exec(text);
      if (found) offences.push(`${file}:${number}: "${found[0]}" ${what}`);
    }
    for (const path of missingPaths(text)) {
      offences.push(`${file}:${number}: names ${path}, which is not in the repository`);
    }
  }
  return offences;
}

function allOffences(): string[] {
  return SCANNED.flatMap(filesUnder)
    .filter((file) => file !== THIS_FILE && !BINARY.has(extname(file)))
    .flatMap(offencesIn);
}

describe('citations in comments and docs', () => {
  it('cite only what is in the repository', () => {
    expect(allOffences()).toEqual([]);
  });

  it('finds a citation outside the repository, an issue number and a missing file', () => {
    const source = [
      '// As STYLE.md says (issue 12).',
      "const url = 'https://example.com/src/nowhere.ts'; // see src/server/app.ts",
      '/* src/server/no-such-file.ts, npm/cli#4828 */',
    ].join('\n');
    const prose = commentsOf(source, true);
    expect(prose.map((line) => line.number)).toEqual([1, 2, 3]);
    expect(prose.flatMap((line) => missingPaths(line.text))).toEqual([
      'src/server/no-such-file.ts',
    ]);
    expect(FORBIDDEN_ANYWHERE.map(({ pattern }) => pattern.test(prose[0]?.text ?? ''))).toEqual([
      true,
      true,
    ]);
    expect(FORBIDDEN_ANYWHERE.some(({ pattern }) => pattern.test(prose[2]?.text ?? ''))).toBe(
      false,
    );
  });

  it('reads globs and placeholders as patterns, and ADRs by their number', () => {
    expect(
      missingPaths(
        'tests/e2e/*.spec.ts, src/server/routes/{a,b}.ts, tests/e2e/<test>/, scripts/…, ' +
          'docs/decisions/0004, src/client/lib/router/',
      ),
    ).toEqual([]);
    expect(missingPaths('docs/decisions/0999')).toEqual(['docs/decisions/0999']);
  });
});
