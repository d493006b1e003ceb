import { readFileSync } from 'node:fs';
import PO from 'pofile';

/**
 * The web app's words in one of its languages, for tests that find the page's parts by the
 * names a user reads: English → the translation in the language's catalogue
 * (src/client/locales/<locale>/messages.po, docs/decisions/0014-interface-languages.md), with
 * `{placeholders}` filled in from `values`. A message the catalogue does not hold (not yet drawn
 * from the catalogues) comes back in English, as the page shows it.
 */
export type InterfaceWords = (english: string, values?: Record<string, string | number>) => string;

export function interfaceWords(locale: string): InterfaceWords {
  const catalogue = PO.parse(readFileSync(`src/client/locales/${locale}/messages.po`, 'utf8'));
  const translations = new Map<string, string>();
  for (const item of catalogue.items) {
    const translation = item.msgstr[0];
    if (!item.obsolete && translation) translations.set(item.msgid, translation);
  }
  return (english, values = {}) =>
    (translations.get(english) ?? english).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}
