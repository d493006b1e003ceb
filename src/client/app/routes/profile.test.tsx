import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastBar } from '#client/components/ui/toast-bar.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { useToastStore } from '#client/stores/toast-store.ts';
import { RequireAuth } from '../require-auth.tsx';
import { ProfileRoute } from './profile.tsx';

function renderProfile(path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['likes'], [{ _id: 'v1' }]);
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/profile', element: <ProfileRoute /> },
          { path: '/profile/:profileAction', element: <ProfileRoute /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastBar />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

describe('ProfileRoute', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    useAuthStore.setState({
      status: 'signed-in',
      authToken: 'tok',
      isLoading: false,
      user: {
        _id: 'u1',
        email: 'asha@example.com',
        firstName: 'Asha',
        lastName: 'Rao',
        createdAt: '2026-01-01T10:00:00+00:00',
        updatedAt: '2026-01-01T10:00:00+00:00',
      },
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
    // Logout navigates with flushSync, which only main.tsx's RouterProvider from react-router/dom
    // honours; under Vitest that import loads a second copy of the router, so the test keeps the
    // plain one and silences its note about the missing flushSync.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router, queryClient } = renderProfile('/profile/settings');
    expect(document.title).toBe('CraftReel | Settings');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      authToken: '',
    });
    expect(queryClient.getQueryData(['likes'])).toBeUndefined();
  });
});
