import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WatchedBar } from './watched-bar.tsx';

describe('WatchedBar', () => {
  it('says how much was watched, in whole percent, kept between 0 and 100', () => {
    render(
      <>
        <WatchedBar fraction={0.256} />
        <WatchedBar fraction={1.4} />
      </>,
    );
    const [part, whole] = screen.getAllByRole('progressbar', { name: 'Watched' });
    expect(part).toHaveAttribute('aria-valuenow', '26');
    expect(part).toHaveAttribute('aria-valuetext', '26% watched');
    expect(whole).toHaveAttribute('aria-valuenow', '100');
  });
});
