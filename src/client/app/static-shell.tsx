import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { loadMessages } from '#client/i18n/activate-locale.ts';
import { setLocaleForRender } from '#client/i18n/chosen-locale.ts';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/locales.ts';
import { App } from './app.tsx';
import { type PageAnswers, seedQueryCache } from './page-data.ts';
import { pageAreasFor, preloadPageFor } from './router.tsx';

/*
 * The app rendered to HTML, for index.html's #root. This module is built for Node as its own
 * bundle (scripts/prerender-shell.ts writes dist/server/render-page.js): the build renders the
 * shell with it, and the server renders pages with their data (src/server/node/static-site.ts).
 */

export interface PageToRender {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The API answers the page shows, by API path (page-data.ts). */
  answers: PageAnswers;
  /** The interface language to draw it in (the server's choice: the `lang` cookie, else Accept-Language). */
  locale?: Locale | undefined;
}

/**
 * One page as the app's first render draws it in the browser, for a signed-out visitor, with
 * the given answers already in the query cache: what the browser shows before any JavaScript
 * has run, and what the app then takes over in place (main.tsx).
 */
export async function renderPage({
  url,
  answers,
  locale = DEFAULT_LOCALE,
}: PageToRender): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedQueryCache(queryClient, answers);
  const { pathname } = new URL(url, 'http://craftreel.invalid');
  // The language's core catalogue and those of the page's areas (src/client/i18n/catalogue-areas.ts).
  const [messages] = await Promise.all([
    loadMessages(locale, pageAreasFor(pathname)),
    preloadPageFor(pathname),
  ]);
  // Activated and rendered in one synchronous step, with no await between: pages rendered at
  // once in different languages share Lingui's one `i18n` and the one locale store, and none can
  // switch them in between.
  i18n.load(locale, messages);
  i18n.activate(locale);
  setLocaleForRender(locale);
  const html = renderToString(
    <App queryClient={queryClient} history={createMemoryHistory([url])} />,
  );
  queryClient.clear();
  return html;
}

/**
 * The app's first screen at / before any data has come: the top bar, the side and bottom navs
 * and the home page's skeletons, exactly as the app's first render draws them, so the first
 * paint needs no JavaScript and nothing moves when the app replaces it. Built into index.html,
 * the answer for every page the server does not render with data.
 */
export function renderStaticShell(): Promise<string> {
  return renderPage({ url: '/', answers: {} });
}
