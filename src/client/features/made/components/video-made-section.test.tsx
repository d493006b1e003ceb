import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '#client/stores/toast-store.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { MadePost } from '#shared/schemas/made-post.schema.ts';
import { VideoMadeSection } from './video-made-section.tsx';

function postOf(id: string, displayName: string): MadePost {
  return {
    _id: id,
    videoId: 'v1',
    maker: { displayName, handle: null },
    photos: [
      {
        _id: `${id}-photo`,
        width: 1280,
        height: 960,
        placeholder: 'data:image/webp;base64,AAAA',
        variants: [
          { width: 320, height: 240, url: `/photos/${id}-photo-320` },
          { width: 640, height: 480, url: `/photos/${id}-photo-640` },
          { width: 1280, height: 960, url: `/photos/${id}-photo-1280` },
        ],
      },
    ],
    caption: '',
    minutes: 40,
    felt: 'as_expected',
    substitutions: '',
    visibility: 'public',
    hidden: false,
    mine: false,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
  };
}

beforeEach(() => {
  useToastStore.setState({ isOpen: false, msg: '', bg: 'green' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('VideoMadeSection', () => {
  it('names the makers, sums up their times and feelings, and pages the grid', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (String(input).includes('cursor=next')) {
        return jsonResponse({ posts: [postOf('m3', 'Chen')], nextCursor: null, summary: null });
      }
      return jsonResponse({
        posts: [postOf('m1', 'Asha'), postOf('m2', 'Ben')],
        nextCursor: 'next',
        summary: {
          makers: 3,
          minutes: { low: 35, high: 60 },
          felt: { easier: 0, as_expected: 2, harder: 1 },
        },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<VideoMadeSection videoId="v1" />);
    const region = await screen.findByRole('region', { name: 'Made by 3 makers' });
    expect(region).toHaveTextContent('Makers took 35 min–1 h; most found it as expected');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/videos/v1/made');
    const first = screen.getByRole('img', { name: 'Open what Asha made' });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('decoding', 'async');
    expect(first).toHaveAttribute('width', '1280');
    expect(first).toHaveAttribute('height', '960');
    expect(first.getAttribute('srcset')).toContain('/photos/m1-photo-640 640w');
    expect(first.getAttribute('style')).toContain('data:image/webp;base64,AAAA');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('img', { name: 'Open what Chen made' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers "I made it" with no posts yet, and asks a visitor to log in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse({
          posts: [],
          nextCursor: null,
          summary: { makers: 0, minutes: null, felt: { easier: 0, as_expected: 0, harder: 0 } },
        }),
      ),
    );
    const { user } = renderWithProviders(<VideoMadeSection videoId="v1" />);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Made it' })).toBeInTheDocument(),
    );
    expect(screen.queryByText(/^Made by/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I made it' }));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Please login first'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the post dialog at once for ?made=new (from a project Made it), and drops it on close', async () => {
    startSignedIn();
    window.history.replaceState(null, '', '/video/abc?made=new');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ posts: [], nextCursor: null, summary: null })),
    );
    const { user } = renderWithProviders(<VideoMadeSection videoId="v1" projectMade />);
    expect(screen.getByRole('dialog', { name: 'Show what you made' })).toBeInTheDocument();
    expect(screen.getByText('You made this one: show what you made.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/');
  });
});
