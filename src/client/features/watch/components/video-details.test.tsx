import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ago, makeVideo } from '#client/testing/fixtures.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { usePlayerControl } from '../player/player-control.ts';
import { VideoDetails } from './video-details.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Whether the screen is a phone's, as matchMedia answers the page's queries. */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 44.99rem') ? phone : !phone,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The page's order of the title, the Like button and the practice panel's button. */
function orderOnPage() {
  const parts = {
    title: screen.getByRole('heading', { level: 1 }),
    actions: screen.getByRole('button', { name: 'Like' }),
    practice: screen.getByRole('button', { name: 'Practice' }),
  };
  return Object.entries(parts)
    .sort(([, a], [, b]) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
    .map(([name]) => name);
}

describe('VideoDetails', () => {
  it('puts the practice panel under the player on a wide screen, after the actions on a phone', () => {
    const video = { ...makeVideo(), steps: [] };
    const actions = <button type="button">Like</button>;
    screenIsPhone(false);
    const wide = renderWithProviders(<VideoDetails video={video} actions={actions} />);
    expect(orderOnPage()).toEqual(['practice', 'title', 'actions']);
    wide.unmount();
    screenIsPhone(true);
    renderWithProviders(<VideoDetails video={video} actions={actions} />);
    expect(orderOnPage()).toEqual(['title', 'actions', 'practice']);
  });

  it("tells the age from publishedAt, not from the answer's possibly cached created text", () => {
    const video = makeVideo({
      views: '1.2K',
      viewCount: 1_234,
      created: '2 minutes ago',
      publishedAt: ago(5 * 60_000),
    });
    // The player inside holds a query client's mutation: the page's providers are needed.
    renderWithProviders(<VideoDetails video={{ ...video, steps: [] }} />);
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === '1.2K views • 5 minutes ago',
      ),
    ).toBeInTheDocument();
  });

  it('shows the project: difficulty, time and the materials in order, with quantities', () => {
    const video = makeVideo({
      difficulty: 'advanced',
      projectMinutes: 120,
      materials: [{ name: 'Acrylic paints', quantity: '6 colours' }, { name: 'Fan brush' }],
    });
    renderWithProviders(<VideoDetails video={{ ...video, steps: [] }} />);
    const project = screen.getByRole('region', { name: 'The project' });
    expect(project).toHaveTextContent('DifficultyAdvanced');
    expect(project).toHaveTextContent('Time2 h');
    const materials = screen.getByRole('list', { name: 'Materials' });
    expect(Array.from(materials.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'Acrylic paints (6 colours)',
      'Fan brush',
    ]);
  });

  it('says when a video lists no materials', () => {
    renderWithProviders(<VideoDetails video={{ ...makeVideo({ materials: [] }), steps: [] }} />);
    expect(screen.getByText('Not listed for this video.')).toBeInTheDocument();
  });

  it("starts at a shared link's moment and sets its loop, open in practice mode, until it goes", () => {
    const video = { ...makeVideo({ title: 'Paper flowers' }), steps: [] };
    screenIsPhone(true);
    const page = renderWithProviders(
      <VideoDetails video={video} startAt={30} shared={{ start: 85, end: 120 }} />,
    );
    const play = screen.getByRole('button', { name: 'Play Paper flowers' });
    expect(play).toHaveAccessibleDescription('Starts at 1:25');
    expect(usePlayerControl.getState().loop).toEqual({ a: 85, b: 120 });
    expect(screen.getByRole('button', { name: 'Practice' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Practice' })).toHaveTextContent('A 1:25B 2:00');
    page.unmount();
    expect(usePlayerControl.getState().loop).toEqual({ a: null, b: null });
  });
});
