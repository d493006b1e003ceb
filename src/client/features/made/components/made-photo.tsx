import { useState } from 'react';
import type { MadePhoto as Photo } from '#shared/schemas/made-post.schema.ts';

/** `/photos/a-320 320w, /photos/a-640 640w, …`: every stored width, for the browser to choose. */
export function srcSetOf(photo: Photo): string {
  return photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

interface MadePhotoProps {
  photo: Photo;
  alt: string;
  /** How wide the image is shown, for the browser's pick of a width (`sizes`). */
  sizes: string;
  className?: string;
  /** Lazy below the fold (the default); eager where it is what the view is for. */
  loading?: 'lazy' | 'eager';
}

/**
 * A post's photo at the width the layout needs (srcset and sizes), its blurred placeholder
 * behind it until it has loaded, and its own width and height, so nothing moves when it does.
 */
export function MadePhoto({ photo, alt, sizes, className, loading = 'lazy' }: MadePhotoProps) {
  const [loaded, setLoaded] = useState(false);
  const largest = photo.variants.at(-1);
  return (
    <img
      className={['made-photo', className].filter(Boolean).join(' ')}
      src={largest?.url}
      srcSet={srcSetOf(photo)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={loading}
      decoding="async"
      style={loaded ? undefined : { backgroundImage: `url("${photo.placeholder}")` }}
      onLoad={() => setLoaded(true)}
    />
  );
}
