import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RENDERED_FOR_ATTRIBUTE } from '#shared/rendered-page.ts';
import { App } from './app/app.tsx';
import { preloadPageFor } from './app/router.tsx';
import { restoreSession } from './features/auth/restore-session.ts';
import { activateLocale, withAreas } from './i18n/activate-locale.ts';
import {
  getChosenLocale,
  subscribeChosenLocale,
  syncDocumentLanguage,
} from './i18n/chosen-locale.ts';
import { installErrorTexts } from './lib/error-text.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createBrowserHistory } from './lib/router/history.ts';
import { useAuthStore } from './stores/auth-store.ts';

/**
 * Starts the app in #root (main.tsx imports this module once React DOM has started), in the
 * chosen language (chosen-locale.ts): its core catalogue is fetched first (the areas' come with
 * their pages), so the first render draws what the server rendered, in the same language; a
 * language chosen later is fetched and drawn the same way
 * (docs/decisions/0014-interface-languages.md).
 */
export function startApp(container: HTMLElement): void {
  // Once per page load, outside React so StrictMode's double effects cannot send it twice.
  void restoreSession();
  // Read now, before the catalogue loads: the stored sign-in's check may answer meanwhile, but a
  // page the server rendered stays hidden from a visitor whose sign-in was stored (base.css,
  // `html[data-session="stored"]`) until it is drawn anew for them.
  const signedOutAtStart = useAuthStore.getState().status === 'signed-out';
  // `<html lang dir>` says the chosen language from now on (the server's page says it already;
  // the prerendered shell and the demo's static page say English until here).
  syncDocumentLanguage();
  void activateLocale(getChosenLocale()).then(() => {
    renderApp(container, signedOutAtStart);
    loadErrorTexts();
  });
  subscribeChosenLocale((locale) => void activateLocale(locale));
}

/**
 * The app's words for the API's error codes, with their catalogue (src/client/lib/error-text.ts):
 * after the first render, as the first load of / does without them.
 */
function loadErrorTexts(): void {
  void withAreas(['errors'], () => import('./features/errors/error-texts.ts')).then(
    ({ translateError }) => installErrorTexts(translateError),
  );
}

function renderApp(container: HTMLElement, signedOutAtStart: boolean): void {
  const history = createBrowserHistory();
  const queryClient = createQueryClient();

  // #root holds either this very page, rendered by the server with its data for a signed-out
  // visitor, or the prerendered shell of / (scripts/prerender-shell.ts). The first is taken over
  // in place: React attaches to the HTML that is there instead of drawing it again, in a
  // transition, so its work is cut into short tasks and the page answers input meanwhile.
  const rendered =
    container.getAttribute(RENDERED_FOR_ATTRIBUTE) === `${location.pathname}${location.search}`;
  if (rendered && signedOutAtStart) {
    // A task of its own, after this module's: each stays short (Lighthouse's blocking time).
    setTimeout(() => {
      // The answers the server rendered this page with (src/server/node/rendered-pages.ts), read
      // by page-data.ts with their schemas: imported here, beside the page's own code, as the
      // first load of / carries no zod (scripts/first-load-size.mjs).
      void Promise.all([import('./app/page-data.ts'), preloadPageFor(location.pathname)]).then(
        ([{ readPageAnswers, seedQueryCache }]) => {
          seedQueryCache(queryClient, readPageAnswers(document));
          startTransition(() => {
            hydrateRoot(container, <App queryClient={queryClient} history={history} />, {
              // A text that differs from the server's (an age that ticked over) is drawn again
              // by React and is no error of the page's: noted, not logged as one.
              onRecoverableError: (error) =>
                console.warn('CraftReel: redrawn after the server', error),
            });
          });
        },
      );
    });
  } else {
    // The shell, or a signed-in visitor (the start-up check shows first): drawn anew. A page the
    // server rendered for a signed-out visitor goes first (it was hidden from this one).
    if (rendered) {
      container.replaceChildren();
      container.removeAttribute(RENDERED_FOR_ATTRIBUTE);
    }
    createRoot(container).render(<App queryClient={queryClient} history={history} />);
  }
}
