import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/liked', element: <SearchBox /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// fireEvent rather than user-event: user-event waits on setTimeout, which these tests freeze.
const typeInto = (box: HTMLElement, value: string) =>
  act(() => {
    fireEvent.change(box, { target: { value } });
  });

const searchOf = (router: ReturnType<typeof renderAt>) =>
  new URLSearchParams(router.state.location.search).get('search');

describe('SearchBox', () => {
  beforeEach(() => {
    // Only the clock the debounce uses: React's scheduler needs the real setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('lower-cases typing, goes home, and searches once typing pauses for 1000 ms', async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
    const router = renderAt('/liked');
    const box = screen.getByRole('searchbox', { name: 'Search videos' });

    typeInto(box, 'P');
    act(() => vi.advanceTimersByTime(600));
    typeInto(box, 'Paper');
    expect(box).toHaveValue('paper');
    expect(router.state.location.pathname).toBe('/');
    expect(searchOf(router)).toBeNull();

    act(() => vi.advanceTimersByTime(999));
    expect(searchOf(router)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/');
    expect(searchOf(router)).toBe('paper');
    expect(box).toHaveValue('paper');
  });

  it('searches at once on Enter, keeping the chosen category', () => {
    const router = renderAt('/?category=paintings');
    typeInto(screen.getByRole('searchbox', { name: 'Search videos' }), 'Clay');
    act(() => {
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(router.state.location.search).toBe('?category=paintings&search=clay');
  });

  it('shows the search of the address, and follows it back and forth', async () => {
    const router = renderAt('/?search=bottle');
    const box = screen.getByRole('searchbox', { name: 'Search videos' });
    expect(box).toHaveValue('bottle');

    typeInto(box, 'bottle cap');
    act(() => vi.advanceTimersByTime(1000));
    expect(searchOf(router)).toBe('bottle cap');

    await act(() => router.navigate(-1));
    expect(box).toHaveValue('bottle');
    // All (or any link home) clears the address, and with it the box.
    await act(() => router.navigate('/'));
    expect(box).toHaveValue('');
  });
});
