/**
 * Where each history entry was scrolled to when it was left, by entry key, so Back and Forward
 * return to the same place (kept for the page's lifetime, as the browser keeps its own).
 */
const positions = new Map<string, number>();

export function saveScrollPosition(key: string): void {
  if (typeof window === 'undefined') return;
  positions.set(key, window.scrollY);
}

export function savedScrollPosition(key: string): number | undefined {
  return positions.get(key);
}
