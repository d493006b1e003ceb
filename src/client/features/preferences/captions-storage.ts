import { create } from 'zustand';
import { isLocale } from '#shared/locales.ts';
import type { UserPreferences } from '#shared/schemas/preferences.schema.ts';

/** The captions settings as this browser keeps them: a visitor's, and a signed-in user's copy. */
export type CaptionsSettings = Pick<UserPreferences, 'showCaptions' | 'captionsLanguage'>;

export const CAPTIONS_STORAGE_KEY = 'captions';

function readStored(): CaptionsSettings {
  const none: CaptionsSettings = { showCaptions: false, captionsLanguage: null };
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CAPTIONS_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return none;
    const { showCaptions, captionsLanguage } = stored as Record<string, unknown>;
    return {
      showCaptions: showCaptions === true,
      captionsLanguage: isLocale(captionsLanguage) ? captionsLanguage : null,
    };
  } catch {
    // No storage here (the server's renderer, private mode) or not ours: the defaults.
    return none;
  }
}

/** The captions settings kept in this browser (localStorage), read once at start. */
export const useStoredCaptions = create<CaptionsSettings>()(() => readStored());

/** Changes the captions settings kept in this browser. */
export function storeCaptions(change: Partial<CaptionsSettings>): void {
  useStoredCaptions.setState(change);
  try {
    localStorage.setItem(CAPTIONS_STORAGE_KEY, JSON.stringify(useStoredCaptions.getState()));
  } catch {
    // Storage refused: the setting holds until the page is left.
  }
}
