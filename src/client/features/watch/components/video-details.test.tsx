import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ago, makeVideo } from '#client/testing/fixtures.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { VideoDetails } from './video-details.tsx';

describe('VideoDetails', () => {
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
});
