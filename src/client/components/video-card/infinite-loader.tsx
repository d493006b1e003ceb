import { useEffect, useRef } from 'react';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import './infinite-loader.css';

/** How far below the viewport the next page starts loading, so scrolling rarely waits. */
const PRELOAD_MARGIN = '800px 0px';

interface InfiniteLoaderProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): void;
  /** What is loading, for the polite announcement, e.g. "videos". */
  noun?: string;
}

/**
 * Loads the next page when the end of a list comes near (an IntersectionObserver sentinel), and
 * shows a loader while it does, announced politely. The "Load more" button stays as the way for
 * keyboards, assistive tech and browsers without IntersectionObserver.
 */
export function InfiniteLoader({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  noun = 'videos',
}: InfiniteLoaderProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  // The latest values, read by the long-lived observer without re-creating it.
  const latest = useRef({ hasNextPage, isFetchingNextPage, fetchNextPage });
  latest.current = { hasNextPage, isFetchingNextPage, fetchNextPage };

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasNextPage: more, isFetchingNextPage: busy, fetchNextPage: next } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) next();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="infinite-loader">
      <div
        ref={sentinelRef}
        className="infinite-loader__sentinel"
        data-testid="infinite-sentinel"
      />
      <div className="infinite-loader__status" role="status" aria-live="polite">
        {isFetchingNextPage && (
          <>
            <Spinner size={22} />
            <span>Loading more {noun}…</span>
          </>
        )}
      </div>
      {hasNextPage && (
        // Stays while loading, aria-disabled rather than disabled: a keyboard user's focus stays.
        <Button
          variant="secondary"
          aria-disabled={isFetchingNextPage || undefined}
          onClick={() => {
            if (!isFetchingNextPage) fetchNextPage();
          }}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
