import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { MadePhoto, MadePost } from '#shared/schemas/made-post.schema.ts';
import { MadeLightbox } from './made-lightbox.tsx';

function photoOf(id: string): MadePhoto {
  return {
    _id: id,
    width: 1280,
    height: 960,
    placeholder: 'data:image/webp;base64,AAAA',
    variants: [320, 640, 1280].map((width) => ({
      width,
      height: (width * 3) / 4,
      url: `/photos/${id}-${width}`,
    })),
  };
}

const post: MadePost = {
  _id: 'm1',
  videoId: 'v1',
  maker: { displayName: 'Asha', handle: 'asha' },
  photos: [photoOf('p1'), photoOf('p2'), photoOf('p3')],
  caption: 'A paper lamp',
  minutes: 95,
  felt: 'harder',
  substitutions: 'Rice paper',
  visibility: 'public',
  hidden: false,
  mine: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

/** A gallery of one post: its button opens the lightbox. */
function Gallery({ shown = post }: { shown?: MadePost }) {
  const [open, setOpen] = useState<MadePost | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(shown)}>
        Open the lamp
      </button>
      <MadeLightbox post={open} onClose={() => setOpen(null)} />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

describe('MadeLightbox', () => {
  it('pages the photos with ← and →, closes on Escape and gives focus back', async () => {
    const { user } = renderWithProviders(<Gallery />);
    const opener = screen.getByRole('button', { name: 'Open the lamp' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Made by Asha' });
    expect(dialog).toHaveTextContent('Photo 1 of 3');
    expect(screen.getByRole('img', { name: 'A paper lamp' })).toHaveAttribute(
      'srcset',
      '/photos/p1-320 320w, /photos/p1-640 640w, /photos/p1-1280 1280w',
    );
    expect(screen.getByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/u/asha');
    expect(dialog).toHaveTextContent('1 h 35 min');
    expect(dialog).toHaveTextContent('Harder than expected');
    expect(dialog).toHaveTextContent('Rice paper');

    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('Photo 2 of 3');
    expect(screen.getByRole('img', { name: 'A paper lamp' })).toHaveAttribute(
      'src',
      '/photos/p2-1280',
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveTextContent('Photo 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(dialog).toHaveTextContent('Photo 2 of 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('turns the photo on a swipe of a finger, not on a mouse drag', async () => {
    const { user } = renderWithProviders(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open the lamp' }));
    const dialog = screen.getByRole('dialog', { name: 'Made by Asha' });
    const stage = screen.getByRole('img', { name: 'A paper lamp' }).parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 100 });
    expect(dialog).toHaveTextContent('Photo 2 of 3');
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 100 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 200 });
    expect(dialog).toHaveTextContent('Photo 1 of 3');
    fireEvent.pointerDown(stage, { pointerType: 'mouse', clientX: 200 });
    fireEvent.pointerUp(stage, { pointerType: 'mouse', clientX: 100 });
    expect(dialog).toHaveTextContent('Photo 1 of 3');
  });

  it('offers no Report to a visitor, nor to the post’s maker', async () => {
    const { user, unmount } = renderWithProviders(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open the lamp' }));
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    unmount();

    startSignedIn();
    const mine = renderWithProviders(<Gallery shown={{ ...post, mine: true }} />);
    await mine.user.click(screen.getByRole('button', { name: 'Open the lamp' }));
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('reports another’s post for a reason, and thanks the user', async () => {
    startSignedIn();
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ reported: true }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open the lamp' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const report = screen.getByRole('dialog', { name: 'Report this post' });
    expect(report).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Not this project' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks, a curator will look at it.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/made/m1/reports');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'not_this_project' });
  });

  it('says so when the user has reported the post already', async () => {
    startSignedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse(
          { errors: ['You have already reported this post.'], codes: ['already_reported'] },
          409,
        ),
      ),
    );
    const { user } = renderWithProviders(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open the lamp' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose a reason.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You have already reported this post.'),
    );
  });
});
