import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { VIDEO_FILTER_LIMITS } from '#shared/schemas/video-filters.schema.ts';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box.tsx';

function renderAt(path: string) {
  const history = createMemoryHistory([path]);
  render(
    <HistoryRouter history={history}>
      <Switch>
        <Route path="/">
          <SearchBox />
        </Route>
        <Route path="/liked">
          <SearchBox />
        </Route>
      </Switch>
    </HistoryRouter>,
  );
  return history;
}

// fireEvent rather than user-event: user-event waits on setTimeout, which these tests freeze.
const typeInto = (box: HTMLElement, value: string) =>
  act(() => {
    fireEvent.change(box, { target: { value } });
  });

const searchOf = (history: ReturnType<typeof renderAt>) =>
  new URLSearchParams(history.location.search).get('search');

describe('SearchBox', () => {
  beforeEach(() => {
    // Only the clock the debounce uses: React's scheduler needs the real setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('lower-cases typing, goes home, and searches once typing pauses for 1000 ms', async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
    const history = renderAt('/liked');
    const box = screen.getByRole('searchbox', { name: 'Search videos' });

    typeInto(box, 'P');
    act(() => vi.advanceTimersByTime(600));
    typeInto(box, 'Paper');
    expect(box).toHaveValue('paper');
    expect(history.location.pathname).toBe('/');
    expect(searchOf(history)).toBeNull();

    act(() => vi.advanceTimersByTime(999));
    expect(searchOf(history)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(history.location.pathname).toBe('/');
    expect(searchOf(history)).toBe('paper');
    expect(box).toHaveValue('paper');
  });

  it('searches at once on Enter, keeping the chosen category', () => {
    const history = renderAt('/?category=paintings');
    typeInto(screen.getByRole('searchbox', { name: 'Search videos' }), 'Clay');
    act(() => {
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(history.location.search).toBe('?category=paintings&search=clay');
  });

  it('shows the search of the address, and follows it back and forth', async () => {
    const history = renderAt('/?search=bottle');
    const box = screen.getByRole('searchbox', { name: 'Search videos' });
    expect(box).toHaveValue('bottle');

    typeInto(box, 'bottle cap');
    act(() => vi.advanceTimersByTime(1000));
    expect(searchOf(history)).toBe('bottle cap');

    act(() => history.go(-1));
    expect(box).toHaveValue('bottle');
    // All (or any link home) clears the address, and with it the box.
    act(() => history.navigate('/'));
    expect(box).toHaveValue('');
  });

  it('takes no more text than the API searches for, so a long search is never dropped', () => {
    renderAt('/');
    const box = screen.getByRole('searchbox', { name: 'Search videos' });
    expect(box).toHaveAttribute('maxlength', String(VIDEO_FILTER_LIMITS.search));
    expect(VIDEO_FILTER_LIMITS.search).toBe(100);
  });
});
