import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FORM_CONTROL_CLASS } from '#client/components/ui/form-control.ts';
import { isSignInProblem } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { toast } from '#client/stores/toast-store.ts';
import { PLAYLIST_VISIBILITIES, type PlaylistVisibility } from '#shared/schemas/playlist.schema.ts';
import { useUpdatePlaylist } from '../api/update-playlist.ts';
import './playlist-sharing.css';

/** Each visibility in a few words: who may open the playlist. */
function visibilityLabel(visibility: PlaylistVisibility): string {
  switch (visibility) {
    case 'private':
      return t`Private: only you`;
    case 'unlisted':
      return t`Unlisted: anyone with the link`;
    case 'public':
      return t`Public: on your profile`;
  }
}

/** The address a playlist is shared by: its page, which shows others the shared view. */
export function playlistLinkOf(origin: string, playlistId: string): string {
  return `${origin}/playlist/${encodeURIComponent(playlistId)}`;
}

interface PlaylistSharingProps {
  playlist: { _id: string; title: string; visibility?: PlaylistVisibility | undefined };
}

/**
 * On the owner's playlist: who may open it (Private, Unlisted, Public), changed at once, and,
 * when others may open it, "Copy link".
 */
export function PlaylistSharing({ playlist }: PlaylistSharingProps) {
  const selectId = useId();
  const visibility = playlist.visibility ?? 'private';
  const update = useUpdatePlaylist({
    onUpdated: () => toast(Message.playlistUpdated),
    onFailed: (error) => {
      if (isSignInProblem(error)) toast(Message.loginFirst, 'red');
      else {
        console.warn('Could not change who may open the playlist', error);
        toast(t`Could not change who can open the playlist. Try again.`, 'red');
      }
    },
  });

  const copyLink = () => {
    navigator.clipboard.writeText(playlistLinkOf(window.location.origin, playlist._id)).then(
      () => toast(t`Link copied`),
      (error: unknown) => {
        console.warn('CraftReel: the link could not be copied', error);
        toast(t`The link could not be copied. Select it and copy it yourself.`, 'red');
      },
    );
  };

  return (
    <div className="playlist-sharing">
      <label className="playlist-sharing__label" htmlFor={selectId}>
        {t`Who can open it`}
      </label>
      <select
        id={selectId}
        className={`${FORM_CONTROL_CLASS} playlist-sharing__select`}
        value={visibility}
        onChange={(event) =>
          update.mutate({
            playlistId: playlist._id,
            visibility: event.target.value as PlaylistVisibility,
          })
        }
      >
        {PLAYLIST_VISIBILITIES.map((value) => (
          <option key={value} value={value}>
            {visibilityLabel(value)}
          </option>
        ))}
      </select>
      {visibility !== 'private' && (
        <Button variant="secondary" size="sm" icon="send" onClick={copyLink}>
          {t`Copy link`}
        </Button>
      )}
    </div>
  );
}
