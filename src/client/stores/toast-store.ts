import { create } from 'zustand';

export const TOAST_MS = 1500;

export type ToastColour = 'green' | 'red';

interface ToastState {
  isOpen: boolean;
  bg: ToastColour;
  msg: string;
  show(msg: string, bg?: ToastColour): void;
  close(): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** The toast bar: opens with a message and closes itself after 1500 ms (docs/product.md, "Timings"). */
export const useToastStore = create<ToastState>()((set) => ({
  isOpen: false,
  bg: 'green',
  msg: '',
  show(msg, bg = 'green') {
    clearTimeout(timer);
    set({ isOpen: true, msg, bg });
    timer = setTimeout(() => set({ isOpen: false }), TOAST_MS);
  },
  close() {
    clearTimeout(timer);
    set({ isOpen: false });
  },
}));

/** For hooks and handlers outside React render: `toast('Playlist Created')`. */
export const toast = (msg: string, bg: ToastColour = 'green') =>
  useToastStore.getState().show(msg, bg);
