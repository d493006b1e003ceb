import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '#client/stores/toast-store.ts';
import { jsonResponse } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { PlaylistVisibility } from '#shared/schemas/playlist.schema.ts';
import { PlaylistSharing } from './playlist-sharing.tsx';

/** The owner's sharing controls for a playlist of `visibility`, over a server that takes PATCH. */
function setup(visibility?: PlaylistVisibility) {
  startSignedIn();
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { playlist: { visibility: string } };
    return jsonResponse({
      playlist: { _id: 'p1', title: 'Rainy', visibility: body.playlist.visibility, videos: [] },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PlaylistSharing playlist={{ _id: 'p1', title: 'Rainy', visibility }} />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
  useToastStore.getState().close();
});

describe('PlaylistSharing', () => {
  it('shows a private playlist as private, with no link to copy', () => {
    setup();
    expect(screen.getByRole('combobox', { name: 'Who can open it' })).toHaveValue('private');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('sends the chosen visibility and says the playlist is updated', async () => {
    const { fetchMock, user } = setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Who can open it' }),
      'Unlisted: anyone with the link',
    );
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Playlist Updated'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/user/playlists/p1');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ playlist: { visibility: 'unlisted' } });
  });

  it('copies the playlist’s link when others may open it', async () => {
    const { user } = setup('public');
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/playlist/p1`);
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Link copied'));
  });
});
