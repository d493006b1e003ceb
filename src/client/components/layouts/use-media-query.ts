import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when that changes. null when there is no
 * screen to ask: the shell prerendered at build time (vite.config.ts), where CSS decides.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => null,
  );
}
