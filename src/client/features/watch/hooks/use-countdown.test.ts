import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_STEP_MS, useCountdown } from './use-countdown.ts';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Lets `steps` seconds pass, a step per act: each second's timer is set as the last one ends. */
function advance(steps: number) {
  for (let step = 0; step < steps; step += 1) {
    act(() => {
      vi.advanceTimersByTime(COUNTDOWN_STEP_MS);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useCountdown', () => {
  it('counts down a second at a time and is done once, at 0', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(3, true, onDone));
    expect(result.current).toBe(3);
    advance(1);
    expect(result.current).toBe(2);
    advance(1);
    expect(result.current).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    advance(1);
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    advance(5);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not count while stopped (cancelled), and starts from the top again', () => {
    const onDone = vi.fn();
    const { result, rerender } = renderHook(({ running }) => useCountdown(3, running, onDone), {
      initialProps: { running: true },
    });
    advance(2);
    expect(result.current).toBe(1);
    rerender({ running: false });
    advance(10);
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current).toBe(3);
    rerender({ running: true });
    advance(1);
    expect(result.current).toBe(2);
  });

  it('stands still while the tab is hidden, and goes on where it was once it is seen', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(3, true, onDone));
    advance(1);
    expect(result.current).toBe(2);
    setVisibility('hidden');
    advance(60);
    expect(result.current).toBe(2);
    expect(onDone).not.toHaveBeenCalled();
    setVisibility('visible');
    advance(1);
    expect(result.current).toBe(1);
    advance(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not start while the tab is hidden', () => {
    visibility = 'hidden';
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(2, true, onDone));
    advance(10);
    expect(result.current).toBe(2);
    expect(onDone).not.toHaveBeenCalled();
  });
});
