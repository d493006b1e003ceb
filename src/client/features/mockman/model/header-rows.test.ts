import { describe, expect, it } from 'vitest';
import {
  type HeaderRow,
  headerRowsReducer,
  initialHeaderRows,
  toRequestHeaders,
  usedHeaderCount,
} from './header-rows.ts';

describe('headerRowsReducer', () => {
  it('starts with Accept */* ticked and one blank unticked row', () => {
    expect(initialHeaderRows).toEqual([
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: false, header: '', value: '' },
    ]);
    expect(usedHeaderCount(initialHeaderRows)).toBe(1);
  });

  it('adds a blank row when the last row is edited, and ticks the edited row', () => {
    const rows = headerRowsReducer(initialHeaderRows, {
      type: 'edit',
      index: 1,
      field: 'header',
      text: 'a',
    });
    expect(rows).toEqual([
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: true, header: 'a', value: '' },
      { isUsed: false, header: '', value: '' },
    ]);
    expect(usedHeaderCount(rows)).toBe(2);
  });

  it('adds a blank row when the value of the last row is edited', () => {
    const rows = headerRowsReducer(initialHeaderRows, {
      type: 'edit',
      index: 1,
      field: 'value',
      text: 'x',
    });
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({ isUsed: true, header: '', value: 'x' });
  });

  it('does not add a row when a row other than the last is edited', () => {
    const rows = headerRowsReducer(initialHeaderRows, {
      type: 'edit',
      index: 0,
      field: 'value',
      text: 'application/json',
    });
    expect(rows).toEqual([
      { isUsed: true, header: 'Accept', value: 'application/json' },
      { isUsed: false, header: '', value: '' },
    ]);
  });

  it('keeps an unticked row unticked when it is edited and is not the last row', () => {
    const start: HeaderRow[] = [
      { isUsed: false, header: 'X-One', value: '1' },
      { isUsed: false, header: '', value: '' },
    ];
    const rows = headerRowsReducer(start, { type: 'edit', index: 0, field: 'value', text: '2' });
    expect(rows[0]).toEqual({ isUsed: false, header: 'X-One', value: '2' });
  });

  it('ticks and unticks rows and counts the ticked ones', () => {
    const unticked = headerRowsReducer(initialHeaderRows, {
      type: 'set-used',
      index: 0,
      isUsed: false,
    });
    expect(unticked[0]?.isUsed).toBe(false);
    expect(usedHeaderCount(unticked)).toBe(0);

    const both = headerRowsReducer(
      headerRowsReducer(unticked, { type: 'set-used', index: 0, isUsed: true }),
      { type: 'set-used', index: 1, isUsed: true },
    );
    expect(usedHeaderCount(both)).toBe(2);
  });

  it('returns the same rows for an action that changes nothing', () => {
    expect(headerRowsReducer(initialHeaderRows, { type: 'set-used', index: 0, isUsed: true })).toBe(
      initialHeaderRows,
    );
    expect(headerRowsReducer(initialHeaderRows, { type: 'set-used', index: 9, isUsed: true })).toBe(
      initialHeaderRows,
    );
  });

  it('removes a row but never the trailing blank row', () => {
    expect(headerRowsReducer(initialHeaderRows, { type: 'remove', index: 0 })).toEqual([
      { isUsed: false, header: '', value: '' },
    ]);
    expect(headerRowsReducer(initialHeaderRows, { type: 'remove', index: 1 })).toBe(
      initialHeaderRows,
    );
  });
});

describe('toRequestHeaders', () => {
  it('sends only ticked rows that have a name', () => {
    const rows: HeaderRow[] = [
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: false, header: 'X-Unticked', value: 'no' },
      { isUsed: true, header: '  authorization ', value: 'token-1' },
      { isUsed: true, header: '', value: 'nameless' },
      { isUsed: false, header: '', value: '' },
    ];
    expect(toRequestHeaders(rows)).toEqual({ Accept: '*/*', authorization: 'token-1' });
  });

  it('sends nothing when nothing is ticked', () => {
    const rows = headerRowsReducer(initialHeaderRows, {
      type: 'set-used',
      index: 0,
      isUsed: false,
    });
    expect(toRequestHeaders(rows)).toEqual({});
  });
});
