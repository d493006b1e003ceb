import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '#client/stores/modal-store.ts';
import { useToastStore } from '#client/stores/toast-store.ts';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { Playlist } from '#shared/schemas/playlist.schema.ts';
import { PlaylistModal } from './playlist-modal.tsx';

const video = makeVideo();

const alpha: Playlist = { _id: 'p1', title: 'Alpha', videos: [video] };
const beta: Playlist = { _id: 'p2', title: 'Beta', videos: [] };

function setup() {
  startSignedIn();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/api/user/playlists/p2')) {
      return jsonResponse({ playlist: { ...beta, videos: [video] } }, 201);
    }
    if (init?.method === 'DELETE' && url.endsWith('/api/user/playlists/p1/v1')) {
      return jsonResponse({ playlist: { ...alpha, videos: [] } });
    }
    return jsonResponse({ playlists: [alpha, beta] });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <button type="button">Playlist</button>
      <PlaylistModal />
    </QueryClientProvider>,
  );
  return { user, queryClient, fetchMock };
}

beforeEach(() => {
  useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useModalStore.getState().close());
  startSignedOut();
});

describe('PlaylistModal', () => {
  it('lists the playlists, ticked where the video already is', async () => {
    setup();
    act(() => useModalStore.getState().open(video));
    const dialog = screen.getByRole('dialog', { name: 'Save to' });
    expect(await within(dialog).findByRole('checkbox', { name: /Alpha/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Beta/ })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Playlist name' })).toBeInTheDocument();
  });

  it('adds the video when a box is ticked and replaces that playlist in the list', async () => {
    const { user, queryClient } = setup();
    act(() => useModalStore.getState().open(video));
    const box = await screen.findByRole('checkbox', { name: /Beta/ });
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Added in Beta playlist'));
    expect(queryClient.getQueryData(['user', 'playlists'])).toEqual([
      alpha,
      { ...beta, videos: [video] },
    ]);
  });

  it('ticks the box the moment it is clicked, before the server answers', async () => {
    const { fetchMock } = setup();
    act(() => useModalStore.getState().open(video));
    const box = await screen.findByRole('checkbox', { name: /Beta/ });
    let answer: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    fetchMock.mockImplementationOnce(() => held);

    // fireEvent, not user-event: no timer may run between the click and the check.
    fireEvent.click(box);
    expect(box).toBeChecked();

    answer(jsonResponse({ playlist: { ...beta, videos: [video] } }, 201));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Added in Beta playlist'));
    expect(box).toBeChecked();
  });

  it('removes the video when a ticked box is unticked', async () => {
    const { user } = setup();
    act(() => useModalStore.getState().open(video));
    const box = await screen.findByRole('checkbox', { name: /Alpha/ });
    await user.click(box);
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Removed from Alpha playlist'));
    expect(box).not.toBeChecked();
  });

  it('closes with the × button and hands focus back to the opener', async () => {
    const { user } = setup();
    const opener = screen.getByRole('button', { name: 'Playlist' });
    opener.focus();
    act(() => useModalStore.getState().open(video));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useModalStore.getState().video).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
