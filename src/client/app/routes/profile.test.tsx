import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { ToastBar } from '#client/components/ui/toast-bar.tsx';
import { LOGOUT_BUSY_MS } from '#client/features/auth/hooks/use-logout.ts';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { useToastStore } from '#client/stores/toast-store.ts';
import { sampleUser } from '#client/testing/fixtures.ts';
import { startSignedIn } from '#client/testing/session.ts';
import { RequireAuth } from '../require-auth.tsx';
import { ProfileRoute } from './profile.tsx';

function renderProfile(path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['likes'], [{ _id: 'v1' }]);
  const history = createMemoryHistory([path]);
  render(
    <QueryClientProvider client={queryClient}>
      <HistoryRouter history={history}>
        <Switch>
          <Route path="/">
            <h1>Home page</h1>
          </Route>
          <Route path="/login">
            <h1>Login page</h1>
          </Route>
          <Route path="/profile">
            <RequireAuth>
              <ProfileRoute />
            </RequireAuth>
          </Route>
          <Route path="/profile/:profileAction">
            <RequireAuth>
              <ProfileRoute />
            </RequireAuth>
          </Route>
        </Switch>
      </HistoryRouter>
      <ToastBar />
    </QueryClientProvider>,
  );
  return { history, queryClient };
}

describe('ProfileRoute', () => {
  beforeEach(() => {
    startSignedIn('tok', {
      ...sampleUser,
      email: 'asha@example.com',
      firstName: 'Asha',
      lastName: 'Rao',
    });
    useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
  });

  it('shows the user details under User', () => {
    renderProfile('/profile');
    expect(document.title).toBe('CraftReel | Profile');
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Name').nextElementSibling).toHaveTextContent('Asha Rao');
    expect(screen.getByText('Email Id').nextElementSibling).toHaveTextContent('asha@example.com');
  });

  it('shows User details for any action other than settings', () => {
    renderProfile('/profile/whatever');
    expect(screen.getByText('Email Id')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('logs out from Settings: token, auth and cached lists cleared, then home', async () => {
    const { history, queryClient } = renderProfile('/profile/settings');
    expect(document.title).toBe('CraftReel | Settings');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('logged out successfully')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
    });
    expect(queryClient.getQueryData(['likes'])).toBeUndefined();
    // The auth buttons stay busy for a second after a logout (docs/product.md, "Timings").
    expect(LOGOUT_BUSY_MS).toBe(1000);
    expect(queryClient.isMutating({ mutationKey: ['auth'] })).toBe(1);
    await waitFor(() => expect(queryClient.isMutating()).toBe(0), { timeout: 3000 });
  });
});
