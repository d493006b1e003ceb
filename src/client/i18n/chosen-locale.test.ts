import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseLocale,
  getChosenLocale,
  startingLocale,
  subscribeChosenLocale,
  syncDocumentLanguage,
  useChosenLocale,
} from './chosen-locale.ts';

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the test's cookie
  document.cookie = 'lang=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
  useChosenLocale.setState({ locale: 'en' });
  vi.restoreAllMocks();
});

function preferLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('the language to start in', () => {
  it("is the browser's best match on a first visit to a page that says English", () => {
    preferLanguages(['hi-IN', 'en-US']);
    expect(startingLocale()).toBe('hi');
    preferLanguages(['pt-BR']);
    expect(startingLocale()).toBe('en');
  });

  it('is the language the server drew the page in', () => {
    preferLanguages(['en-US']);
    document.documentElement.lang = 'ar';
    expect(startingLocale()).toBe('ar');
  });

  it('is the one chosen in this browser before anything else', () => {
    preferLanguages(['hi-IN']);
    document.documentElement.lang = 'ar';
    localStorage.setItem('lang', 'fr');
    expect(startingLocale()).toBe('fr');
    localStorage.setItem('lang', 'not-ours');
    expect(startingLocale()).toBe('ar');
  });
});

describe('choosing a language', () => {
  it('switches, tells subscribers, and remembers it in localStorage and the lang cookie', () => {
    const heard: string[] = [];
    const stop = subscribeChosenLocale((locale) => heard.push(locale));
    chooseLocale('es');
    chooseLocale('es');
    chooseLocale('ar');
    stop();
    chooseLocale('hi');
    expect(heard).toEqual(['es', 'ar']);
    expect(getChosenLocale()).toBe('hi');
    expect(localStorage.getItem('lang')).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
  });

  it('keeps <html lang dir> the language’s, right to left for Arabic', () => {
    chooseLocale('fr');
    const stop = syncDocumentLanguage();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
    chooseLocale('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    chooseLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
    stop();
  });
});
