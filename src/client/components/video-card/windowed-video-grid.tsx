import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, useCallback, useRef, useState } from 'react';
import { columnsFor, estimatedRowHeight, RENDER_WHOLE_UP_TO } from './grid-columns.ts';
import { useGridGeometry } from './use-grid-geometry.ts';
import type { VirtualVideoGridProps } from './virtual-video-grid.tsx';
import './video-card.css';

/** Rows kept rendered above and below the window, so Tab always has a next card to go to. */
const OVERSCAN_ROWS = 2;
/** How far (in rows) the window may drift from a focused card before that card is let go. */
const FOCUS_KEEP_ROWS = 12;

/**
 * The responsive grid of video cards, row-virtualised against the window's scrolling: past one
 * page of cards, only the rows near the viewport are in the DOM, whatever the number of cards. The columns are worked
 * out from the grid's width (as many of at least 260 px as fit, like the static grid), and the
 * rows above and below the rendered ones are stood in for by the list's padding, so the DOM
 * stays one `<ul>` of `<li>` in reading order. Each item tells assistive tech its place
 * (`aria-posinset`) in the whole (`aria-setsize`), and the row holding keyboard focus stays
 * rendered while the window is near it.
 */
export function WindowedVideoGrid<T>({
  label,
  items,
  getKey,
  renderItem,
  total,
  hasMore = false,
}: VirtualVideoGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const { width, columnGap, rowGap, top } = useGridGeometry(listRef);
  const columns = width > 0 ? columnsFor(width, columnGap) : 1;
  const rowCount = Math.ceil(items.length / columns);
  const [focusedRow, setFocusedRow] = useState<number | null>(null);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      const first = rows[0];
      const last = rows.at(-1);
      if (focusedRow === null || first === undefined || last === undefined) return rows;
      // Rows must stay contiguous (the padding stands in for the rest), so reach to the focused
      // one when it is near; further away, it is let go like any other.
      if (focusedRow < first && first - focusedRow <= FOCUS_KEEP_ROWS) {
        return [...Array.from({ length: first - focusedRow }, (_, i) => focusedRow + i), ...rows];
      }
      if (focusedRow > last && focusedRow - last <= FOCUS_KEEP_ROWS && focusedRow < range.count) {
        return [...rows, ...Array.from({ length: focusedRow - last }, (_, i) => last + 1 + i)];
      }
      return rows;
    },
    [focusedRow],
  );

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight(width || 320, columns, columnGap),
    gap: rowGap,
    overscan: items.length <= RENDER_WHOLE_UP_TO ? rowCount : OVERSCAN_ROWS,
    scrollMargin: top,
    rangeExtractor,
  });

  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0];
  const lastRow = rows.at(-1);
  const paddingTop = firstRow ? firstRow.start - virtualizer.options.scrollMargin : 0;
  const paddingBottom = lastRow
    ? Math.max(0, virtualizer.getTotalSize() - (lastRow.end - virtualizer.options.scrollMargin))
    : 0;
  const setSize = total ?? (hasMore ? -1 : items.length);

  const rowOf = (event: FocusEvent<HTMLUListElement>): number | null => {
    const item = (event.target as Element).closest<HTMLElement>('li[data-row]');
    return item ? Number(item.dataset.row) : null;
  };

  return (
    <ul
      ref={listRef}
      className="video-grid video-grid--virtual"
      aria-label={label}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        paddingTop,
        paddingBottom,
      }}
      onFocus={(event) => setFocusedRow(rowOf(event))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedRow(null);
      }}
    >
      {rows.flatMap((row) => {
        const start = row.index * columns;
        return items.slice(start, start + columns).map((item, column) => {
          const index = start + column;
          return (
            <li
              key={getKey(item)}
              data-row={row.index}
              // The row's first card is measured: the grid stretches its cards to the row.
              data-index={column === 0 ? row.index : undefined}
              ref={column === 0 ? virtualizer.measureElement : undefined}
              aria-posinset={index + 1}
              aria-setsize={setSize}
            >
              {renderItem(item, index)}
            </li>
          );
        });
      })}
    </ul>
  );
}
