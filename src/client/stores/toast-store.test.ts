import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, toast, useToastStore } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ isOpen: false, bg: 'green', msg: '' });
  });
  afterEach(() => vi.useRealTimers());

  it('opens with a message and closes itself after 1500 ms', () => {
    expect(TOAST_MS).toBe(1500);
    toast('Playlist Created');
    expect(useToastStore.getState()).toMatchObject({
      isOpen: true,
      msg: 'Playlist Created',
      bg: 'green',
    });
    vi.advanceTimersByTime(1499);
    expect(useToastStore.getState().isOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().isOpen).toBe(false);
  });

  it('shows red toasts', () => {
    toast('no such user found', 'red');
    expect(useToastStore.getState()).toMatchObject({ msg: 'no such user found', bg: 'red' });
  });

  it('gives a newer toast its own full 1500 ms', () => {
    toast('first');
    vi.advanceTimersByTime(1000);
    toast('second', 'red');
    vi.advanceTimersByTime(1000);
    expect(useToastStore.getState()).toMatchObject({ isOpen: true, msg: 'second' });
    vi.advanceTimersByTime(500);
    expect(useToastStore.getState().isOpen).toBe(false);
  });

  it('can be closed early', () => {
    toast('bye');
    useToastStore.getState().close();
    expect(useToastStore.getState().isOpen).toBe(false);
  });
});
