import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryThemeOf, initialOf } from '#shared/artwork/category-theme.ts';
import { MediaImage } from './media-image.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MediaImage', () => {
  it('shows the image, marked loading until it has loaded', () => {
    const { container } = render(
      <MediaImage src="https://i.ytimg.com/vi/abc/hq.jpg" alt="Paper flowers" />,
    );
    const img = screen.getByRole('img', { name: 'Paper flowers' });
    expect(img.tagName).toBe('IMG');
    expect(container.querySelector('.media-image')).toHaveAttribute('data-state', 'loading');
    fireEvent.load(img);
    expect(container.querySelector('.media-image')).toHaveAttribute('data-state', 'loaded');
  });

  it('replaces an image that fails with fallback artwork, leaving no <img> behind', () => {
    const { container } = render(
      <MediaImage
        src="https://i.ytimg.com/vi/abc/hq.jpg"
        alt="Paper flowers"
        title="paper flowers"
        categoryName="Craft Ideas"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Paper flowers' }));

    expect(container.querySelector('img')).toBeNull();
    const artwork = screen.getByRole('img', { name: 'Paper flowers' });
    expect(artwork.tagName).toBe('DIV');
    expect(artwork).toHaveClass('media-fallback', 'media-fallback--craft');
    expect(artwork).toHaveTextContent('P');
  });

  it('keeps decorative fallback artwork out of the accessibility tree', () => {
    const { container } = render(
      <MediaImage
        src="https://example.invalid/x.jpg"
        alt=""
        title="Bottle lamp"
        categoryName="Best Out of Waste"
      />,
    );
    const img = container.querySelector('img');
    if (!img) throw new Error('no img rendered');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.media-fallback--waste')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('does not even try an image while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(
      <MediaImage src="https://i.ytimg.com/vi/abc/hq.jpg" alt="Sunset" categoryName="Paintings" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Sunset' })).toHaveClass('media-fallback--painting');
  });

  it('shows the artwork at once when there is no address', () => {
    const { container } = render(<MediaImage src="" alt="" title="x" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.media-fallback--other')).not.toBeNull();
  });
});

describe('categoryThemeOf and initialOf', () => {
  it('maps category names to themes, ignoring case', () => {
    expect(categoryThemeOf('Craft Ideas')).toBe('craft');
    expect(categoryThemeOf('Paintings')).toBe('painting');
    expect(categoryThemeOf('Best Out of waste')).toBe('waste');
    expect(categoryThemeOf(undefined)).toBe('other');
  });

  it('takes a whole first character, upper-cased', () => {
    expect(initialOf('  origami crane')).toBe('O');
    expect(initialOf('🎨 palette')).toBe('🎨');
    expect(initialOf('')).toBe('');
  });
});
