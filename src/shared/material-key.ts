/**
 * How a material's name is matched (docs/product.md, "Filters"): as whole words, ignoring case,
 * accents, punctuation and plural endings. "Corrugated cardboard sheets" has the words
 * `corrugated cardboard sheet`; a material filter matches it when its own words occur there in
 * the same order, side by side ("cardboard", "cardboard sheet", "sheets"; not "card").
 *
 * The database stores these words (migration 2026-11-29T09-00-craft-facts), so changing how a
 * name is split is a new migration that re-keys every material, never an edit here alone.
 */

/** At most this many words of a name or a filter count. */
export const MATERIAL_WORDS_MAX = 12;

/**
 * Whether `text` holds a word at all (a letter or a digit): a material name or a material filter
 * without one could match nothing, so the API refuses it.
 */
export function hasMaterialWord(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** A word's singular, by the common English endings only (enough for names of materials). */
function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is|as)$/.test(word)) return word;
  if (/(sh|ch|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The words a material name (or a filter) is matched by, in order. */
export function materialWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MATERIAL_WORDS_MAX)
    .map(singular);
}

/** A material name's key: its words, one space apart ('' when it has none). */
export function materialKey(text: string): string {
  return materialWords(text).join(' ');
}
