import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { PlaylistVisibility } from '#shared/schemas/playlist.schema.ts';
import { useSharedPlaylist } from '../api/get-shared-playlist.ts';
import { SharedPlaylistPage } from './shared-playlist-page.tsx';

const videos = ['a', 'b'].map((id) =>
  makeVideo({ _id: id, title: `Video ${id.toUpperCase()}`, videoLink: `link-${id}` }),
);

function Harness({ signedIn, onSignInToCopy }: { signedIn: boolean; onSignInToCopy(): void }) {
  const query = useSharedPlaylist('p1');
  return (
    <SharedPlaylistPage
      playlistId="p1"
      query={query}
      signedIn={signedIn}
      onSignInToCopy={onSignInToCopy}
    />
  );
}

/** The shared page over a server answering the playlist (or `status` with an error body). */
function setup({
  signedIn = false,
  visibility = 'unlisted',
  status = 200,
  ownerHandle = null,
}: {
  signedIn?: boolean;
  visibility?: PlaylistVisibility;
  status?: number;
  ownerHandle?: string | null;
} = {}) {
  if (signedIn) startSignedIn();
  else startSignedOut();
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input).endsWith('/copy')) {
      return jsonResponse({ playlist: { _id: 'copy1', title: 'Kites (2)', videos } }, 201);
    }
    if (status !== 200) return jsonResponse({ errors: ['Not Found'], codes: ['x'] }, status);
    return jsonResponse({
      playlist: {
        _id: 'p1',
        title: 'Kites',
        description: 'Paper and string.',
        visibility,
        owner: { displayName: 'Asha Rao', handle: ownerHandle },
        videos,
      },
      yours: false,
      nextCursor: null,
      total: videos.length,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const onSignInToCopy = vi.fn();
  const history = createMemoryHistory(['/playlist/p1']);
  const view = renderWithProviders(
    <HistoryRouter history={history}>
      <Harness signedIn={signedIn} onSignInToCopy={onSignInToCopy} />
    </HistoryRouter>,
  );
  return { ...view, fetchMock, onSignInToCopy };
}

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('SharedPlaylistPage', () => {
  it('shows the title, description, owner and Play all, and asks not to be indexed when unlisted', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kites' })).toBeVisible();
    expect(screen.getByText('Paper and string.')).toBeVisible();
    expect(screen.getByText('by Asha Rao')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Play all' })).toHaveAttribute(
      'href',
      '/video/link-a?list=p1',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('links the owner’s name to their public page when they have a handle', async () => {
    setup({ ownerHandle: 'asha-makes' });
    await screen.findByRole('heading', { level: 1, name: 'Kites' });
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/u/asha-makes');
    expect(screen.getByText('Asha Rao').closest('p')).toHaveTextContent('by Asha Rao');
  });

  it('lets a public playlist be indexed', async () => {
    setup({ visibility: 'public' });
    await screen.findByRole('heading', { level: 1, name: 'Kites' });
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('sends a visitor to sign in from Save a copy', async () => {
    const { user, onSignInToCopy, fetchMock } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save a copy' }));
    expect(onSignInToCopy).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves a copy for a signed-in user and offers to open it', async () => {
    const { user, fetchMock } = setup({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Save a copy' }));
    expect(await screen.findByText('Saved as Kites (2) in your playlists')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open it' })).toBeVisible();
    const copy = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/copy'));
    expect(copy?.[1]?.method).toBe('POST');
    expect(String(copy?.[0])).toBe('/api/user/playlists/p1/copy');
  });

  it('reads as not found for a playlist the viewer may not open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup({ status: 404 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This playlist doesn’t exist.' }),
    ).toBeVisible();
  });
});
