import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { toast, useToastStore } from '#client/stores/toast-store.ts';
import { startSignedOut } from '#client/testing/session.ts';
import { AppProviders } from './providers.tsx';
import { RootLayout } from './root-layout.tsx';

function renderLayout(path = '/liked') {
  const history = createMemoryHistory([path]);
  render(
    <AppProviders>
      <HistoryRouter history={history}>
        <RootLayout>
          <p>Page body</p>
        </RootLayout>
      </HistoryRouter>
    </AppProviders>,
  );
  return history;
}

const NAV_LABELS = ['Home', 'Playlist', 'Liked', 'Watch Later', 'History', 'Projects', 'Following'];

describe('RootLayout', () => {
  beforeEach(() => {
    // No live server in unit tests: any stray request from the page fails fast.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errors":["offline"]}', { status: 503 })),
    );
    startSignedOut();
    useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has a banner, a main region and two differently named navs listing the seven places', () => {
    renderLayout('/liked');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    for (const navName of ['Main menu', 'Bottom navigation']) {
      const nav = screen.getByRole('navigation', { name: navName, hidden: true });
      const links = within(nav).getAllByRole('link', { hidden: true });
      expect(links.slice(0, 7).map((link) => link.textContent)).toEqual(NAV_LABELS);
      expect(within(nav).getByRole('link', { name: 'Liked', hidden: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute(
        'aria-current',
      );
    }
  });

  it('gives focus to the new page when navigation removed the focused control', async () => {
    const history = renderLayout('/liked');
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    button.remove(); // as a submitted form's button goes when its page does
    expect(document.activeElement).toBe(document.body);
    act(() => history.navigate('/history'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves focus where it is when navigation kept it (the search box navigates as you type)', async () => {
    const history = renderLayout('/liked');
    const search = screen.getByRole('searchbox', { name: 'Search videos' });
    search.focus();
    act(() => history.navigate('/'));
    expect(document.activeElement).toBe(search);
  });

  it('opens the side menu with its toggle and closes it with Escape, focus back on the toggle', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('aria-label', 'Main menu');

    // Hold animation frames back, as a busy machine does, so Escape comes before the frame
    // that would move focus into the drawer.
    const frames = new Map<number, FrameRequestCallback>();
    let nextFrame = 1;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.set(nextFrame, callback);
      return nextFrame++;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames.delete(id);
    });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    act(() => {
      for (const callback of frames.values()) callback(performance.now());
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('docks the menu open on a wide screen and tucks it away on a small one, toggles holding', async () => {
    const listeners = new Set<() => void>();
    let wide = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('min-width') ? wide : false;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    const resize = (toWide: boolean) =>
      act(() => {
        wide = toWide;
        for (const listener of listeners) listener();
      });
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    resize(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The last toggle was made on a small screen: a wide one docks the menu open again.
    resize(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the small-screen drawer after following one of its links', async () => {
    const user = userEvent.setup();
    const history = renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'History' }));
    expect(history.location.pathname).toBe('/history');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows toasts in a polite live region', () => {
    renderLayout('/');
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => toast('Playlist Created'));
    expect(region).toHaveTextContent('Playlist Created');
  });
});
