import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadWindowedVideoGrid, VirtualVideoGrid } from './virtual-video-grid.tsx';

const items = Array.from({ length: 5 }, (_, i) => `card ${i}`);

function Grid() {
  return (
    <VirtualVideoGrid
      label="Videos"
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
      hasMore
    />
  );
}

describe('VirtualVideoGrid', () => {
  // One test, in this order: the windowed grid is fetched once per page load (module state).
  it('shows every card before the windowing has loaded, then goes on with the windowed grid', async () => {
    const { unmount } = render(<Grid />);
    const whole = screen.getByRole('list', { name: 'Videos' });
    const wholeItems = within(whole).getAllByRole('listitem');
    expect(wholeItems).toHaveLength(5);
    expect(wholeItems[4]).toHaveAttribute('aria-posinset', '5');
    expect(wholeItems[4]).toHaveAttribute('aria-setsize', '-1');
    expect(wholeItems[0]).not.toHaveAttribute('data-index');

    await preloadWindowedVideoGrid();
    // The windowed grid measures each row's first card (data-index); the whole one does not.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem')[0],
      ).toHaveAttribute('data-index', '0'),
    );
    expect(screen.getByText('card 4')).toBeInTheDocument();
    unmount();

    // Once loaded, a new grid is windowed from its first render.
    render(<Grid />);
    expect(
      within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem')[0],
    ).toHaveAttribute('data-index', '0');
  });
});
