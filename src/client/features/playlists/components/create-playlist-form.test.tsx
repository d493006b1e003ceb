import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '#client/stores/toast-store.ts';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { Playlist, PlaylistSummariesPage } from '#shared/schemas/playlist.schema.ts';
import { CreatePlaylistForm } from './create-playlist-form.tsx';

const existing: Playlist[] = [{ _id: 'p1', title: 'Paper Crafts', videos: [] }];
const existingSummaries: PlaylistSummariesPage = {
  playlists: [{ _id: 'p1', title: 'Paper Crafts', videoCount: 0, firstVideo: null }],
  nextCursor: null,
  total: 1,
};
const summariesKey = ['user', 'playlists', 'summaries', null];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server: GET lists the summaries of `existing`; POST answers with what `onCreate` gives. */
function stubServer(onCreate: (title: string) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { playlist: { title: string } };
      return onCreate(body.playlist.title);
    }
    return json(existingSummaries);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function setup({ token = 'token-1' }: { token?: string | null } = {}) {
  if (token) startSignedIn(token);
  else startSignedOut();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <CreatePlaylistForm existingTitles={existing.map((playlist) => playlist.title)} />
    </QueryClientProvider>,
  );
  return {
    user,
    queryClient,
    input: screen.getByRole('textbox', { name: 'Playlist name' }),
    create: screen.getByRole('button', { name: 'Create' }),
  };
}

const toastState = () => {
  const { isOpen, msg, bg } = useToastStore.getState();
  return { isOpen, msg, bg };
};

beforeEach(() => {
  useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('CreatePlaylistForm', () => {
  it('asks for a name when it is empty, and sends nothing', async () => {
    const fetchMock = stubServer(() => json({ playlists: existing }, 201));
    const { user, create } = setup();
    await user.click(create);
    expect(toastState()).toEqual({ isOpen: true, msg: 'please enter playlist name', bg: 'red' });
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('asks to log in when no token is stored', async () => {
    const fetchMock = stubServer(() => json({ playlists: existing }, 201));
    const { user, input, create } = setup({ token: null });
    await user.type(input, 'Lamps');
    await user.click(create);
    expect(toastState()).toEqual({
      isOpen: true,
      msg: 'please login first to create playlist',
      bg: 'red',
    });
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('refuses a name the user already has and clears the field', async () => {
    const fetchMock = stubServer(() => json({ playlists: existing }, 201));
    const { user, input, create } = setup();
    await user.type(input, 'paper crafts');
    await user.click(create);
    expect(toastState()).toEqual({ isOpen: true, msg: 'Playlist Already Exists', bg: 'red' });
    expect(input).toHaveValue('');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('creates a playlist, puts it first in the loaded list and says so', async () => {
    const created: Playlist[] = [{ _id: 'p2', title: 'Lamps', videos: [] }, ...existing];
    const fetchMock = stubServer(() => json({ playlists: created }, 201));
    const { user, input, create, queryClient } = setup();
    // The list as a page showing it has loaded it (refetched by nobody: no one observes it).
    queryClient.setQueryData(summariesKey, { pages: [existingSummaries], pageParams: [undefined] });
    await user.type(input, '  Lamps ');
    await user.click(create);
    await waitFor(() => expect(toastState().msg).toBe('Playlist Created'));
    expect(toastState().bg).toBe('green');
    expect(input).toHaveValue('');
    const [post] = posts(fetchMock);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ playlist: { title: 'Lamps' } });
    expect(queryClient.getQueryData(summariesKey)).toEqual({
      pages: [
        {
          playlists: [
            { _id: 'p2', title: 'Lamps', videoCount: 0, firstVideo: null },
            ...existingSummaries.playlists,
          ],
          nextCursor: null,
          total: 2,
        },
      ],
      pageParams: [undefined],
    });
  });

  it('shows the duplicate message and clears the field when the server answers 409', async () => {
    stubServer(() => json({ errors: ['Playlist Already Exists'] }, 409));
    const { user, input, create } = setup();
    await user.type(input, 'Lamps');
    await user.click(create);
    await waitFor(() => expect(toastState().msg).toBe('Playlist Already Exists'));
    expect(toastState().bg).toBe('red');
    expect(input).toHaveValue('');
  });

  it('asks to log in when the server refuses the token', async () => {
    stubServer(() => json({ errors: ['The token is invalid. Unauthorized access error.'] }, 401));
    const { user, input, create } = setup();
    await user.type(input, 'Lamps');
    await user.click(create);
    await waitFor(() => expect(toastState().msg).toBe('Please login first'));
    expect(toastState().bg).toBe('red');
  });
});
