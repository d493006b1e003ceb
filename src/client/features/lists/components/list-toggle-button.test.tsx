import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '#client/stores/toast-store.ts';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { ListToggleButton } from './list-toggle-button.tsx';

const video = makeVideo();

function renderButton(list: 'likes' | 'watchlater') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ListToggleButton list={list} video={video} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

beforeEach(() => {
  useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('ListToggleButton', () => {
  it('asks a signed-out visitor to log in (the server answers 401)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ errors: ['The token is invalid.'] }, 401)),
    );
    const { user } = renderButton('likes');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Please login first'));
    expect(useToastStore.getState().bg).toBe('red');
  });

  it('likes a video, then shows Liked with the list the server returned', async () => {
    startSignedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_input, init) =>
        init?.method === 'POST'
          ? jsonResponse({ likes: [video] }, 201)
          : jsonResponse({ likes: [] }),
      ),
    );
    const { user, queryClient } = renderButton('likes');
    const like = await screen.findByRole('button', { name: 'Like', pressed: false });
    await waitFor(() =>
      expect(queryClient.getQueryData(['user', 'likes', 'holds', video._id])).toBe(false),
    );
    await user.click(like);
    expect(await screen.findByRole('button', { name: 'Liked', pressed: true })).toBeVisible();
    expect(useToastStore.getState()).toMatchObject({ msg: 'Added in liked videos', bg: 'green' });
  });

  it('asks the server about this one video, not for the whole list, and unlikes it', async () => {
    startSignedIn();
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
      // The list narrowed to the video: it is there, however long the list is.
      init?.method === 'DELETE'
        ? jsonResponse({ likes: [], undo: 'token' })
        : jsonResponse({ likes: [video] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderButton('likes');
    const liked = await screen.findByRole('button', { name: 'Liked', pressed: true });
    expect(fetchMock).toHaveBeenCalledWith(`/api/user/likes/${video._id}`, expect.anything());
    await user.click(liked);
    expect(await screen.findByRole('button', { name: 'Like', pressed: false })).toBeVisible();
    expect(fetchMock).toHaveBeenLastCalledWith(
      `/api/user/likes/${video._id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    // The toast offers Undo, which sends the removal's token back.
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Removed from liked videos'));
    expect(useToastStore.getState().action?.label).toBe('Undo');
    fetchMock.mockImplementation(async (input) =>
      input === '/api/user/undo'
        ? jsonResponse({ restored: 'likes', videoId: video._id }, 201)
        : jsonResponse({ likes: [video] }),
    );
    useToastStore.getState().action?.run();
    expect(await screen.findByRole('button', { name: 'Liked', pressed: true })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/undo',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ undo: 'token' }) }),
    );
  });

  it('names a watch-later duplicate', async () => {
    startSignedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_input, init) =>
        init?.method === 'POST'
          ? jsonResponse({ errors: ['The video is already in your watch later videos'] }, 409)
          : jsonResponse({ watchlater: [] }),
      ),
    );
    const { user } = renderButton('watchlater');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Already in watch later'));
    expect(useToastStore.getState().bg).toBe('red');
  });
});
