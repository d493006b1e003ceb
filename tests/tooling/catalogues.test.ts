import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config.ts';

/*
 * The web app's catalogues (docs/decisions/0014-interface-languages.md): every language has every
 * message English has, translated, as valid ICU MessageFormat with English's placeholders, and
 * plural cases that its own plural rules know.
 */

const SOURCE = 'en';
const TRANSLATED = linguiConfig.locales.filter((locale) => locale !== SOURCE);
const po = formatter({ lineNumbers: false });

/** A language's catalogue as message → translation. */
async function readCatalogue(locale: string): Promise<Map<string, string>> {
  const filename = `src/client/locales/${locale}/messages.po`;
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

const english = await readCatalogue(SOURCE);
const catalogues = new Map(
  await Promise.all(
    TRANSLATED.map(async (locale) => [locale, await readCatalogue(locale)] as const),
  ),
);

describe('the message catalogues', () => {
  it('are written in English first, every message its own translation', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [message, translation] of english) expect(translation).toBe(message);
  });

  describe.each(TRANSLATED)('%s', (locale) => {
    const catalogue = catalogues.get(locale) ?? new Map<string, string>();

    it('has every message English has, and none it lacks', () => {
      const missing = [...english.keys()].filter((message) => !catalogue.has(message));
      expect(missing).toEqual([]);
      expect([...catalogue.keys()].filter((message) => !english.has(message))).toEqual([]);
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
  });
});
