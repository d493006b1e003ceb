/** One row of the request tester's header editor (docs/product.md, "Request tester"). */
export interface HeaderRow {
  isUsed: boolean;
  header: string;
  value: string;
}

export type HeaderField = 'header' | 'value';

export type HeaderAction =
  | { type: 'edit'; index: number; field: HeaderField; text: string }
  | { type: 'set-used'; index: number; isUsed: boolean }
  | { type: 'remove'; index: number };

const blankRow = (): HeaderRow => ({ isUsed: false, header: '', value: '' });

/** docs/product.md, "Request tester": Accept '*\/*' ticked, then one blank unticked row. */
export const initialHeaderRows: readonly HeaderRow[] = [
  { isUsed: true, header: 'Accept', value: '*/*' },
  blankRow(),
];

/**
 * The header editor as a pure reducer. Editing the last row appends a blank row, so there is
 * always an empty row to type into. The row being filled in for the first time is ticked too,
 * as request tools do: a header someone has just typed is a header they mean to send (they can
 * untick it).
 */
export function headerRowsReducer(
  rows: readonly HeaderRow[],
  action: HeaderAction,
): readonly HeaderRow[] {
  const row = rows[action.index];
  if (!row) return rows;
  switch (action.type) {
    case 'edit': {
      const isLast = action.index === rows.length - 1;
      const edited: HeaderRow = {
        ...row,
        [action.field]: action.text,
        isUsed: isLast ? true : row.isUsed,
      };
      const next = rows.map((r, i) => (i === action.index ? edited : r));
      return isLast ? [...next, blankRow()] : next;
    }
    case 'set-used':
      if (row.isUsed === action.isUsed) return rows;
      return rows.map((r, i) => (i === action.index ? { ...r, isUsed: action.isUsed } : r));
    case 'remove': {
      // The trailing blank row is where new headers are typed; it stays.
      if (action.index === rows.length - 1) return rows;
      return rows.filter((_, i) => i !== action.index);
    }
  }
}

/** The count shown beside "Headers": ticked rows. */
export function usedHeaderCount(rows: readonly HeaderRow[]): number {
  return rows.filter((row) => row.isUsed).length;
}

/** Only ticked rows with a name are sent; names are trimmed, later rows win over earlier ones. */
export function toRequestHeaders(rows: readonly HeaderRow[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const row of rows) {
    const name = row.header.trim();
    if (row.isUsed && name !== '') headers[name] = row.value;
  }
  return headers;
}
