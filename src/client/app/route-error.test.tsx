import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('The kettle boiled over');
}

/** A layout ("Top bar") around a page that fails while it renders, in the app's boundaries. */
function renderFailingPage(withinLayout: boolean) {
  const history = createMemoryHistory(['/broken']);
  const page = <Broken />;
  render(
    <HistoryRouter history={history}>
      <RouteErrorBoundary resetKey="/broken">
        <div>
          <p>Top bar</p>
          {withinLayout ? (
            <RouteErrorBoundary resetKey={history.location.pathname} withinLayout>
              {page}
            </RouteErrorBoundary>
          ) : (
            page
          )}
        </div>
      </RouteErrorBoundary>
    </HistoryRouter>,
  );
  return history;
}

describe('RouteError', () => {
  beforeEach(() => {
    // React reports every error a boundary catches; here that is the point of the test.
    vi.mocked(console.error).mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("keeps React Router's default heading and offers a way home", () => {
    renderFailingPage(false);
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The kettle boiled over')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.queryByText('Top bar')).not.toBeInTheDocument();
  });

  it('shows a failed page inside the layout when asked to', () => {
    renderFailingPage(true);
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Top bar')).toBeInTheDocument();
  });
});

let glueRanOut = true;
function Page() {
  if (glueRanOut) throw new Error('The glue ran out');
  return <p>Next page</p>;
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    vi.mocked(console.error).mockImplementation(() => {});
  });

  it('lets the next page render once the address changes', () => {
    glueRanOut = true;
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a" withinLayout>
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('The glue ran out')).toBeInTheDocument();
    glueRanOut = false;
    act(() =>
      rerender(
        <RouteErrorBoundary resetKey="/a" withinLayout>
          <Page />
        </RouteErrorBoundary>,
      ),
    );
    // Same page: the error screen stays.
    expect(screen.getByText('The glue ran out')).toBeInTheDocument();
    act(() =>
      rerender(
        <RouteErrorBoundary resetKey="/b" withinLayout>
          <Page />
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
  });
});
