import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { type AuthState, useAuthStore } from '#client/stores/auth-store.ts';
import { sampleUser } from '#client/testing/fixtures.ts';
import { originOf, RequireAuth, RequireSignedOut } from './require-auth.tsx';

const user = sampleUser;

function setStatus(status: AuthState['status']) {
  useAuthStore.setState({
    status,
    user: status === 'signed-in' ? user : null,
  });
}

function renderAt(entry: string | { path: string; state: unknown }) {
  const history = createMemoryHistory([entry]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HistoryRouter history={history}>
        <Switch>
          <Route path="/">
            <h1>Home page</h1>
          </Route>
          <Route path="/liked">
            <RequireAuth>
              <h1>Liked page</h1>
            </RequireAuth>
          </Route>
          <Route path="/history">
            <RequireAuth>
              <h1>History page</h1>
            </RequireAuth>
          </Route>
          <Route path="/login">
            <RequireSignedOut>
              <h1>Login page</h1>
            </RequireSignedOut>
          </Route>
        </Switch>
      </HistoryRouter>
    </QueryClientProvider>,
  );
  return history;
}

describe('route guards', () => {
  beforeEach(() => setStatus('signed-out'));

  it('sends a signed-out visitor to /login, remembering where they came from', async () => {
    const history = renderAt('/liked?sort=new#top');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toEqual({
      from: { pathname: '/liked', search: '?sort=new', hash: '#top' },
    });
  });

  it('replaces the guarded entry, so Back does not lead to the guard again', async () => {
    const history = createMemoryHistory(['/', '/liked']);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HistoryRouter history={history}>
          <Switch>
            <Route path="/">
              <h1>Home page</h1>
            </Route>
            <Route path="/liked">
              <RequireAuth>
                <h1>Liked page</h1>
              </RequireAuth>
            </Route>
            <Route path="/login">
              <h1>Login page</h1>
            </Route>
          </Switch>
        </HistoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('brings the visitor back to the remembered page once signed in', async () => {
    const history = renderAt('/history');
    await screen.findByRole('heading', { name: 'Login page' });
    act(() => useAuthStore.getState().signIn('tok', user));
    expect(await screen.findByRole('heading', { name: 'History page' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/history');
  });

  it('bounces a signed-in visitor from /login to home when there is no origin', async () => {
    setStatus('signed-in');
    const history = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('bounces a signed-in visitor from /login back to where they came from', async () => {
    setStatus('signed-in');
    renderAt({ path: '/login', state: { from: { pathname: '/liked' } } });
    expect(await screen.findByRole('heading', { name: 'Liked page' })).toBeInTheDocument();
  });

  it('lets a signed-in user into a signed-in page', async () => {
    setStatus('signed-in');
    renderAt('/liked');
    expect(await screen.findByRole('heading', { name: 'Liked page' })).toBeInTheDocument();
  });

  it('waits while the stored sign-in is being checked', async () => {
    setStatus('checking');
    renderAt('/liked');
    expect(
      await screen.findByRole('status', { name: 'Checking your sign-in' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('originOf', () => {
  it('reads path, search and hash from router state', () => {
    expect(originOf({ from: { pathname: '/playlist/p1', search: '?a=1', hash: '' } })).toBe(
      '/playlist/p1?a=1',
    );
  });

  it('falls back to home for missing, foreign or looping origins', () => {
    expect(originOf(undefined)).toBe('/');
    expect(originOf({ from: 'x' })).toBe('/');
    expect(originOf({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(originOf({ from: { pathname: 'https://evil.example/' } })).toBe('/');
    expect(originOf({ from: { pathname: '/login' } })).toBe('/');
    expect(originOf({ from: { pathname: '/signup/' } })).toBe('/');
  });
});
