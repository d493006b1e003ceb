import { t } from '@lingui/core/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { isSignInProblem, statusOf } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { tokenStorage } from '#client/lib/token-storage.ts';
import { toast } from '#client/stores/toast-store.ts';
import { PLAYLIST_TITLE_MAX, type Playlist } from '#shared/schemas/playlist.schema.ts';
import { useCreatePlaylist } from '../api/create-playlist.ts';
import { usePlaylistsBusy } from '../hooks/use-playlists-busy.ts';
import { checkPlaylistName } from '../playlist-name.ts';
import './create-playlist-form.css';

interface CreatePlaylistFormProps {
  className?: string;
  /**
   * The titles of the playlists loaded so far, checked before asking the server; one not
   * loaded yet is caught by the server's 409, with the same message.
   */
  existingTitles: readonly string[];
  /** After the new playlist is made (the Save-to modal then adds its video to it). */
  onCreated?(created: Playlist): void;
}

/** "Playlist name" and Create, with the checks and messages of docs/product.md, "Playlists". */
export function CreatePlaylistForm({
  className,
  existingTitles,
  onCreated,
}: CreatePlaylistFormProps) {
  const [name, setName] = useState('');
  const busy = usePlaylistsBusy();
  const create = useCreatePlaylist({
    onCreated: (created) => {
      toast(Message.playlistCreated);
      setName('');
      onCreated?.(created);
    },
    onFailed: (error) => {
      if (statusOf(error) === 409) {
        toast(Message.playlistExists, 'red');
        setName('');
      } else if (isSignInProblem(error)) {
        toast(Message.loginFirst, 'red');
      } else {
        console.warn('Could not create the playlist', error);
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkPlaylistName(name, {
      hasToken: Boolean(tokenStorage.read()),
      existingTitles,
    });
    if (!check.ok) {
      toast(check.message, 'red');
      if (check.clearInput) setName('');
      return;
    }
    create.mutate(check.title);
  };

  return (
    <form
      className={['create-playlist', className].filter(Boolean).join(' ')}
      onSubmit={submit}
      noValidate
    >
      <TextField
        className="create-playlist__field"
        label={t`Playlist name`}
        name="playlistName"
        autoComplete="off"
        maxLength={PLAYLIST_TITLE_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button
        type="submit"
        icon="plus"
        className="create-playlist__submit"
        aria-disabled={busy || undefined}
      >
        {t`Create`}
      </Button>
    </form>
  );
}
