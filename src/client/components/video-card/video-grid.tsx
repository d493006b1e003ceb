import type { ReactNode } from 'react';
import './video-card.css';

interface VideoGridProps {
  /** Names the list for screen readers, e.g. "Liked videos". */
  label?: string;
  /** `<li>` items, each holding a VideoCard. */
  children: ReactNode;
}

/** A responsive grid of video cards, from one column on a phone to many on a wide screen. */
export function VideoGrid({ label, children }: VideoGridProps) {
  return (
    <ul className="video-grid" aria-label={label}>
      {children}
    </ul>
  );
}
