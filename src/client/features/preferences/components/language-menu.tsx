import { useEffect } from 'react';
import { chooseLocale } from '#client/i18n/chosen-locale.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { usePreferences } from '../api/preferences.ts';
import { AutoplayField } from './autoplay-field.tsx';
import { CaptionsFields } from './captions-fields.tsx';
import { LanguageSelect } from './language-select.tsx';

/*
 * The language choice as every page has it, loaded as one chunk once the app runs (the app's
 * root layout puts it at the end of the side menu): the menu, and a signed-in user's language
 * kept on their account. (start-app.tsx keeps `<html lang dir>` the chosen language's.)
 */

/**
 * The side menu's language menu, captions and autoplay (the same as Settings', for visitors too, who have
 * no Settings), and while someone is signed in, their account's language (AccountLanguage).
 */
export function LanguageMenu() {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return (
    <>
      <LanguageSelect className="language-select--menu" />
      <CaptionsFields place="menu" />
      <AutoplayField place="menu" />
      {signedIn && <AccountLanguage />}
    </>
  );
}

/**
 * A signed-in user's language follows them (docs/product.md, "Language"): once their account
 * answers, its choice wins over this browser's and the app switches to it (their choices are
 * saved on the account by LanguageSelect). Draws nothing.
 */
function AccountLanguage() {
  const accountLanguage = usePreferences().data?.language ?? null;
  useEffect(() => {
    if (accountLanguage !== null) chooseLocale(accountLanguage);
  }, [accountLanguage]);
  return null;
}
