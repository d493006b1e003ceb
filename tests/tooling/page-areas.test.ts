import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_AREAS,
  type CatalogueArea,
  CORE_SOURCES,
} from '../../src/client/i18n/catalogue-areas.ts';

/*
 * Code fetched on demand names the catalogue areas it draws messages from
 * (src/client/i18n/catalogue-areas.ts): `lazyPage(() => import('…'), [areas])` in router.tsx,
 * `withAreas([areas], () => import('…'))` elsewhere. An area left out draws its messages as ids;
 * one named for nothing fetches a catalogue for nothing. This reads every such call and holds its
 * list to the feature folders the imported module reaches through its static imports.
 */

const CLIENT = resolve('src/client');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file a specifier names, for code of src/client; undefined for packages and src/shared. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  let path: string;
  if (specifier.startsWith('#client/')) path = join(CLIENT, specifier.slice('#client/'.length));
  else if (specifier.startsWith('.')) path = resolve(dirname(from), specifier);
  else return undefined;
  return existsSync(path) && /\.tsx?$/.test(path) ? path : undefined;
}

/** What a module imports for its run time: not `import type`, not `import()`. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm),
  ].map((match) => match[1] as string);
  return specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
}

const AREAS = new Set<string>(CATALOGUE_AREAS);

/** The area whose catalogue holds a file's messages; undefined for core's (CORE_SOURCES). */
function areaOf(file: string): CatalogueArea | undefined {
  const path = relative(resolve('.'), file);
  if (CORE_SOURCES.some((source) => path === source || path.startsWith(`${source}/`))) return;
  const area = /^src\/client\/features\/([^/]+)\//.exec(path)?.[1];
  return area !== undefined && AREAS.has(area) ? (area as CatalogueArea) : undefined;
}

/** The areas with a catalogue of their own that a module reaches through static imports. */
function areasReachedFrom(entry: string): CatalogueArea[] {
  const seen = new Set<string>();
  const areas = new Set<CatalogueArea>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const area = areaOf(file);
    if (area !== undefined) areas.add(area);
    queue.push(...staticImports(file));
  }
  return [...areas].sort();
}

interface OnDemandLoad {
  where: string;
  module: string;
  declared: string[];
}

/** Every `lazyPage(…)` and `withAreas(…)` call of the web app, with the module it imports. */
function onDemandLoads(): OnDemandLoad[] {
  return filesUnder(CLIENT).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const calls = [...source.matchAll(/\b(?:lazyPage|withAreas)\(([\s\S]*?)\);/g)];
    return calls.flatMap((call) => {
      const text = call[1] as string;
      const imported = /import\('([^']+)'\)/.exec(text)?.[1];
      if (imported === undefined) return [];
      const module = resolveSpecifier(file, imported);
      if (module === undefined) throw new Error(`${file}: cannot resolve ${imported}`);
      const list = /\[([^\]]*)\]/.exec(text)?.[1] ?? '';
      const declared = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as string).sort();
      return [{ where: `${relative(CLIENT, file)}: ${imported}`, module, declared }];
    });
  });
}

describe('code fetched on demand', () => {
  const loads = onDemandLoads();

  it('is found: every page of the router, and the rest', () => {
    // The router's pages, and at least the playlist dialog and the error texts.
    expect(loads.length).toBeGreaterThanOrEqual(14);
  });

  it('leaves out of the first load: the app as it starts reaches no area, only core', () => {
    expect(areasReachedFrom(join(CLIENT, 'start-app.tsx'))).toEqual([]);
  });

  it.each(loads.map((load) => [load.where, load] as const))(
    '%s names exactly the areas its code reaches',
    (_where, { module, declared }) => {
      expect(declared).toEqual(areasReachedFrom(module));
    },
  );
});
