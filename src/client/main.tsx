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
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('CraftReel: the page has no #root element');

// Once per page load, outside React so StrictMode's double effects cannot send it twice.
void restoreSession();
const history = createBrowserHistory();
const queryClient = createQueryClient();
// The answers the server rendered this page with (src/server/static-site.ts): no second request.
const answers = readPageAnswers(document);
seedQueryCache(queryClient, answers);

const app = <App queryClient={queryClient} history={history} />;
// #root holds either this very page, rendered by the server with its data for a signed-out
// visitor, or the prerendered shell of / (scripts/prerender-shell.ts). The first is taken over
// in place: React attaches to the HTML that is there instead of drawing it again, in a
// transition, so its work is cut into short tasks and the page answers input meanwhile.
const rendered =
  container.getAttribute(RENDERED_FOR_ATTRIBUTE) === `${location.pathname}${location.search}`;
if (rendered && useAuthStore.getState().status === 'signed-out') {
  void preloadPageFor(location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app, {
        // A text that differs from the server's (an age that ticked over) is drawn again by
        // React and is no error of the page's: noted, not logged as one.
        onRecoverableError: (error) => console.warn('CraftReel: redrawn after the server', error),
      });
    }),
  );
} else {
  // The shell, or a signed-in visitor (the start-up check shows first): drawn anew.
  createRoot(container).render(app);
}
