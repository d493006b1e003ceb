import { create } from 'zustand';
import type { Video } from '#shared/schemas/video.schema.ts';

interface ModalState {
  /** The video the Save-to modal is open for; the modal is open exactly when there is one. */
  video: Video | null;
  open(video: Video): void;
  close(): void;
}

export const useModalStore = create<ModalState>()((set) => ({
  video: null,
  open: (video) => set({ video }),
  close: () => set({ video: null }),
}));
