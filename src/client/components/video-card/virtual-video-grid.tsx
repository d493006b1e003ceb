import { type ReactNode, useEffect, useRef, useState } from 'react';
import { columnsFor } from './grid-columns.ts';
import { useGridGeometry } from './use-grid-geometry.ts';
import type { WindowedVideoGrid } from './windowed-video-grid.tsx';
import './video-card.css';

export interface VirtualVideoGridProps<T> {
  /** Names the list for screen readers, e.g. "Liked videos". */
  label: string;
  items: readonly T[];
  getKey(item: T): string;
  /** The card inside each `<li>`. */
  renderItem(item: T, index: number): ReactNode;
  /** The whole list's size when the server said it; otherwise the count known so far. */
  total?: number | undefined;
  /** Whether more items may follow (then, without a total, the set size is unknown: -1). */
  hasMore?: boolean;
}

/*
 * The windowing (windowed-video-grid.tsx and @tanstack/react-virtual) is not needed to paint a
 * first page, which is rendered whole anyway, so it is not part of the first load of /: main.tsx
 * fetches its chunk as the app starts, beside the first requests, and a grid switches to it
 * once it is there (usually before the first page of cards has arrived).
 */
let windowed: typeof WindowedVideoGrid | null = null;
let windowedLoading: Promise<typeof WindowedVideoGrid> | null = null;

/** Starts fetching the windowed grid (once); answers it when it is there. */
export function preloadWindowedVideoGrid(): Promise<typeof WindowedVideoGrid> {
  windowedLoading ??= import('./windowed-video-grid.tsx').then((module) => {
    windowed = module.WindowedVideoGrid;
    return module.WindowedVideoGrid;
  });
  return windowedLoading;
}

/** Every card, in one `<ul>` laid out as the windowed grid lays it out, until that is loaded. */
function WholeVideoGrid<T>({
  label,
  items,
  getKey,
  renderItem,
  total,
  hasMore = false,
}: VirtualVideoGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const { width, columnGap } = useGridGeometry(listRef);
  const columns = width > 0 ? columnsFor(width, columnGap) : 1;
  const setSize = total ?? (hasMore ? -1 : items.length);
  return (
    <ul
      ref={listRef}
      className="video-grid video-grid--virtual"
      aria-label={label}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          data-row={Math.floor(index / columns)}
          aria-posinset={index + 1}
          aria-setsize={setSize}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The responsive grid of video cards, row-virtualised against the window's scrolling past one
 * page of cards (windowed-video-grid.tsx).
 */
export function VirtualVideoGrid<T>(props: VirtualVideoGridProps<T>) {
  const [Windowed, setWindowed] = useState(() => windowed);
  useEffect(() => {
    if (Windowed) return;
    let current = true;
    preloadWindowedVideoGrid().then((component) => {
      if (current) setWindowed(() => component);
    });
    return () => {
      current = false;
    };
  }, [Windowed]);
  return Windowed ? <Windowed {...props} /> : <WholeVideoGrid {...props} />;
}
