import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { ListPage } from './list-page.tsx';

const retired = makeVideo({ _id: 'r', title: 'Paper lantern', retired: true });
const kept = makeVideo({ _id: 'k', title: 'Bottle garden', videoLink: 'link-k' });

/** Liked holds both videos; removing the retired one answers with the list without it. */
function likedServer() {
  let likes = [retired, kept];
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'DELETE' && url.endsWith('/api/user/likes/r')) {
      likes = [kept];
      return jsonResponse({ likes, nextCursor: null, total: likes.length, undo: 'undo-token' });
    }
    if (url.includes('/api/user/likes?')) {
      return jsonResponse({ likes, nextCursor: null, total: likes.length });
    }
    return jsonResponse({ error: `unexpected ${init?.method ?? 'GET'} ${url}` }, 404);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('ListPage', () => {
  it('hands focus to the heading once the card whose Remove was pressed has gone', async () => {
    startSignedIn();
    vi.stubGlobal('fetch', likedServer());
    const { user } = renderWithProviders(<ListPage list="likes" />);

    const remove = await screen.findByRole('button', { name: 'Remove Paper lantern from Liked' });
    // The button keeps focus while the call runs (jsdom, like a browser that does not blur a
    // disabled button): the card leaves the DOM only with the render after the answer, and
    // focus must find its home then, not when the answer came.
    await user.click(remove);
    await waitFor(() => expect(screen.queryByText('Paper lantern')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: /Liked videos/ })).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: /Bottle garden/ })).toBeInTheDocument();
  });

  it('leaves focus where the user moved it while the removal ran', async () => {
    startSignedIn();
    vi.stubGlobal('fetch', likedServer());
    const { user } = renderWithProviders(<ListPage list="likes" />);

    const remove = await screen.findByRole('button', { name: 'Remove Paper lantern from Liked' });
    await user.click(remove);
    const keptMenu = screen.getByRole('button', { name: 'More actions for Bottle garden' });
    keptMenu.focus();
    await waitFor(() => expect(screen.queryByText('Paper lantern')).not.toBeInTheDocument());
    expect(keptMenu).toHaveFocus();
  });

  it('offers in a card’s menu to remove it and to save it elsewhere, never to Liked again', async () => {
    startSignedIn();
    vi.stubGlobal('fetch', likedServer());
    const { user } = renderWithProviders(<ListPage list="likes" />);

    await user.click(await screen.findByRole('button', { name: 'More actions for Bottle garden' }));
    expect(menuActions()).toEqual(['Remove from liked', 'Save to watch later', 'Save to playlist']);
    // The retired card's Remove button is all it offers: no menu repeats it.
    expect(screen.queryByRole('button', { name: 'More actions for Paper lantern' })).toBeNull();
  });

  it('offers on Watch Later to remove from it, to like, and to save to a playlist', async () => {
    startSignedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse({ watchlater: [kept], nextCursor: null, total: 1 }),
      ),
    );
    const { user } = renderWithProviders(<ListPage list="watchlater" />);

    await user.click(await screen.findByRole('button', { name: 'More actions for Bottle garden' }));
    expect(menuActions()).toEqual(['Remove from watchlater', 'Like', 'Save to playlist']);
  });
});

/** The names of the open card menu's actions, in order. */
function menuActions(): string[] {
  const popup = document.querySelector<HTMLElement>('.card-menu__popup');
  if (!popup) throw new Error('no card menu is open');
  return within(popup)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}
