import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ActiveLocaleContext } from './active-locale.ts';

/**
 * The app's language (docs/decisions/0014-interface-languages.md): Lingui's `i18n`, which the `t`
 * macro translates through, provided to the tree; activating another language
 * (activate-locale.ts) draws the tree anew in it.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <DrawnPerLocale>{children}</DrawnPerLocale>
    </I18nProvider>
  );
}

/**
 * Components read `i18n` when they render, not through context: a new language remounts them.
 * The same language formats their numbers and dates (active-locale.ts).
 */
function DrawnPerLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return (
    <ActiveLocaleContext.Provider key={active.locale} value={active.locale}>
      {children}
    </ActiveLocaleContext.Provider>
  );
}
