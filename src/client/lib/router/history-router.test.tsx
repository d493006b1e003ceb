import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Switch, useParams, useSearchParams } from 'wouter';
import { NavigationProgress } from '#client/components/layouts/navigation-progress.tsx';
import { createMemoryHistory } from './history.ts';
import { HistoryRouter } from './history-router.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** A lazy page whose code arrives when the test says so. */
function deferredPage(text: string) {
  let arrive: () => void = () => {};
  const loaded = new Promise<{ default: () => React.ReactNode }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>{text}</h1> });
  });
  return { Page: lazy(() => loaded), arrive: () => act(async () => arrive()) };
}

function Video() {
  const { videoId } = useParams();
  const [params] = useSearchParams();
  return (
    <h1>
      Video {videoId} at {params.get('t')}
    </h1>
  );
}

describe('HistoryRouter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('matches paths, reads params and search, and follows links and Back', () => {
    const history = createMemoryHistory(['/']);
    render(
      <HistoryRouter history={history}>
        <Switch>
          <Route path="/">
            <Link to="/video/v=abc?t=42">Open</Link>
          </Route>
          <Route path="/video/:videoId">
            <Video />
          </Route>
        </Switch>
      </HistoryRouter>,
    );
    act(() => screen.getByRole('link', { name: 'Open' }).click());
    expect(screen.getByRole('heading')).toHaveTextContent('Video v=abc at 42');
    act(() => history.go(-1));
    expect(screen.getByRole('link', { name: 'Open' })).toBeInTheDocument();
  });

  it('keeps the page on screen, with the progress bar, until the next page has loaded', async () => {
    const next = deferredPage('Liked page');
    const history = createMemoryHistory(['/']);
    const { container } = render(
      <HistoryRouter history={history}>
        <NavigationProgress />
        <Suspense fallback={<p>Skeleton</p>}>
          <Switch>
            <Route path="/">
              <h1>Home page</h1>
            </Route>
            <Route path="/liked">
              <next.Page />
            </Route>
          </Switch>
        </Suspense>
      </HistoryRouter>,
    );
    const progressBar = () => container.querySelector('.navigation-progress');
    expect(progressBar()).toBeNull();

    act(() => history.navigate('/liked'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Skeleton')).not.toBeInTheDocument();
    expect(progressBar()).not.toBeNull();

    await next.arrive();
    expect(screen.getByRole('heading', { name: 'Liked page' })).toBeInTheDocument();
    expect(progressBar()).toBeNull();
  });

  it('shows the skeleton while the first page’s code loads', async () => {
    const first = deferredPage('Liked page');
    render(
      <HistoryRouter history={createMemoryHistory(['/liked'])}>
        <Suspense fallback={<p>Skeleton</p>}>
          <first.Page />
        </Suspense>
      </HistoryRouter>,
    );
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
    await first.arrive();
    expect(screen.getByRole('heading', { name: 'Liked page' })).toBeInTheDocument();
  });
});

describe('ScrollRestoration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a new page at the top and brings Back to where the page was scrolled', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    const history = createMemoryHistory(['/']);
    render(
      <HistoryRouter history={history}>
        <ScrollRestoration />
      </HistoryRouter>,
    );
    // Opening the app leaves the scroll where the browser put it.
    expect(scrollTo).not.toHaveBeenCalled();

    scrollY.mockReturnValue(1200);
    act(() => history.navigate('/video/abc'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollY.mockReturnValue(300);
    act(() => history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    act(() => history.go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});
