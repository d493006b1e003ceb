import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' is a line of text, 'block' a card or media area, 'circle' an avatar. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** A shimmering placeholder where content is on its way (decorative; hidden from readers). */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
