import { useState } from 'react';
import { FallbackArtwork } from './fallback-artwork.tsx';
import { useOnlineStatus } from './use-online-status.ts';
import './media.css';

interface MediaImageProps {
  src: string;
  /** Empty for a decorative image (the usual case on a card, whose title is beside it). */
  alt: string;
  /** Drawn on the fallback artwork. */
  title?: string;
  categoryName?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the image a page is judged by (its largest, at the top). */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** What became of one address; a different `src` starts again from "loading". */
interface Outcome {
  src: string;
  state: 'loaded' | 'failed';
}

/**
 * An image that never shows a broken-image icon: it sits over a soft placeholder while it
 * loads, and is replaced by designed artwork when it fails or when the browser is offline.
 * It is drawn as it arrives, without waiting for the app: a page rendered on the server shows
 * its images before any JavaScript runs (and one that loaded before then is noticed at once).
 */
export function MediaImage({
  src,
  alt,
  title,
  categoryName,
  className,
  loading = 'lazy',
  fetchPriority,
}: MediaImageProps) {
  const online = useOnlineStatus();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const state = outcome?.src === src ? outcome.state : 'loading';

  const classes = ['media-image', className].filter(Boolean).join(' ');
  if (!online || !src || state === 'failed') {
    return (
      <div className={classes}>
        <FallbackArtwork title={title} categoryName={categoryName} alt={alt} />
      </div>
    );
  }
  return (
    <div className={classes} data-state={state}>
      <img
        className="media-image__img"
        src={src}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        ref={(img) => {
          // Settled before React was there to hear of it (a page from the server): loaded, or
          // broken (complete with no size; an image still waiting to load is not complete).
          if (img?.complete && state === 'loading') {
            setOutcome({ src, state: img.naturalWidth > 0 ? 'loaded' : 'failed' });
          }
        }}
        onLoad={() => setOutcome({ src, state: 'loaded' })}
        onError={() => setOutcome({ src, state: 'failed' })}
      />
    </div>
  );
}
