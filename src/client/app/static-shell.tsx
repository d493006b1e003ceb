import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app's first screen at /, as HTML, for index.html's #root (rendered at build time by
 * scripts/prerender-shell.ts): the top bar, the side and bottom navs and the home page's
 * skeletons, exactly as the app's own first render draws them before any data has come, so
 * the first paint needs no JavaScript and nothing moves when createRoot replaces it. A
 * signed-out visitor with no data: the only state there is before the app has run.
 */
export function renderStaticShell(): string {
  return renderToString(
    <AppProviders queryClient={new QueryClient()}>
      <HistoryRouter history={createMemoryHistory(['/'])}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  );
}
