import { useEffect, useState } from 'react';

/** The search box waits this long after the last keystroke (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** `value`, but only once it has stayed unchanged for `delayMs`. */
export function useDebounce<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
