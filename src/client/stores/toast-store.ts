import { t } from '@lingui/core/macro';
import { create } from 'zustand';

export const TOAST_MS = 1500;
/**
 * A toast with an action (Undo) stays longer than the spec's 1500 ms: long enough to read it
 * and reach the button (WCAG 2.2.1), and it waits while the pointer or focus is on it.
 */
export const TOAST_WITH_ACTION_MS = 8000;

export type ToastColour = 'green' | 'red';

/** A button in the toast, e.g. Undo; pressing it closes the toast. */
export interface ToastAction {
  label: string;
  run(): void;
}

/**
 * The page a toast belongs to, from an address's path. A playlist's address names the playlists
 * page with that playlist open: one page, so that deleting the open playlist (which goes to
 * /playlist) keeps its Undo.
 */
export function pageOf(pathname: string): string {
  return pathname.replace(/^\/playlist\/[^/]+\/?$/, '/playlist');
}

interface ToastState {
  isOpen: boolean;
  bg: ToastColour;
  msg: string;
  action: ToastAction | null;
  /** The page it was raised on (pageOf), which a toast with an action belongs to. */
  page: string;
  show(msg: string, bg?: ToastColour, action?: ToastAction): void;
  close(): void;
  /** Stops the clock while the user is on the toast (pointer over it, focus in it). */
  hold(): void;
  /** Starts the clock again, in full, once the user has left it. */
  release(): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The toast bar: opens with a message and closes itself after 1500 ms (docs/product.md,
 * "Timings"), or after TOAST_WITH_ACTION_MS when it offers an action.
 */
export const useToastStore = create<ToastState>()((set, get) => {
  const startClock = () => {
    clearTimeout(timer);
    const ms = get().action ? TOAST_WITH_ACTION_MS : TOAST_MS;
    timer = setTimeout(() => set({ isOpen: false, action: null }), ms);
  };
  return {
    isOpen: false,
    bg: 'green',
    msg: '',
    action: null,
    page: '',
    show(msg, bg = 'green', action) {
      set({
        isOpen: true,
        msg,
        bg,
        action: action ?? null,
        page: pageOf(window.location.pathname),
      });
      startClock();
    },
    close() {
      clearTimeout(timer);
      set({ isOpen: false, action: null });
    },
    hold() {
      if (get().isOpen) clearTimeout(timer);
    },
    release() {
      if (get().isOpen) startClock();
    },
  };
});

/** For hooks and handlers outside React render: `toast('Playlist Created')`. */
export const toast = (msg: string, bg: ToastColour = 'green') =>
  useToastStore.getState().show(msg, bg);

/** A green toast with an Undo button that runs `undo` (docs/product.md, "Lists", Undo). */
export const toastWithUndo = (msg: string, undo: () => void) =>
  useToastStore.getState().show(msg, 'green', { label: t`Undo`, run: undo });
