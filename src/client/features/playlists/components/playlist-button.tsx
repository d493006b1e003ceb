import { t } from '@lingui/core/macro';
import { Button } from '#client/components/ui/button.tsx';
import { Message } from '#client/lib/messages.ts';
import { isSignedIn, useAuthStore } from '#client/stores/auth-store.ts';
import { useModalStore } from '#client/stores/modal-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { usePlaylistsBusy } from '../hooks/use-playlists-busy.ts';
import './playlist-modal.css';

/**
 * Opens the Save-to modal for a video. Busy while a playlist call runs; aria-disabled rather
 * than disabled, so a keyboard user's focus stays on it.
 */
export function PlaylistButton({ video }: { video: Video }) {
  const signedIn = useAuthStore(isSignedIn);
  const open = useModalStore((state) => state.open);
  const busy = usePlaylistsBusy();
  return (
    <Button
      variant="secondary"
      icon="playlist-add"
      className="playlist-button"
      aria-haspopup="dialog"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        if (signedIn) open(video);
        else toast(Message.loginFirst, 'red');
      }}
    >
      {/* One playlist, not the menu's "Playlist" (all of them), which some languages say apart. */}
      {t({ message: 'Playlist', context: 'one playlist' })}
    </Button>
  );
}
