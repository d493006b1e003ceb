import { readdirSync, readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config.ts';
import { CATALOGUE_AREAS, CORE_SOURCES } from '../../src/client/i18n/catalogue-areas.ts';

/*
 * The web app's catalogues (docs/decisions/0014-interface-languages.md): in each catalogue (core
 * and every area), every language has every message English has, translated, as valid ICU
 * MessageFormat with English's placeholders, and plural cases that its own plural rules know.
 */

const SOURCE = 'en';
const TRANSLATED = linguiConfig.locales.filter((locale) => locale !== SOURCE);
const po = formatter({ lineNumbers: false });
const CATALOGUES = ['core', ...CATALOGUE_AREAS];

/** One catalogue of a language as message → translation. */
async function readCatalogue(locale: string, name: string): Promise<Map<string, string>> {
  const filename = `src/client/locales/${locale}/${name}.po`;
  const entries = await po.parse(readFileSync(filename, 'utf8'), {
    locale,
    sourceLocale: SOURCE,
    filename,
  });
  const catalogue = new Map<string, string>();
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.obsolete) continue;
    catalogue.set(entry.message ?? id, entry.translation ?? '');
  }
  return catalogue;
}

/** One catalogue of a language as the id the app looks a message up by → its translation. */
async function readById(locale: string, name: string): Promise<Map<string, string>> {
  const filename = `src/client/locales/${locale}/${name}.po`;
  const entries = await po.parse(readFileSync(filename, 'utf8'), {
    locale,
    sourceLocale: SOURCE,
    filename,
  });
  const byId = new Map<string, string>();
  for (const [id, entry] of Object.entries(entries)) {
    if (!entry.obsolete) byId.set(id, entry.translation ?? '');
  }
  return byId;
}

/** The argument names a message uses, and the plural cases it writes, walked through its ICU. */
function shapeOf(message: string): { args: string[]; pluralCases: string[] } {
  const args = new Set<string>();
  const pluralCases = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') args.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        args.add(token.arg);
        for (const { key, tokens: caseTokens } of token.cases) {
          if (token.type !== 'select' && !key.startsWith('=')) pluralCases.add(key);
          walk(caseTokens);
        }
      }
    }
  };
  walk(parse(message));
  return { args: [...args].sort(), pluralCases: [...pluralCases].sort() };
}

const english = new Map(
  await Promise.all(
    CATALOGUES.map(async (name) => [name, await readCatalogue(SOURCE, name)] as const),
  ),
);
const catalogues = new Map(
  await Promise.all(
    TRANSLATED.flatMap((locale) =>
      CATALOGUES.map(
        async (name) => [`${locale}/${name}`, await readCatalogue(locale, name)] as const,
      ),
    ),
  ),
);

describe('the message catalogues', () => {
  it('are written in English first, every message its own translation', () => {
    expect(english.get('core')?.size).toBeGreaterThan(0);
    for (const catalogue of english.values()) {
      for (const [message, translation] of catalogue) expect(translation).toBe(message);
    }
  });

  it('split the app by area: every folder of src/client/features is core or an area', () => {
    const features = readdirSync('src/client/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const placed = new Set<string>([...CATALOGUE_AREAS]);
    for (const source of CORE_SOURCES) {
      const folder = source.match(/^src\/client\/features\/([^/]+)$/)?.[1];
      if (folder) placed.add(folder);
    }
    expect(features.filter((folder) => !placed.has(folder))).toEqual([]);
  });

  // The app merges a language's catalogues into one table by message id (src/client/i18n), so a
  // message two catalogues share must read the same in both, or the page's words would change
  // with the order its catalogues arrived in.
  it.each(TRANSLATED)(
    '%s: a message in several catalogues is translated the same in each',
    async (locale) => {
      const seen = new Map<string, { catalogue: string; translation: string }>();
      const differing: string[] = [];
      for (const name of CATALOGUES) {
        for (const [id, translation] of await readById(locale, name)) {
          const first = seen.get(id);
          if (first === undefined) seen.set(id, { catalogue: name, translation });
          else if (first.translation !== translation) {
            differing.push(
              `${first.catalogue}: "${first.translation}" / ${name}: "${translation}"`,
            );
          }
        }
      }
      expect(differing).toEqual([]);
    },
  );

  describe.each(TRANSLATED.flatMap((locale) => CATALOGUES.map((name) => [locale, name] as const)))(
    '%s/%s.po',
    (locale, name) => {
      const catalogue = catalogues.get(`${locale}/${name}`) ?? new Map<string, string>();
      const inEnglish = english.get(name) ?? new Map<string, string>();

      it('has every message English has, and none it lacks', () => {
        const missing = [...inEnglish.keys()].filter((message) => !catalogue.has(message));
        expect(missing).toEqual([]);
        expect([...catalogue.keys()].filter((message) => !inEnglish.has(message))).toEqual([]);
      });

      it('translates each of them', () => {
        const empty = [...catalogue].filter(([, translation]) => translation.trim() === '');
        expect(empty.map(([message]) => message)).toEqual([]);
      });

      it("writes valid ICU with English's placeholders, and its own plural cases, all of them", () => {
        const rules = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const [message, translation] of catalogue) {
          const source = shapeOf(message);
          const translated = shapeOf(translation);
          expect(translated.args, `${locale}: ${translation}`).toEqual(source.args);
          for (const key of translated.pluralCases) {
            expect(rules, `${locale}: "${key}" in ${translation}`).toContain(key);
          }
          // A count in English is a count here too, with a form for each of the language's cases.
          if (source.pluralCases.length > 0) {
            expect(translated.pluralCases, `${locale}: ${translation}`).toEqual([...rules].sort());
          }
        }
      });
    },
  );
});
