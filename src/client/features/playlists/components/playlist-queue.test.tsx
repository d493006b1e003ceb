import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { PlaylistQueue } from './playlist-queue.tsx';

const videos = ['a', 'b', 'c'].map((id) =>
  makeVideo({ _id: id, title: `Video ${id.toUpperCase()}`, videoLink: `link-${id}` }),
);

function renderQueue(
  currentVideoLink: string,
  playlistVideos = videos,
  signedIn = true,
  onNextVideo?: (video: unknown) => void,
) {
  if (signedIn) startSignedIn();
  else startSignedOut();
  const fetchMock = vi.fn<typeof fetch>(async () =>
    jsonResponse({
      playlist: {
        _id: 'p1',
        title: 'Rainy',
        visibility: 'unlisted',
        owner: { displayName: 'Asha Rao', handle: null },
        videos: playlistVideos,
      },
      yours: signedIn,
      nextCursor: null,
      total: playlistVideos.length,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PlaylistQueue
        playlistId="p1"
        currentVideoLink={currentVideoLink}
        onNextVideo={onNextVideo}
      />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('PlaylistQueue', () => {
  it('lists the playlist in order, marks the playing video and links both neighbours', async () => {
    renderQueue('link-b');
    const queue = await screen.findByRole('complementary', { name: 'Rainy' });
    const list = within(queue).getByRole('list', { name: 'Videos of Rainy' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Video A'),
      expect.stringContaining('Video B'),
      expect.stringContaining('Video C'),
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[2]).toHaveAttribute('href', '/video/link-c?list=p1');
    expect(within(queue).getByRole('link', { name: 'Previous: Video A' })).toHaveAttribute(
      'href',
      '/video/link-a?list=p1',
    );
    expect(within(queue).getByRole('link', { name: 'Next: Video C' })).toHaveAttribute(
      'href',
      '/video/link-c?list=p1',
    );
    expect(within(queue).getByText('Video 2 of 3')).toBeInTheDocument();
  });

  it('disables Previous on the first video and Next on the last', async () => {
    renderQueue('link-a');
    const queue = await screen.findByRole('complementary', { name: 'Rainy' });
    expect(within(queue).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(queue).getByRole('link', { name: 'Next: Video B' })).toBeVisible();
  });

  it('tells the page the video Next opens, for autoplay, and none on the last video', async () => {
    const onNextVideo = vi.fn();
    renderQueue('link-b', videos, true, onNextVideo);
    await waitFor(() => expect(onNextVideo).toHaveBeenLastCalledWith(videos[2]));
    vi.unstubAllGlobals();
    const atEnd = vi.fn();
    renderQueue('link-c', videos, true, atEnd);
    await screen.findAllByRole('complementary', { name: 'Rainy' });
    expect(atEnd).toHaveBeenLastCalledWith(null);
    expect(atEnd).not.toHaveBeenCalledWith(expect.objectContaining({ _id: expect.any(String) }));
  });

  it('disables Next on the last video', async () => {
    renderQueue('link-c');
    const queue = await screen.findByRole('complementary', { name: 'Rainy' });
    expect(within(queue).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(queue).getByRole('link', { name: 'Previous: Video B' })).toBeVisible();
  });

  it('steps over retired videos, listing them unlinked as no longer available', async () => {
    const [a, b, c] = videos;
    if (!a || !b || !c) throw new Error('three videos expected');
    const retired = (n: number) =>
      makeVideo({ _id: `r${n}`, title: `Gone ${n}`, videoLink: `gone-${n}`, retired: true });
    renderQueue('link-b', [a, retired(1), b, retired(2), c]);
    const queue = await screen.findByRole('complementary', { name: 'Rainy' });
    const list = within(queue).getByRole('list', { name: 'Videos of Rainy' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(within(list).getAllByText('No longer available')).toHaveLength(2);
    expect(within(queue).getByRole('link', { name: 'Previous: Video A' })).toHaveAttribute(
      'href',
      '/video/link-a?list=p1',
    );
    expect(within(queue).getByRole('link', { name: 'Next: Video C' })).toHaveAttribute(
      'href',
      '/video/link-c?list=p1',
    );
  });

  it("plays a playlist shared by link for a visitor, through the playlist's shared read", async () => {
    const fetchMock = renderQueue('link-a', videos, false);
    const queue = await screen.findByRole('complementary', { name: 'Rainy' });
    expect(within(queue).getByRole('link', { name: 'Next: Video B' })).toHaveAttribute(
      'href',
      '/video/link-b?list=p1',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/playlists\/p1\?/);
  });
});
