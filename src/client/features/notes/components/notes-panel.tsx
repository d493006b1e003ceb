import { t } from '@lingui/core/macro';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { isSignInProblem, statusOf } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { Message } from '#client/lib/messages.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { Note } from '#shared/schemas/note.schema.ts';
import { useDeleteNote } from '../api/delete-note.ts';
import { useVideoNotes } from '../api/get-notes.ts';
import { useSaveNote } from '../api/save-note.ts';
import { NoteMessage } from '../note-messages.ts';
import { formatNoteTime, noteMomentOf } from '../note-time.ts';
import { NoteForm } from './note-form.tsx';
import './notes-panel.css';

/** The page's player, as the notes use it (the video page hands in its player-control). */
export interface NotesPlayer {
  /** Where the player is, in seconds; 0 before it plays. */
  currentTime(): number;
  /** Plays from `seconds` (starting the player there if it has not started). */
  seek(seconds: number): void;
}

interface NotesPanelProps {
  videoId: string;
  player: NotesPlayer;
}

/**
 * A video's "Notes" (docs/product.md, "Video page", Notes): the signed-in user's private notes on it in
 * time order, each with its moment (a press plays the video from there), its text as written,
 * and Edit and Delete; "Add a note" stamps the player's time as the user starts writing.
 * Visitors are asked to sign in.
 */
export function NotesPanel({ videoId, player }: NotesPanelProps) {
  const status = useAuthStore((state) => state.status);
  const headingId = useId();
  return (
    <section className="notes-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="notes-panel__title">
        {t`Notes`}
      </h2>
      {status === 'signed-in' ? (
        <SignedInNotes videoId={videoId} player={player} />
      ) : status === 'signed-out' ? (
        <SignInToKeep />
      ) : null}
    </section>
  );
}

function SignInToKeep() {
  const [pathname] = useLocation();
  return (
    <p className="notes-panel__visitor">
      {/* Signing in comes back to this video (RequireSignedOut reads `from`). */}
      <Link to="/login" state={{ from: { pathname } }}>
        {NoteMessage.signInToKeep}
      </Link>
    </p>
  );
}

/** The name of a new note's field, with its moment: "Note at 1:25". */
function newNoteLabel(time: string): string {
  return t`Note at ${time}`;
}

/** The name of a note's Edit button, and of its field while it is changed: "Edit note at 1:25". */
function editNoteLabel(time: string): string {
  return t`Edit note at ${time}`;
}

/** What is being written: a new note at a moment, or a change to one. */
type Composer = { kind: 'new'; seconds: number } | { kind: 'edit'; noteId: string } | null;

function failureMessage(error: unknown, fallback: string): string {
  if (isSignInProblem(error)) return Message.loginFirst;
  // The server's own words for a limit reached (422) say what to do.
  if (statusOf(error) === 422) return errorText(error) || fallback;
  return fallback;
}

function SignedInNotes({ videoId, player }: NotesPanelProps) {
  const notes = useVideoNotes(videoId);
  const [composer, setComposer] = useState<Composer>(null);
  const save = useSaveNote({
    onSaved: () => setComposer(null),
    onFailed: (error) => toast(failureMessage(error, NoteMessage.saveFailed), 'red'),
  });
  const remove = useDeleteNote({
    onFailed: (error) => toast(failureMessage(error, NoteMessage.deleteFailed), 'red'),
  });

  const startNew = () => setComposer({ kind: 'new', seconds: noteMomentOf(player.currentTime()) });

  let list: ReactNode;
  if (notes.isPending) {
    list = (
      <p className="notes-panel__status" role="status">
        <Spinner size={18} /> {t`Loading your notes…`}
      </p>
    );
  } else if (notes.isError) {
    list = (
      <div className="notes-panel__status" role="alert">
        <p>{NoteMessage.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void notes.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  } else if (notes.data.length === 0) {
    list =
      composer?.kind === 'new' ? null : <p className="notes-panel__empty">{NoteMessage.empty}</p>;
  } else {
    list = (
      <ol className="notes-panel__list" aria-label={t`Your notes, in time order`}>
        {notes.data.map((note) =>
          composer?.kind === 'edit' && composer.noteId === note._id ? (
            <li key={note._id} className="note">
              <NoteForm
                label={editNoteLabel(formatNoteTime(note.seconds))}
                initialBody={note.body}
                isSaving={save.isPending}
                onSave={(body) => save.mutate({ kind: 'edit', videoId, noteId: note._id, body })}
                onCancel={() => setComposer(null)}
              />
            </li>
          ) : (
            <NoteItem
              key={note._id}
              note={note}
              onSeek={() => player.seek(note.seconds)}
              onEdit={() => setComposer({ kind: 'edit', noteId: note._id })}
              onDelete={() => remove.mutate(note)}
              isDeleting={remove.isPending && remove.variables?._id === note._id}
            />
          ),
        )}
      </ol>
    );
  }

  return (
    <>
      {composer?.kind === 'new' ? (
        <NoteForm
          label={newNoteLabel(formatNoteTime(composer.seconds))}
          initialBody=""
          isSaving={save.isPending}
          onSave={(body) => save.mutate({ kind: 'new', videoId, seconds: composer.seconds, body })}
          onCancel={() => setComposer(null)}
        />
      ) : (
        <div className="notes-panel__add">
          <Button variant="secondary" size="sm" icon="plus" onClick={startNew}>
            {t`Add a note`}
          </Button>
        </div>
      )}
      {list}
    </>
  );
}

interface NoteItemProps {
  note: Note;
  onSeek(): void;
  onEdit(): void;
  onDelete(): void;
  isDeleting: boolean;
}

function NoteItem({ note, onSeek, onEdit, onDelete, isDeleting }: NoteItemProps) {
  const time = formatNoteTime(note.seconds);
  return (
    <li className="note">
      <button
        type="button"
        className="note__time"
        dir="ltr"
        aria-label={t`Play from ${time}`}
        onClick={onSeek}
      >
        {time}
      </button>
      {/* The user's own words, as text: React escapes it, and CSS keeps its line breaks. */}
      <p className="note__body">{note.body}</p>
      <div className="note__actions">
        <Button variant="ghost" size="sm" aria-label={editNoteLabel(time)} onClick={onEdit}>
          {t`Edit`}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Delete note at ${time}`}
          isBusy={isDeleting}
          onClick={onDelete}
        >
          {t`Delete`}
        </Button>
      </div>
    </li>
  );
}
