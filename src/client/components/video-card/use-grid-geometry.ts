import { type RefObject, useLayoutEffect, useState } from 'react';

export interface GridGeometry {
  /** The grid's content width in px. */
  width: number;
  /** Column and row gaps in px, as the stylesheet sets them. */
  columnGap: number;
  rowGap: number;
  /** The grid's top edge from the top of the document (the window virtualizer's scrollMargin). */
  top: number;
}

function px(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

function measure(element: HTMLElement): GridGeometry {
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  return {
    width: rect.width,
    columnGap: px(style.columnGap),
    rowGap: px(style.rowGap),
    top: Math.round(rect.top + window.scrollY),
  };
}

function same(a: GridGeometry, b: GridGeometry): boolean {
  return (
    a.width === b.width && a.columnGap === b.columnGap && a.rowGap === b.rowGap && a.top === b.top
  );
}

/**
 * The size and place of a grid element, kept current by a ResizeObserver on it and on the
 * document (content above the grid may grow or shrink and move it).
 */
export function useGridGeometry(ref: RefObject<HTMLElement | null>): GridGeometry {
  const [geometry, setGeometry] = useState<GridGeometry>({
    width: 0,
    columnGap: 0,
    rowGap: 0,
    top: 0,
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = measure(element);
      setGeometry((previous) => (same(previous, next) ? previous : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', update);
      return () => window.removeEventListener('resize', update);
    }
    const observer = new ResizeObserver(update);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);

  return geometry;
}
