import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `as unknown as` tells the compiler to stop checking a type altogether, so each one in src/
 * says why, in a comment on its line or on the line directly above it.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every TypeScript file under `dir`, as its path. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A line that is a comment, or a comment's end (`//`, `/*`, ` * `, `*\/`). */
function isCommentLine(line: string): boolean {
  const text = line.trim();
  return text.startsWith('//') || text.startsWith('/*') || text.startsWith('*');
}

/**
 * The casts of `text` with no comment on their line or the line above: each as its line's
 * number (from 1). A line that is itself a comment holds no cast, only words.
 */
function uncommentedCasts(text: string): number[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    if (!/\bas unknown as\b/.test(line) || isCommentLine(line)) return [];
    if (line.includes('//') || isCommentLine(lines[index - 1] ?? '')) return [];
    return [index + 1];
  });
}

describe('uncommentedCasts', () => {
  it('finds a cast with no comment, and passes one with a comment above or beside it', () => {
    const text = [
      'const a = b as unknown as C;',
      '// Why: the library types it loosely.',
      'const d = e as unknown as F;',
      'const g = h as unknown as I; // why, beside it',
      ' * prose in a doc comment: as unknown as a word',
      'const j = 1;',
      'const k = l as unknown as M;',
    ].join('\n');
    expect(uncommentedCasts(text)).toEqual([1, 7]);
  });
});

describe('`as unknown as` in src/', () => {
  it('says why, in a comment on its line or the line above', () => {
    const found = sourceFiles(join(ROOT, 'src')).flatMap((path) =>
      uncommentedCasts(readFileSync(path, 'utf8')).map((line) => `${relative(ROOT, path)}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
