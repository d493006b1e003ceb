import { lazy, Suspense, useState } from 'react';
import { withAreas } from '#client/i18n/activate-locale.ts';
import { useModalStore } from '#client/stores/modal-store.ts';

const PlaylistModal = lazy(() =>
  withAreas(
    ['playlists'],
    () => import('#client/features/playlists/components/playlist-modal.tsx'),
  ).then((m) => ({ default: m.PlaylistModal })),
);

/**
 * Where the Save-to modal lives. Only a signed-in user's Playlist button opens it, so its code
 * (the modal, the new-playlist form, the playlist calls) is fetched the first time it opens,
 * not with the first load of /. Once there it stays mounted, as it always was, so closing it
 * still hands focus back to the button that opened it.
 */
export function PlaylistModalSlot() {
  const isOpen = useModalStore((state) => state.video !== null);
  const [wanted, setWanted] = useState(isOpen);
  // Derived state, set while rendering (react.dev, "Storing information from previous renders").
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlaylistModal />
    </Suspense>
  );
}
