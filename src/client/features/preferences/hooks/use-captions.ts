import { useChosenLocale } from '#client/i18n/chosen-locale.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import type { PlayerCaptions } from '#shared/video-link.ts';
import { usePreferences, useUpdatePreferences } from '../api/preferences.ts';
import { type CaptionsSettings, storeCaptions, useStoredCaptions } from '../captions-storage.ts';

/**
 * The captions settings: a signed-in user's from their account (once it has answered), a
 * visitor's from this browser; and the function that changes them in both.
 */
export function useCaptionsSettings(): [
  CaptionsSettings,
  (change: Partial<CaptionsSettings>) => void,
] {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const account = usePreferences().data;
  const stored = useStoredCaptions();
  const update = useUpdatePreferences();
  const settings =
    signedIn && account
      ? { showCaptions: account.showCaptions, captionsLanguage: account.captionsLanguage }
      : stored;
  const change = (next: Partial<CaptionsSettings>) => {
    storeCaptions(next);
    if (signedIn) update.mutate(next);
  };
  return [settings, change];
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
