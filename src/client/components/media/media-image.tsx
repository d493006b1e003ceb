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
}

/** What became of one address; a different `src` starts again from "loading". */
interface Outcome {
  src: string;
  state: 'loaded' | 'failed';
}

/**
 * An external image that never shows a broken-image icon: it stays transparent over a soft
 * placeholder until it has loaded, and is replaced by designed artwork when it fails or when
 * the browser is offline.
 */
export function MediaImage({
  src,
  alt,
  title,
  categoryName,
  className,
  loading = 'lazy',
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
        decoding="async"
        onLoad={() => setOutcome({ src, state: 'loaded' })}
        onError={() => setOutcome({ src, state: 'failed' })}
      />
    </div>
  );
}
