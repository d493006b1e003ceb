import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, StartupGate } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { preloadWindowedVideoGrid } from './components/video-card/virtual-video-grid.tsx';
import { restoreSession } from './features/auth/restore-session.ts';
import { createBrowserHistory } from './lib/router/history.ts';
import { HistoryRouter } from './lib/router/history-router.tsx';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('CraftReel: the page has no #root element');

// Once per page load, outside React so StrictMode's double effects cannot send it twice.
void restoreSession();
// Not needed for the first paint, so not in the first load: fetched beside the first requests.
void preloadWindowedVideoGrid();
const history = createBrowserHistory();

// #root holds the prerendered shell (vite.config.ts); this first render replaces it.
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <StartupGate>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </StartupGate>
    </AppProviders>
  </StrictMode>,
);
