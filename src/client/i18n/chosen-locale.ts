import { create } from 'zustand';
import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
  negotiateLocale,
} from '#shared/locales.ts';

/*
 * The interface language the app is in (docs/product.md, "Language"), and where a choice of it
 * is kept in this browser: localStorage and the `lang` cookie (under LOCALE_COOKIE, which the
 * server reads to draw pages in it). Anything that follows the language (catalogues, formats,
 * <html lang dir>) subscribes here; a signed-in user's choice also goes to their account
 * (src/client/features/preferences).
 */

interface ChosenLocaleState {
  locale: Locale;
}

/** The language remembered in this browser, if one was chosen here. */
function rememberedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LOCALE_COOKIE);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language to start in: one chosen in this browser; else the language the server drew the
 * page in (its `<html lang>`, from the `lang` cookie or Accept-Language) when it is not the
 * build's English; else the best match for navigator.languages (the demo's static page says
 * English whatever the browser prefers). Outside a browser (the server's renderer): English,
 * until renderPage says which.
 */
export function startingLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const remembered = rememberedLocale();
  if (remembered) return remembered;
  const drawnIn = document.documentElement.lang;
  if (isLocale(drawnIn) && drawnIn !== DEFAULT_LOCALE) return drawnIn;
  return negotiateLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export const useChosenLocale = create<ChosenLocaleState>()(() => ({ locale: startingLocale() }));

/** The language the app is in now. */
export const getChosenLocale = (): Locale => useChosenLocale.getState().locale;

/** Calls `listener` with each new language; answers the function that stops it. */
export function subscribeChosenLocale(listener: (locale: Locale) => void): () => void {
  return useChosenLocale.subscribe((state, previous) => {
    if (state.locale !== previous.locale) listener(state.locale);
  });
}

/**
 * Switches the app to `locale` and remembers it in this browser (localStorage and the `lang`
 * cookie), so the next page the server draws is in it too.
 */
export function chooseLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_COOKIE, locale);
  } catch {
    // Storage refused (private mode, full): the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; Cookie Store API is not in every browser
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
  useChosenLocale.setState({ locale });
}

/** Sets the language without remembering it: the server's renderer, drawing one page. */
export function setLocaleForRender(locale: Locale): void {
  useChosenLocale.setState({ locale });
}

/** Puts the language on `<html lang dir>`. */
export function applyDocumentLanguage(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  if (directionOf(locale) === 'rtl') root.dir = 'rtl';
  else root.removeAttribute('dir');
}

/** Keeps `<html lang dir>` the chosen language's from now on; answers the function that stops. */
export function syncDocumentLanguage(): () => void {
  applyDocumentLanguage(getChosenLocale());
  return subscribeChosenLocale(applyDocumentLanguage);
}
