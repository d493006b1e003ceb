/** Which look a video's category gets in fallback artwork: one colour family and one motif each. */
export type CategoryTheme = 'craft' | 'painting' | 'waste' | 'other';

export function categoryThemeOf(categoryName: string | undefined): CategoryTheme {
  const name = (categoryName ?? '').toLowerCase();
  if (name.includes('waste')) return 'waste';
  if (name.includes('paint')) return 'painting';
  if (name.includes('craft')) return 'craft';
  return 'other';
}

/** The first letter of a title (a whole grapheme, so an emoji or accent is not split). */
export function initialOf(title: string | undefined): string {
  const first = Array.from((title ?? '').trim())[0];
  return first ? first.toLocaleUpperCase('en') : '';
}
