import { listFormat } from './intl-cache.ts';

/**
 * How a list is joined: `and` as a sentence names several things, "a, b and c" (Intl's
 * conjunction); `commas` as a line of counts or names, "a, b, c" (Intl's short unit list, which
 * each language joins in its own way: Arabic with "،" and "و", French with "et" last).
 */
export type ListStyle = 'and' | 'commas';

const OPTIONS: Record<ListStyle, Intl.ListFormatOptions> = {
  and: { type: 'conjunction' },
  commas: { type: 'unit', style: 'short' },
};

/** CraftReel's English writes no comma before "and": bare `en` is joined as en-GB. */
const formatter = (locale: string, style: ListStyle) =>
  listFormat(locale === 'en' ? 'en-GB' : locale, OPTIONS[style]);

/** Items joined as the locale joins them: "a, b and c" in English, "a, b y c" in es. */
export function formatList(items: readonly string[], locale: string, style: ListStyle = 'and') {
  return formatter(locale, style).format(items);
}

/**
 * The same list as parts, each item (`element`, in the order given) and each joining text
 * (`literal`), for a list whose items are drawn as more than text (links).
 */
export function formatListToParts(
  items: readonly string[],
  locale: string,
  style: ListStyle = 'and',
): { type: 'element' | 'literal'; value: string }[] {
  return formatter(locale, style).formatToParts(items);
}
