import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { MadeCountBadge } from './made-count-badge.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MadeCountBadge', () => {
  it('asks for a page of cards at once and shows how many made each video, none for none', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ counts: { popular: 3, tried: 1 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <p data-testid="popular">
          <MadeCountBadge videoId="popular" />
        </p>
        <p data-testid="tried">
          <MadeCountBadge videoId="tried" />
        </p>
        <p data-testid="quiet">
          <MadeCountBadge videoId="quiet" />
        </p>
      </>,
    );

    expect(await screen.findByText('3 made it')).toHaveClass('made-count-badge');
    expect(screen.getByTestId('tried')).toHaveTextContent(/^1 made it$/);
    expect(screen.getByTestId('quiet')).toBeEmptyDOMElement();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      /\/api\/made\/counts\?videoIds=popular,tried,quiet$/,
    );
  });

  it('shows nothing when the counts cannot be had', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ error: 'down' }, 503));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <p data-testid="card">
        <MadeCountBadge videoId="any" />
      </p>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('card')).toBeEmptyDOMElement();
  });
});
