import { t } from '@lingui/core/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { isSignInProblem, statusOf } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { toast } from '#client/stores/toast-store.ts';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_TITLE_MAX } from '#shared/schemas/playlist.schema.ts';
import { useUpdatePlaylist } from '../api/update-playlist.ts';
import { usePlaylistsBusy } from '../hooks/use-playlists-busy.ts';
import './playlist-details-form.css';

interface PlaylistDetailsFormProps {
  playlist: { _id: string; title: string; description?: string | undefined };
  /** Saved (with the server's answer) or cancelled: the form goes away. */
  onDone(): void;
}

/**
 * Rename a playlist and give it a description (docs/product.md, "Playlists"): the name follows the create form's
 * rules (not empty; the server refuses a name the user already has, 409, shown the same way).
 */
export function PlaylistDetailsForm({ playlist, onDone }: PlaylistDetailsFormProps) {
  const [title, setTitle] = useState(playlist.title);
  const [description, setDescription] = useState(playlist.description ?? '');
  const descriptionId = useId();
  const busy = usePlaylistsBusy();
  const update = useUpdatePlaylist({
    onUpdated: () => {
      toast(Message.playlistUpdated);
      onDone();
    },
    onFailed: (error) => {
      if (statusOf(error) === 409) toast(Message.playlistExists, 'red');
      else if (isSignInProblem(error)) toast(Message.loginFirst, 'red');
      else console.warn('Could not change the playlist', error);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (title.trim() === '') {
      toast(Message.playlistNameEmpty, 'red');
      return;
    }
    update.mutate({
      playlistId: playlist._id,
      title: title.trim(),
      description: description.trim(),
    });
  };

  return (
    <form
      className="playlist-details"
      onSubmit={submit}
      noValidate
      aria-label={t`Playlist details`}
    >
      <TextField
        label={t`Playlist name`}
        name="playlistTitle"
        autoComplete="off"
        maxLength={PLAYLIST_TITLE_MAX}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="text-field">
        <label className="text-field__label" htmlFor={descriptionId}>
          {t`Description`}
        </label>
        <textarea
          id={descriptionId}
          className="text-field__input playlist-details__description"
          name="playlistDescription"
          rows={3}
          maxLength={PLAYLIST_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="playlist-details__actions">
        <Button type="submit" variant="primary" size="sm" aria-disabled={busy || undefined}>
          {t`Save`}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onDone}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
