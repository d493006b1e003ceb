import { t } from '@lingui/core/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import './infinite-loader.css';

/** How far below the viewport the next page starts loading, so scrolling rarely waits. */
const PRELOAD_MARGIN = '800px 0px';

/** What the loader reads of an infinite query. */
export type InfinitePages = Pick<
  UseInfiniteQueryResult<InfiniteData<unknown>, unknown>,
  'data' | 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

interface InfiniteLoaderProps {
  query: InfinitePages;
  /** What is loading, for the polite announcement. */
  noun?: 'videos' | 'playlists';
}

/**
 * Loads the next page when the end of a list comes near (an IntersectionObserver sentinel), and
 * shows a loader while it does, announced politely. The "Load more" button stays as the way for
 * keyboards, assistive tech and browsers without IntersectionObserver.
 *
 * The observer speaks only when the sentinel crosses the margin, so a page that comes in while
 * the end is still near (a tall screen, a fast scroll, or the browser's scroll anchoring keeping
 * the loader in view as the list grows above it) would otherwise never be followed by the next:
 * the loader remembers whether the sentinel is near, and asks again when a page has come in. A
 * page that failed is not asked for again by itself (that would loop); Load more retries it.
 */
export function InfiniteLoader({ query, noun = 'videos' }: InfiniteLoaderProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  // Changes as each page comes in, even when its fetch began and ended within one render.
  const pagesIn = query.data?.pages.length ?? 0;
  const sentinelRef = useRef<HTMLDivElement>(null);
  const near = useRef(false);
  // The latest query, read by the long-lived observer without re-creating it.
  const latest = useRef(query);
  latest.current = query;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        near.current = entry.isIntersecting;
        const { hasNextPage: more, isFetchingNextPage: busy, fetchNextPage } = latest.current;
        if (near.current && more && !busy) void fetchNextPage();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  // A page has come in (or the list can grow again) with the end still near: ask for the next.
  useEffect(() => {
    if (
      pagesIn > 0 &&
      near.current &&
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError
    ) {
      void latest.current.fetchNextPage();
    }
  }, [pagesIn, hasNextPage, isFetchingNextPage, isFetchNextPageError]);

  return (
    <div className="infinite-loader">
      <div
        ref={sentinelRef}
        className="infinite-loader__sentinel"
        data-testid="infinite-sentinel"
      />
      <div className="infinite-loader__status" role="status" aria-live="polite">
        {isFetchingNextPage ? (
          <>
            <Spinner size={22} />
            <span>
              {noun === 'playlists' ? t`Loading more playlists…` : t`Loading more videos…`}
            </span>
          </>
        ) : (
          isFetchNextPageError && (
            <span>
              {noun === 'playlists'
                ? t`We couldn’t load more playlists. Try again.`
                : t`We couldn’t load more videos. Try again.`}
            </span>
          )
        )}
      </div>
      {hasNextPage && (
        // Stays while loading, aria-disabled rather than disabled: a keyboard user's focus stays.
        <Button
          variant="secondary"
          aria-disabled={isFetchingNextPage || undefined}
          onClick={() => {
            if (!isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          {t`Load more`}
        </Button>
      )}
    </div>
  );
}
