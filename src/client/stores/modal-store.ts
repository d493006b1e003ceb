import { create } from 'zustand';
import type { Video } from '#shared/schemas/video.schema.ts';

interface ModalState {
  modalState: boolean;
  videoData: Video | null;
  open(video: Video): void;
  close(): void;
}

/** The Save-to playlist modal: which video it is open for, if any. */
export const useModalStore = create<ModalState>()((set) => ({
  modalState: false,
  videoData: null,
  open: (video) => set({ modalState: true, videoData: video }),
  close: () => set({ modalState: false, videoData: null }),
}));
