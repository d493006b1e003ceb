import { useEffect } from 'react';
import { chooseLocale, useChosenLocale } from '#client/i18n/chosen-locale.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import type { Locale } from '#shared/locales.ts';
import { usePreferences, useUpdatePreferences } from '../api/preferences.ts';

/**
 * The interface language and the function that chooses another: the app switches at once and
 * this browser remembers it; a signed-in user's account keeps it too, for their other devices.
 */
export function useLanguageChoice(): [Locale, (locale: Locale) => void] {
  const locale = useChosenLocale((state) => state.locale);
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const update = useUpdatePreferences();
  const choose = (next: Locale) => {
    chooseLocale(next);
    if (signedIn) update.mutate({ language: next });
  };
  return [locale, choose];
}

/**
 * Once signed in (or when the account's choice changes), the language the account keeps wins
 * over this browser's: the app switches to it. An account that has chosen none changes nothing.
 */
export function useAccountLanguage(): void {
  const language = usePreferences().data?.language ?? null;
  useEffect(() => {
    if (language !== null) chooseLocale(language);
  }, [language]);
}
