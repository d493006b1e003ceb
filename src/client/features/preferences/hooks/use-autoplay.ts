import { useEffect } from 'react';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { usePreferences, useUpdatePreferences } from '../api/preferences.ts';
import { storeAutoplay, useStoredAutoplay } from '../autoplay-storage.ts';

/**
 * "Autoplay next video" and the function that changes it, as the captions settings work
 * (use-captions.ts): the controls show this browser's setting, which a change sets at once; a
 * signed-in user's account, once it answers and whenever it changes, is copied into it, and a
 * change is saved on the account as well.
 */
export function useAutoplaySetting(): [boolean, (autoplay: boolean) => void] {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const accountAutoplay = usePreferences().data?.autoplay;
  const autoplay = useStoredAutoplay((state) => state.autoplay);
  const update = useUpdatePreferences();
  useEffect(() => {
    if (signedIn && accountAutoplay !== undefined) storeAutoplay(accountAutoplay);
  }, [signedIn, accountAutoplay]);
  const change = (next: boolean) => {
    storeAutoplay(next);
    if (signedIn) update.mutate({ autoplay: next });
  };
  return [autoplay, change];
}
