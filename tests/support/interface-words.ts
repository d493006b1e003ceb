import { readdirSync, readFileSync } from 'node:fs';
import PO from 'pofile';

/**
 * The web app's words in one of its languages, for tests that find the page's parts by the
 * names a user reads: English → the translation in the language's catalogue
 * files (src/client/locales/<locale>/*.po, docs/decisions/0014-interface-languages.md), with
 * `{placeholders}` filled in from `values`. A message the catalogue does not hold (not yet drawn
 * from the catalogues) comes back in English, as the page shows it.
 */
export type InterfaceWords = (english: string, values?: Record<string, string | number>) => string;

/** Every message of a language's catalogue files: English → its translation. */
export function interfaceCatalogue(locale: string): ReadonlyMap<string, string> {
  const folder = `src/client/locales/${locale}`;
  const translations = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.po'))) {
    for (const item of PO.parse(readFileSync(`${folder}/${file}`, 'utf8')).items) {
      const translation = item.msgstr[0];
      // A message with a context is one English text said apart in some language (the video
      // page's one-playlist "Playlist" beside the menu's); the words are the context-free one's.
      if (!item.obsolete && translation && !item.msgctxt) translations.set(item.msgid, translation);
    }
  }
  return translations;
}

export function interfaceWords(locale: string): InterfaceWords {
  const translations = interfaceCatalogue(locale);
  return (english, values = {}) =>
    (translations.get(english) ?? english).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}
