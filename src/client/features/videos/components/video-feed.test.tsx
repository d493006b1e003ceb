import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadWindowedVideoGrid } from '#client/components/video-card/virtual-video-grid.tsx';
import { NO_FILTERS } from '#client/lib/home-filters.ts';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import type { VideosPage } from '#shared/schemas/video.schema.ts';
import type { VideoFilters } from '#shared/schemas/video-filters.schema.ts';
import { VideoFeed } from './video-feed.tsx';

/** More than the one page of cards the grid renders whole. */
const PAGE = 60;
/** Layout jsdom does not do: the grid is 1000 px wide (3 columns) and every row 300 px high. */
const GRID_WIDTH = 1000;
const ROW_HEIGHT = 300;

function page(from: number, nextCursor: string | null): VideosPage {
  return {
    videos: Array.from({ length: PAGE }, (_, i) =>
      makeVideo({ _id: `v${from + i}`, title: `Video ${from + i}`, videoLink: `link-${from + i}` }),
    ),
    nextCursor,
  };
}

/** An IntersectionObserver the test drives: `intersect()` says the sentinel came into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  intersect() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    // The fake has only the members the feed calls, not the whole IntersectionObserver.
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function intersectSentinel() {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) observer.intersect();
  });
}

function renderFeed(filters: VideoFilters = {}, onClearCraft = () => {}) {
  return renderWithProviders(
    <HistoryRouter history={createMemoryHistory(['/'])}>
      <VideoFeed
        filters={{ ...NO_FILTERS, ...filters }}
        onShowAll={() => {}}
        onClearCraft={onClearCraft}
      />
    </HistoryRouter>,
  );
}

// The windowed grid, as main.tsx has it fetched when the app starts.
beforeAll(async () => {
  await preloadWindowedVideoGrid();
});

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const height = this.tagName === 'LI' ? ROW_HEIGHT : 0;
    return {
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: GRID_WIDTH,
      bottom: height,
      width: GRID_WIDTH,
      height,
      toJSON: () => ({}),
    };
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'LI' ? ROW_HEIGHT : 0;
  });
  // jsdom has no scrolling; the virtualizer may ask to scroll to keep things in place.
  vi.stubGlobal('scrollTo', () => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('VideoFeed', () => {
  it('keeps only a window of the cards in the DOM, each telling its place', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(page(0, 'cursor-2'))),
    );
    renderFeed();
    const grid = await screen.findByRole('list', { name: 'Videos' });
    const items = within(grid).getAllByRole('listitem');
    // 768 px of window over 300 px rows of 3 cards: a few rows and the overscan, not 60 cards.
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(18);
    expect(items.length % 3).toBe(0);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    // More may follow, so the set's size is not known yet.
    expect(items[0]).toHaveAttribute('aria-setsize', '-1');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Video 0' })).toBeVisible();
    expect(grid.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
  });

  it('loads the next page when the sentinel comes into view, showing a loader meanwhile', async () => {
    let answerSecond: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (String(input).includes('cursor=cursor-2')) {
        return new Promise<Response>((resolve) => {
          answerSecond = resolve;
        });
      }
      return jsonResponse(page(0, 'cursor-2'));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderFeed();
    await screen.findByRole('list', { name: 'Videos' });
    expect(screen.queryByText('Loading more videos…')).not.toBeInTheDocument();

    intersectSentinel();
    const loader = await screen.findByText('Loading more videos…');
    // Announced politely, from a live region that was there before the text came.
    expect(loader.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/videos?cursor=cursor-2', expect.anything());
    // While a page loads, another sighting of the sentinel asks for nothing more.
    intersectSentinel();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await act(async () => answerSecond(jsonResponse(page(PAGE, null))));
    await vi.waitFor(() =>
      expect(screen.queryByText('Loading more videos…')).not.toBeInTheDocument(),
    );
    // The last page is in: the set's size is known, and there is nothing more to load.
    const items = within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-setsize', String(2 * PAGE));
    expect(items.length).toBeLessThanOrEqual(18);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('goes on to the next page when one comes in with the end still near', async () => {
    // The observer speaks once (the sentinel came near) and never again: it stays near, as when
    // the browser's scroll anchoring keeps the loader in view while the list grows above it.
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('cursor=cursor-3')) return jsonResponse(page(2 * PAGE, null));
      if (url.includes('cursor=cursor-2')) return jsonResponse(page(PAGE, 'cursor-3'));
      return jsonResponse(page(0, 'cursor-2'));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderFeed();
    await screen.findByRole('list', { name: 'Videos' });

    intersectSentinel();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/videos?cursor=cursor-3', expect.anything());
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    const items = within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-setsize', String(3 * PAGE));
  });

  it('does not ask for a page that failed again by itself; Load more does', async () => {
    let failing = true;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (!String(input).includes('cursor=')) return jsonResponse(page(0, 'cursor-2'));
      if (failing) return jsonResponse({ errors: ['Something went wrong'] }, 500);
      return jsonResponse(page(PAGE, null));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderFeed();
    await screen.findByRole('list', { name: 'Videos' });

    intersectSentinel();
    const nextPageCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('cursor=')).length;
    // It fails (tests do not retry), with the end still near.
    await vi.waitFor(() => expect(nextPageCalls()).toBe(1));
    await vi.waitFor(() =>
      expect(screen.queryByText('Loading more videos…')).not.toBeInTheDocument(),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(nextPageCalls()).toBe(1);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(nextPageCalls()).toBe(2);
  });

  it('keeps a Load more button for keyboards and assistive tech', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      jsonResponse(String(input).includes('cursor=') ? page(PAGE, null) : page(0, 'cursor-2')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('VideoFeed with project filters', () => {
  it('asks the server with them, and says when no project matches, offering to clear them', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ videos: [], nextCursor: null } satisfies VideosPage),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClearCraft = vi.fn();
    renderFeed(
      { category: 'paintings', difficulty: 'beginner', time: '30-60', material: 'Card stock' },
      onClearCraft,
    );
    expect(await screen.findByText('No projects match these filters')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/videos?category=paintings&difficulty=beginner&time=30-60&material=Card+stock',
      expect.anything(),
    );
    screen.getByRole('button', { name: 'Clear project filters' }).click();
    expect(onClearCraft).toHaveBeenCalledOnce();
  });
});
