import { createContext, useContext } from 'react';

/**
 * The locale (BCP 47) the web app formats numbers, dates and ages in, through
 * src/shared/format (docs/architecture.md, "Formatting by locale"). The app's i18n layer
 * provides it; with no provider it is English. The server renders pages with the same value
 * the browser starts with, so nothing here reads `navigator`.
 */
export const ActiveLocaleContext = createContext<string>('en');

/** The active locale, for a component's formatting: `formatViews(count, useActiveLocale())`. */
export function useActiveLocale(): string {
  return useContext(ActiveLocaleContext);
}
