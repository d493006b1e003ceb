import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { startSignedOut } from '#client/testing/session.ts';
import { TopBar } from './top-bar.tsx';

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return <TopBar isMenuOpen={isOpen} onToggleMenu={() => setIsOpen((open) => !open)} />;
}

function renderTopBar() {
  const history = createMemoryHistory(['/video/abc?t=1#about']);
  render(
    <HistoryRouter history={history}>
      <Harness />
    </HistoryRouter>,
  );
  return history;
}

describe('TopBar', () => {
  beforeEach(() => {
    startSignedOut();
  });

  it('names the product, links it home and toggles the side menu', async () => {
    renderTopBar();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CraftReel' })).toHaveAttribute('href', '/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'side-menu');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers Login when signed out, remembering the current page', async () => {
    const history = renderTopBar();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await userEvent.click(login);
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toEqual({
      from: { pathname: '/video/abc', search: '?t=1', hash: '#about' },
    });
  });

  it('offers Profile when signed in', () => {
    useAuthStore.setState({ status: 'signed-in' });
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
