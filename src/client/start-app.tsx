import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RENDERED_FOR_ATTRIBUTE } from '#shared/rendered-page.ts';
import { App } from './app/app.tsx';
import { readPageAnswers, seedQueryCache } from './app/page-data.ts';
import { preloadPageFor } from './app/router.tsx';
import { restoreSession } from './features/auth/restore-session.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createBrowserHistory } from './lib/router/history.ts';
import { useAuthStore } from './stores/auth-store.ts';

/** Starts the app in #root (main.tsx imports this module once React DOM has started). */
export function startApp(container: HTMLElement): void {
  // Once per page load, outside React so StrictMode's double effects cannot send it twice.
  void restoreSession();
  const history = createBrowserHistory();
  const queryClient = createQueryClient();

  // #root holds either this very page, rendered by the server with its data for a signed-out
  // visitor, or the prerendered shell of / (scripts/prerender-shell.ts). The first is taken over
  // in place: React attaches to the HTML that is there instead of drawing it again, in a
  // transition, so its work is cut into short tasks and the page answers input meanwhile.
  const rendered =
    container.getAttribute(RENDERED_FOR_ATTRIBUTE) === `${location.pathname}${location.search}`;
  if (rendered && useAuthStore.getState().status === 'signed-out') {
    // A task of its own, after this module's: each stays short (Lighthouse's blocking time).
    setTimeout(() => {
      // The answers the server rendered this page with (src/server/node/rendered-pages.ts).
      seedQueryCache(queryClient, readPageAnswers(document));
      void preloadPageFor(location.pathname).then(() =>
        startTransition(() => {
          hydrateRoot(container, <App queryClient={queryClient} history={history} />, {
            // A text that differs from the server's (an age that ticked over) is drawn again by
            // React and is no error of the page's: noted, not logged as one.
            onRecoverableError: (error) =>
              console.warn('CraftReel: redrawn after the server', error),
          });
        }),
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
