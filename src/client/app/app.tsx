import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { AppHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { AppProviders, StartupGate } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app, as the browser runs it (main.tsx) and as the server renders a page of it
 * (static-shell.tsx): one tree, so a page rendered on the server is what the browser's first
 * render draws, and React can take it over in place (hydration).
 */
export function App({ queryClient, history }: { queryClient: QueryClient; history: AppHistory }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StartupGate>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </StartupGate>
      </AppProviders>
    </StrictMode>
  );
}
