import { useEffect } from 'react';
import { useChosenLocale } from '#client/i18n/chosen-locale.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import type { PlayerCaptions } from '#shared/video-link.ts';
import { usePreferences, useUpdatePreferences } from '../api/preferences.ts';
import { type CaptionsSettings, storeCaptions, useStoredCaptions } from '../captions-storage.ts';

/**
 * The captions settings and the function that changes them. The controls show this browser's
 * settings, which a change sets at once (a checkbox follows the click in the same render); a
 * signed-in user's account, once it answers and whenever it changes, is copied into them, and a
 * change is saved on the account as well.
 */
export function useCaptionsSettings(): [
  CaptionsSettings,
  (change: Partial<CaptionsSettings>) => void,
] {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const account = usePreferences().data;
  const stored = useStoredCaptions();
  const update = useUpdatePreferences();
  const accountShows = account?.showCaptions;
  const accountLanguage = account?.captionsLanguage;
  useEffect(() => {
    if (!signedIn || accountShows === undefined || accountLanguage === undefined) return;
    storeCaptions({ showCaptions: accountShows, captionsLanguage: accountLanguage });
  }, [signedIn, accountShows, accountLanguage]);
  const change = (next: Partial<CaptionsSettings>) => {
    storeCaptions(next);
    if (signedIn) update.mutate(next);
  };
  return [{ showCaptions: stored.showCaptions, captionsLanguage: stored.captionsLanguage }, change];
}

/** The captions the player shows: in the captions language, or the interface's when none is set. */
export function usePlayerCaptions(): PlayerCaptions {
  const [settings] = useCaptionsSettings();
  const interfaceLocale = useChosenLocale((state) => state.locale);
  return {
    show: settings.showCaptions,
    language: settings.captionsLanguage ?? interfaceLocale,
  };
}
