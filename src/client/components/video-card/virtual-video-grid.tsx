import { type ReactNode, useEffect, useState } from 'react';
import { RENDER_WHOLE_UP_TO } from './grid-columns.ts';
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
 * The windowing (windowed-video-grid.tsx and @tanstack/react-virtual) is needed only past one
 * page of cards, so it is not part of the first load of /: a grid that may grow fetches its
 * chunk once the browser is idle, and switches to it when its list outgrows one page.
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

/** Runs `task` when the browser has nothing else to do, or after `timeout` ms at the latest. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (timeout > 0 && typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, timeout > 0 ? 200 : 0);
  return () => clearTimeout(handle);
}

/**
 * Every card, in one `<ul>` whose columns CSS lays out (as many of at least 260 px as fit, as
 * the windowed grid works them out): nothing to measure, so the server can render it as the
 * browser will draw it.
 */
function WholeVideoGrid<T>({
  label,
  items,
  getKey,
  renderItem,
  total,
  hasMore = false,
}: VirtualVideoGridProps<T>) {
  const setSize = total ?? (hasMore ? -1 : items.length);
  return (
    <ul className="video-grid video-grid--virtual" aria-label={label}>
      {items.map((item, index) => (
        <li key={getKey(item)} aria-posinset={index + 1} aria-setsize={setSize}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The responsive grid of video cards: whole up to one page of cards, row-virtualised against
 * the window's scrolling past that (windowed-video-grid.tsx). Once windowed, a grid stays so.
 */
export function VirtualVideoGrid<T>(props: VirtualVideoGridProps<T>) {
  const isLong = props.items.length > RENDER_WHOLE_UP_TO;
  const mayGrow = props.hasMore === true || (props.total ?? 0) > props.items.length;
  const [Windowed, setWindowed] = useState(() => (isLong ? windowed : null));
  useEffect(() => {
    if (Windowed || !(isLong || mayGrow)) return;
    let current = true;
    const load = () => {
      void preloadWindowedVideoGrid().then((component) => {
        if (current && isLong) setWindowed(() => component);
      });
    };
    // A long list needs it now; one that may grow, before its next page comes.
    const cancel = whenIdle(load, isLong ? 0 : 3000);
    return () => {
      current = false;
      cancel();
    };
  }, [Windowed, isLong, mayGrow]);
  return Windowed ? <Windowed {...props} /> : <WholeVideoGrid {...props} />;
}
