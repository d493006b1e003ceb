import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebounce } from './use-debounce.ts';

describe('useDebounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1000 ms by default', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
    const { result, rerender } = renderHook(({ value }) => useDebounce(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('restarts the wait on every change and keeps only the last value', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounce(value, 1000), {
      initialProps: { value: '' },
    });
    rerender({ value: 'p' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: 'pa' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: 'pai' });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('pai');
  });
});
