import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * Gives focus a sensible home when a list loses the card whose button removed it: once the list
 * has rendered without that card, and only if focus fell to the page's body with it, `home` (the
 * list's heading) takes focus, rather than the page's start.
 *
 * It waits for the render, not for the server's answer: the card may leave the DOM before the
 * answer's callbacks run or after them, and a check made at the answer raced that render.
 *
 * @param renderedIds the ids of the cards the list renders now.
 * @returns `expect(id)`, to call when a removal starts, and `forget()`, when it fails.
 */
export function useFocusAfterRemoval(
  home: RefObject<HTMLElement | null>,
  renderedIds: readonly string[],
): { expect(id: string): void; forget(): void } {
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const id = pending.current;
    if (id === null || renderedIds.includes(id)) return;
    pending.current = null;
    if (!document.activeElement || document.activeElement === document.body) home.current?.focus();
  });

  const expect = useCallback((id: string) => {
    pending.current = id;
  }, []);
  const forget = useCallback(() => {
    pending.current = null;
  }, []);
  return { expect, forget };
}
