import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The app's styles speak in logical properties (inline start and end), so a right-to-left page
 * mirrors by itself (docs/architecture.md, "Right to left"). This test finds what would not
 * mirror: a physical left or right property or keyword, a four-value shorthand whose left and
 * right differ, corners set apart on the left and right, and a sideways translate that does not
 * follow `--inline-sign`; in every stylesheet under src/ and in the TSX files' `style` objects.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What may stay physical, as `file: property` (or `file: style key`), each with why. Empty
 * today; an entry needs a reason a reader would accept, such as a drawing that is not text.
 */
const ALLOWED: ReadonlyMap<string, string> = new Map<string, string>([]);

/** Every file under `dir` whose name ends with one of `endings`, as its path. */
function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, endings);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [path] : [];
  });
}

interface Declaration {
  property: string;
  value: string;
  line: number;
}

/** The declarations of a stylesheet, with comments and quoted strings taken out. */
function declarationsOf(css: string): Declaration[] {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  const text = css.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/"[^"\n]*"|'[^'\n]*'/g, blank);
  const found: Declaration[] = [];
  for (const match of text.matchAll(/([^{};]*)([{};])/g)) {
    const [, body = '', end] = match;
    const colon = body.indexOf(':');
    if (end === '{' || colon === -1) continue;
    const start = (match.index ?? 0) + body.search(/\S/);
    found.push({
      property: body.slice(0, colon).trim().toLowerCase(),
      value: body.slice(colon + 1).trim(),
      line: text.slice(0, start).split('\n').length,
    });
  }
  return found;
}

/** A value's parts at the top level: `0 calc(1px + 2px) 0` is three. */
function partsOf(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of value.replace(/\s*!important$/, '')) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (part) parts.push(part);
      part = '';
    } else {
      part += char;
    }
  }
  if (part) parts.push(part);
  return parts;
}

const FOUR_SIDED = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
]);

/** Why a declaration would not mirror right to left, or null when it would. */
function physicalIn(property: string, value: string): string | null {
  if (!property.startsWith('--') && /(^|-)(left|right)(-|$)/.test(property)) {
    return 'a physical property';
  }
  if (/(?<![\w-])(left|right)(?![\w-])/i.test(value)) return 'a physical keyword';
  const parts = partsOf(value);
  if (FOUR_SIDED.has(property) && parts.length === 4 && parts[1] !== parts[3]) {
    return 'a shorthand whose right and left differ';
  }
  if (property === 'border-radius' && !value.includes('/')) {
    const [a, b, c, d] = parts;
    const apart =
      (parts.length === 2 && a !== b) ||
      (parts.length === 3 && (a !== b || b !== c)) ||
      (parts.length === 4 && (a !== b || c !== d));
    if (apart) return 'corners set apart on the left and right';
  }
  const sideways =
    /translateX\(|translate3d\(\s*[^0\s,)]/.test(value) ||
    /translate\(\s*[^0\s,)]/.test(value) ||
    (property === 'translate' && !/^0(\s|$)/.test(value));
  if (sideways && !value.includes('--inline-sign')) return 'a sideways move';
  return null;
}

/** React's style keys that are physical: left, right, marginLeft, borderTopRightRadius… */
function physicalInStyleObject(source: string): string[] {
  const found: string[] = [];
  for (const [, body = ''] of source.matchAll(/style=\{\{([\s\S]*?)\}\}/g)) {
    for (const [, key = '', value = ''] of body.matchAll(/(\w+)\s*:\s*([^,\n]+)/g)) {
      if (/^(left|right)$|Left|Right/.test(key) || /['"`](left|right)['"`]/.test(value)) {
        found.push(key);
      }
    }
  }
  return found;
}

describe('physicalIn', () => {
  it('finds what would not mirror', () => {
    expect(physicalIn('margin-left', 'auto')).toBe('a physical property');
    expect(physicalIn('border-right-color', 'red')).toBe('a physical property');
    expect(physicalIn('border-top-left-radius', '4px')).toBe('a physical property');
    expect(physicalIn('right', '0')).toBe('a physical property');
    expect(physicalIn('text-align', 'left')).toBe('a physical keyword');
    expect(physicalIn('float', 'right')).toBe('a physical keyword');
    expect(physicalIn('transform-origin', 'left center')).toBe('a physical keyword');
    expect(physicalIn('padding', '0 1rem 0 calc(1rem + 18px)')).toBe(
      'a shorthand whose right and left differ',
    );
    expect(physicalIn('border-radius', '8px 0')).toBe('corners set apart on the left and right');
    expect(physicalIn('border-radius', '8px 8px 0 4px')).toBe(
      'corners set apart on the left and right',
    );
    expect(physicalIn('transform', 'translateX(-100%)')).toBe('a sideways move');
    expect(physicalIn('transform', 'translate(-50%, 0)')).toBe('a sideways move');
    expect(physicalIn('translate', '1rem')).toBe('a sideways move');
  });

  it('passes logical properties, symmetric shorthands and moves that follow the direction', () => {
    expect(physicalIn('margin-inline-start', 'auto')).toBeNull();
    expect(physicalIn('inset-inline', '0')).toBeNull();
    expect(physicalIn('text-align', 'start')).toBeNull();
    expect(physicalIn('padding', 'var(--space-2) var(--space-4)')).toBeNull();
    expect(physicalIn('inset', 'var(--topbar-height) 0 0 0')).toBeNull();
    expect(physicalIn('border-radius', 'var(--radius-lg) var(--radius-lg) 0 0')).toBeNull();
    expect(physicalIn('transform', 'translateY(-50%)')).toBeNull();
    expect(physicalIn('transform', 'translate(0, 4px)')).toBeNull();
    expect(physicalIn('transform', 'translateX(calc(-100% * var(--inline-sign)))')).toBeNull();
    expect(physicalIn('--space-left-over', '1rem')).toBeNull();
  });

  it('reads declarations, not comments, strings or selectors', () => {
    const css = [
      '/* the knob moves right */',
      '.a:hover,',
      '.b[data-side="left"] {',
      '  content: "left";',
      '  margin-left: 0;',
      '}',
    ].join('\n');
    expect(
      declarationsOf(css).flatMap(({ property, value, line }) =>
        physicalIn(property, value) ? [`${line}: ${property}`] : [],
      ),
    ).toEqual(['5: margin-left']);
  });

  it('finds physical keys and values in a TSX style object', () => {
    const tsx = `<div style={{ paddingTop, marginLeft: 4, textAlign: 'right' }} /><p style={{ width }} />`;
    expect(physicalInStyleObject(tsx)).toEqual(['marginLeft', 'textAlign']);
  });
});

describe('the app’s styles', () => {
  it('use logical properties in every stylesheet under src/', () => {
    const found = filesUnder(join(ROOT, 'src'), ['.css']).flatMap((path) => {
      const file = relative(ROOT, path);
      return declarationsOf(readFileSync(path, 'utf8')).flatMap(({ property, value, line }) => {
        const why = physicalIn(property, value);
        return why && !ALLOWED.has(`${file}: ${property}`)
          ? [`${file}:${line} ${property}: ${value} (${why})`]
          : [];
      });
    });
    expect(found).toEqual([]);
  });

  it('use logical keys in the style objects of src/', () => {
    const found = filesUnder(join(ROOT, 'src'), ['.tsx']).flatMap((path) => {
      const file = relative(ROOT, path);
      return physicalInStyleObject(readFileSync(path, 'utf8'))
        .filter((key) => !ALLOWED.has(`${file}: ${key}`))
        .map((key) => `${file}: ${key}`);
    });
    expect(found).toEqual([]);
  });
});
