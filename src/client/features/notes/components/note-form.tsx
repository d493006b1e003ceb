import { t } from '@lingui/core/macro';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { NOTE_BODY_MAX } from '#shared/note-bounds.ts';
import { NoteMessage } from '../note-messages.ts';

/** The count shows once a note comes this close to its bound. */
export const COUNT_SHOWN_FROM = NOTE_BODY_MAX - 200;

interface NoteFormProps {
  /** The field's label, with the note's moment: "Note at 1:25". */
  label: string;
  initialBody: string;
  isSaving: boolean;
  /** Called with the text trimmed, never empty. */
  onSave(body: string): void;
  onCancel(): void;
}

/**
 * Writing a note, new or changed: a labelled text area (focused as it opens), a count of
 * characters near the bound, Save and Cancel. Keys typed in it stay in it: the page's own
 * shortcuts never see them. Ctrl+Enter (⌘+Enter) saves, Escape cancels an unchanged note.
 */
export function NoteForm({ label, initialBody, isSaving, onSave, onCancel }: NoteFormProps) {
  const [body, setBody] = useState(initialBody);
  const fieldId = useId();
  const countId = useId();
  const locale = useActiveLocale();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const textarea = field.current;
    if (!textarea) return;
    textarea.focus();
    // Editing goes on from the end of the text.
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, []);

  const trimmed = body.trim();
  const canSave = trimmed.length > 0 && !isSaving;
  const showCount = body.length >= COUNT_SHOWN_FROM;
  const typed = formatCount(body.length, locale);
  const max = formatCount(NOTE_BODY_MAX, locale);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (canSave) onSave(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Typing is the field's alone: keep every key from the page's shortcuts.
    event.stopPropagation();
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && body === initialBody) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form className="note-form" onSubmit={submit} noValidate>
      <label className="note-form__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className="note-form__field"
        name="note"
        rows={3}
        maxLength={NOTE_BODY_MAX}
        value={body}
        aria-describedby={showCount ? countId : undefined}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {showCount && (
        <p id={countId} className="note-form__count" aria-live="polite">
          {t`${typed} of ${max} characters`}
          {body.length >= NOTE_BODY_MAX ? `. ${NoteMessage.tooLong}` : ''}
        </p>
      )}
      <div className="note-form__actions">
        <Button type="submit" variant="primary" size="sm" disabled={!canSave} isBusy={isSaving}>
          {t`Save`}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
