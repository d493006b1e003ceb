import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '#client/stores/modal-store.ts';
import { useToastStore } from '#client/stores/toast-store.ts';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { Playlist, PlaylistSummary } from '#shared/schemas/playlist.schema.ts';
import { PlaylistModal } from './playlist-modal.tsx';

const video = makeVideo();

const alpha: Playlist = { _id: 'p1', title: 'Alpha', videos: [video] };
const beta: Playlist = { _id: 'p2', title: 'Beta', videos: [] };

/** What the summaries answer for a playlist, asked about `video`. */
const summaryOf = (playlist: Playlist): PlaylistSummary => ({
  _id: playlist._id,
  title: playlist.title,
  videoCount: playlist.videos.length,
  firstVideo: playlist.videos[0] ?? null,
  holdsVideo: playlist.videos.some((item) => item._id === video._id),
});

/** 50 more playlists without the video: a second page, which only the end of the list loads. */
const more = Array.from({ length: 50 }, (_, i) =>
  summaryOf({ _id: `m${i}`, title: `More ${i}`, videos: [] }),
);

/** A server for the two playlists: writes change what later reads answer. */
function setup() {
  startSignedIn();
  const server = { alpha: { ...alpha }, beta: { ...beta } };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/api/user/playlists/p2')) {
      server.beta = { ...beta, videos: [video] };
      return jsonResponse({ playlist: server.beta }, 201);
    }
    if (init?.method === 'DELETE' && url.endsWith('/api/user/playlists/p1/v1')) {
      server.alpha = { ...alpha, videos: [] };
      return jsonResponse({ playlist: server.alpha, undo: 'undo-token' });
    }
    const params = new URL(url, 'http://localhost').searchParams;
    if (params.get('cursor') === 'page-2') {
      return jsonResponse({ playlists: more, nextCursor: null, total: 52 });
    }
    return jsonResponse({
      playlists: [summaryOf(server.alpha), summaryOf(server.beta)],
      nextCursor: 'page-2',
      total: 52,
    });
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
  return { user, queryClient, fetchMock, server };
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

  it('asks the server about this video, and loads more playlists on Load more', async () => {
    const { user, fetchMock } = setup();
    act(() => useModalStore.getState().open(video));
    const dialog = screen.getByRole('dialog', { name: 'Save to' });
    await within(dialog).findByRole('checkbox', { name: /Alpha/ });
    const [first] = fetchMock.mock.calls;
    expect(String(first?.[0])).toContain(
      `/api/user/playlist-summaries?limit=48&videoId=${video._id}`,
    );
    expect(within(dialog).queryByRole('checkbox', { name: /More 0/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('checkbox', { name: /More 49/ })).not.toBeChecked();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(52);
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('adds the video when a box is ticked and stores the playlist the server answered', async () => {
    const { user, queryClient } = setup();
    act(() => useModalStore.getState().open(video));
    const box = await screen.findByRole('checkbox', { name: /Beta/ });
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Added in Beta playlist'));
    expect(box).toBeChecked();
    expect(
      queryClient.getQueryData<{ pages: { playlists: PlaylistSummary[] }[] }>([
        'user',
        'playlists',
        'summaries',
        video._id,
      ])?.pages[0]?.playlists,
    ).toEqual([summaryOf(alpha), summaryOf({ ...beta, videos: [video] })]);
    expect(queryClient.getQueryData(['user', 'playlists', 'p2'])).toEqual({
      pages: [{ playlist: { ...beta, videos: [video] }, nextCursor: null, total: 1 }],
      pageParams: [undefined],
    });
  });

  it('ticks the box the moment it is clicked, before the server answers', async () => {
    const { fetchMock, server } = setup();
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

    server.beta = { ...beta, videos: [video] };
    answer(jsonResponse({ playlist: server.beta }, 201));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Added in Beta playlist'));
    expect(box).toBeChecked();
  });

  it('removes the video when a ticked box is unticked', async () => {
    const { user } = setup();
    act(() => useModalStore.getState().open(video));
    const box = await screen.findByRole('checkbox', { name: /Alpha/ });
    await user.click(box);
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Removed from Alpha playlist'));
    expect(useToastStore.getState().action?.label).toBe('Undo');
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

  it('starts with focus on the first playlist’s box, and hands it back to the opener', async () => {
    const { user } = setup();
    const opener = screen.getByRole('button', { name: 'Playlist' });
    opener.focus();
    act(() => useModalStore.getState().open(video));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Alpha/ })).toHaveFocus());
    act(() => useModalStore.getState().close());
    expect(opener).toHaveFocus();

    // Opened again, the playlists are there at once (cached): the same start, the same return.
    act(() => useModalStore.getState().open(video));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Alpha/ })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('starts with focus on the name field when there are no playlists', async () => {
    setup();
    vi.mocked(fetch).mockImplementation(async () =>
      jsonResponse({ playlists: [], nextCursor: null, total: 0 }),
    );
    act(() => useModalStore.getState().open(video));
    await screen.findByText('No playlists yet. Name your first one below.');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Playlist name' })).toHaveFocus(),
    );
  });
});
