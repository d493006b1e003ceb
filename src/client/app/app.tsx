import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { LocaleProvider } from '#client/i18n/locale-provider.tsx';
import type { AppHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { AppProviders, StartupGate } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app, as the browser runs it (main.tsx) and as the server renders a page of it
 * (static-shell.tsx): one tree, so a page rendered on the server is what the browser's first
 * render draws, and React can take it over in place (hydration). It speaks the language last
 * activated (src/client/i18n/activate-locale.ts), which both activate before they render it.
 */
export function App({ queryClient, history }: { queryClient: QueryClient; history: AppHistory }) {
  // Marks the page as the app's once it has taken it over (or drawn it): before that, a page
  // from the server is only HTML. End-to-end journeys wait for it (tests/e2e/support/app.ts).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <StrictMode>
      <LocaleProvider>
        <AppProviders queryClient={queryClient}>
          <StartupGate>
            <HistoryRouter history={history}>
              <AppRoutes />
            </HistoryRouter>
          </StartupGate>
        </AppProviders>
      </LocaleProvider>
    </StrictMode>
  );
}
