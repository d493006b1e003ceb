import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_MS,
  TOAST_WITH_ACTION_MS,
  toast,
  toastWithUndo,
  useToastStore,
} from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ isOpen: false, bg: 'green', msg: '', action: null });
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

  it('keeps a toast with Undo open longer, and while the user is on it', () => {
    const undo = vi.fn();
    toastWithUndo('Removed from liked videos', undo);
    expect(useToastStore.getState().action?.label).toBe('Undo');
    vi.advanceTimersByTime(TOAST_MS);
    expect(useToastStore.getState().isOpen).toBe(true);
    useToastStore.getState().hold();
    vi.advanceTimersByTime(TOAST_WITH_ACTION_MS * 2);
    expect(useToastStore.getState().isOpen).toBe(true);
    useToastStore.getState().release();
    vi.advanceTimersByTime(TOAST_WITH_ACTION_MS - 1);
    expect(useToastStore.getState().isOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState()).toMatchObject({ isOpen: false, action: null });
    expect(undo).not.toHaveBeenCalled();
  });

  it('drops the action when a plain toast takes its place', () => {
    toastWithUndo('Playlist Deleted', vi.fn());
    toast('Playlist Created');
    expect(useToastStore.getState().action).toBeNull();
    vi.advanceTimersByTime(TOAST_MS);
    expect(useToastStore.getState().isOpen).toBe(false);
  });
});
