import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RENDER_WHOLE_UP_TO } from './grid-columns.ts';
import { preloadWindowedVideoGrid, VirtualVideoGrid } from './virtual-video-grid.tsx';

const cards = (count: number) => Array.from({ length: count }, (_, i) => `card ${i}`);

function Grid({ items }: { items: string[] }) {
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

const listItems = () =>
  within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem');

describe('VirtualVideoGrid', () => {
  // One test, in this order: the windowed grid is fetched once per page load (module state).
  it('renders one page of cards whole, and windows a longer list once its code is there', async () => {
    const { rerender, unmount } = render(<Grid items={cards(5)} />);
    expect(listItems()).toHaveLength(5);
    expect(listItems()[4]).toHaveAttribute('aria-posinset', '5');
    expect(listItems()[4]).toHaveAttribute('aria-setsize', '-1');
    // The whole grid leaves its columns to CSS: nothing measured, nothing set inline.
    expect(screen.getByRole('list', { name: 'Videos' })).not.toHaveAttribute('style');

    await preloadWindowedVideoGrid();
    // Still one page: still whole (the windowed grid marks each row's first card, data-index).
    expect(listItems()[0]).not.toHaveAttribute('data-index');

    // Past one page, the grid is windowed.
    rerender(<Grid items={cards(RENDER_WHOLE_UP_TO + 1)} />);
    // Rendering the windowed grid took over waitFor's default second once, on two cores busy
    // with other suites: the wait is for a render, not for a timer.
    await waitFor(() => expect(listItems()[0]).toHaveAttribute('data-index'), { timeout: 10_000 });
    unmount();

    // Once loaded, a new long grid is windowed from its first render.
    render(<Grid items={cards(RENDER_WHOLE_UP_TO + 1)} />);
    expect(listItems()[0]).toHaveAttribute('data-index');
  });
});
