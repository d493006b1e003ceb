import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, StartupGate } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { restoreSession } from './features/auth/restore-session.ts';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('CraftReel: the page has no #root element');

// Once per page load, outside React so StrictMode's double effects cannot send it twice.
void restoreSession();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProviders>
  </StrictMode>,
);
