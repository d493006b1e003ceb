import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialFilters, useFilterStore } from '#client/stores/filter-store.ts';
import { SearchBox } from './search-box.tsx';

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

describe('SearchBox', () => {
  beforeEach(() => {
    // Only the clock the debounce uses: React's scheduler needs the real setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useFilterStore.setState(initialFilters);
  });
  afterEach(() => vi.useRealTimers());

  it('lower-cases typing, goes home, and searches once typing pauses for 1000 ms', async () => {
    const router = renderAt('/liked');
    const box = screen.getByRole('searchbox', { name: 'Search videos' });

    typeInto(box, 'P');
    act(() => vi.advanceTimersByTime(600));
    typeInto(box, 'Paper');
    expect(box).toHaveValue('paper');
    expect(router.state.location.pathname).toBe('/');
    expect(useFilterStore.getState().searchBy).toBe('');

    act(() => vi.advanceTimersByTime(999));
    expect(useFilterStore.getState().searchBy).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(useFilterStore.getState().searchBy).toBe('paper');
  });

  it('searches at once on Enter', () => {
    renderAt('/');
    typeInto(screen.getByRole('searchbox', { name: 'Search videos' }), 'Clay');
    act(() => {
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(useFilterStore.getState().searchBy).toBe('clay');
  });

  it('empties itself when the filters are reset elsewhere', () => {
    renderAt('/');
    const box = screen.getByRole('searchbox', { name: 'Search videos' });
    typeInto(box, 'bottle');
    act(() => vi.advanceTimersByTime(1000));
    expect(useFilterStore.getState().searchBy).toBe('bottle');
    act(() => useFilterStore.getState().dispatch({ type: 'ALL' }));
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(useFilterStore.getState().searchBy).toBe('');
  });
});
