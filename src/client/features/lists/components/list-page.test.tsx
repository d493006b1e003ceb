import { screen, waitFor } from '@testing-library/react';
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
});
