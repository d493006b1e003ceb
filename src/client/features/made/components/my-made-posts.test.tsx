import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { MadePostWithVideo } from '#shared/schemas/made-post.schema.ts';
import { MyMadePosts } from './my-made-posts.tsx';

const post: MadePostWithVideo = {
  _id: 'm1',
  videoId: 'v1',
  maker: { displayName: 'Guest Crafter', handle: null },
  photos: [
    {
      _id: 'p1',
      width: 640,
      height: 480,
      placeholder: 'data:image/webp;base64,AAAA',
      variants: [{ width: 320, height: 240, url: '/photos/p1-320' }],
    },
  ],
  caption: 'My flowers',
  minutes: 95,
  felt: 'easier',
  substitutions: 'Tissue paper',
  visibility: 'public',
  hidden: true,
  mine: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  video: makeVideo(),
};

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('MyMadePosts', () => {
  it('lists the user’s posts, a hidden one marked, and edits one in the filled-in dialog', async () => {
    startSignedIn();
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
      if (init?.method === 'PATCH') return jsonResponse({ post: { ...post, minutes: 100 } });
      return jsonResponse({ posts: [post], nextCursor: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<MyMadePosts />);
    const region = await screen.findByRole('region', { name: 'My posts' });
    expect(region).toHaveTextContent('Hidden by a curator');
    expect(screen.getByRole('link', { name: 'Paper flowers' })).toHaveAttribute('href', '/made/m1');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit your post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Caption')).toHaveValue('My flowers');
    expect(screen.getByLabelText('Hours')).toHaveValue(1);
    expect(screen.getByLabelText('Minutes')).toHaveValue(35);
    expect(screen.getByRole('radio', { name: 'Easier than expected' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Minutes'));
    await user.type(screen.getByLabelText('Minutes'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/user/made/m1');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      photoIds: ['p1'],
      caption: 'My flowers',
      minutes: 100,
      felt: 'easier',
      substitutions: 'Tissue paper',
      visibility: 'public',
    });
  });

  it('deletes a post only once asked and confirmed', async () => {
    startSignedIn();
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse({ posts: [post], nextCursor: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<MyMadePosts />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(confirm).toHaveAccessibleDescription(
      'The post and its photos will be deleted for good. This cannot be undone.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    const buttons = screen.getAllByRole('button', { name: 'Delete' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe(
        '/api/user/made/m1',
      ),
    );
  });
});
