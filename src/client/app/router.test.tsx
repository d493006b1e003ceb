import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { startSignedOut } from '#client/testing/session.ts';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

function renderApp(path: string) {
  const history = createMemoryHistory([path]);
  render(
    <AppProviders>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  );
  return history;
}

describe('app routes', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errors":["offline"]}', { status: 503 })),
    );
    startSignedOut();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows Page Not Found with a way back home for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To home' })).toHaveAttribute('href', '/');
    // The title is set in an effect, which may run a moment after the heading appears.
    await waitFor(() => expect(document.title).toBe('CraftReel | Page Not Found'));
  });

  it('sends a signed-out visitor from a signed-in page to the login form', async () => {
    const history = renderApp('/watchlater');
    expect(
      await screen.findByRole('heading', { name: 'Login' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_CREDENTIALS.email);
    // The title is set in an effect, which may run a moment after the heading appears.
    await waitFor(() => expect(document.title).toBe('CraftReel | Login'));
  });

  it('opens the signup page for visitors', async () => {
    renderApp('/signup');
    expect(
      await screen.findByRole('heading', { name: 'Sign up' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The title is set in an effect, which may run a moment after the heading appears.
    await waitFor(() => expect(document.title).toBe('CraftReel | Sign up'));
  });
});
