import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error.tsx';

function renderFailingPage(withinLayout: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <div>
            <p>Top bar</p>
            <Outlet />
          </div>
        ),
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          {
            path: 'broken',
            // A loader failure reaches the error element without a React render error.
            loader: () => {
              throw new Error('The kettle boiled over');
            },
            element: <p>never shown</p>,
            ...(withinLayout ? { errorElement: <RouteError withinLayout /> } : {}),
          },
        ],
      },
    ],
    { initialEntries: ['/broken'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it("keeps React Router's default heading and offers a way home", async () => {
    renderFailingPage(false);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The kettle boiled over')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Top bar')).not.toBeInTheDocument();
  });

  it('shows a failed page inside the layout when asked to', async () => {
    renderFailingPage(true);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Top bar')).toBeInTheDocument();
  });
});
