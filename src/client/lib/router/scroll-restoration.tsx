import { useLayoutEffect, useRef } from 'react';
import { useCommittedLocation } from './history-router.tsx';
import { savedScrollPosition } from './scroll-positions.ts';

/**
 * A new page starts at its top (or at its #hash); Back and Forward return to where the page
 * was scrolled. The app restores scrolling itself because the browser would do it before
 * React has rendered the page it returns to.
 */
export function ScrollRestoration() {
  const { location, action } = useCommittedLocation();
  const isFirstPage = useRef(true);

  useLayoutEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const first = isFirstPage.current;
    isFirstPage.current = false;
    if (action === 'pop') {
      const saved = savedScrollPosition(location.key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // The page the app opened on is where the browser put it.
    if (!first) window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}
