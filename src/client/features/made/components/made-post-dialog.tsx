import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ModalDialog } from '#client/components/ui/modal-dialog.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/stores/toast-store.ts';
import {
  MADE_CAPTION_MAX,
  MADE_MINUTES_MAX,
  MADE_PHOTOS_MAX,
  MADE_SUBSTITUTIONS_MAX,
} from '#shared/made-post-bounds.ts';
import {
  MADE_FELT,
  MADE_VISIBILITIES,
  type MadeFelt,
  type MadePost,
  type MadePostWithVideo,
  type MadeVisibility,
} from '#shared/schemas/made-post.schema.ts';
import { useCreateMadePost, useEditMadePost } from '../api/made-mutations.ts';
import {
  checkMadeForm,
  EMPTY_FORM,
  type MadeFormErrors,
  type MadeFormValues,
  splitMinutes,
} from '../made-form.ts';
import { feltLabel } from '../made-texts.ts';
import { type PhotoUpload, usePhotoUploads } from '../use-photo-uploads.ts';
import './made.css';

/** The picker takes what the server reads (src/server/photos): JPEG, PNG, WebP and AVIF. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

interface MadePostDialogProps {
  open: boolean;
  onClose: () => void;
  /** The video a new post is about. */
  videoId: string;
  /** The post to edit; a new post when absent. */
  post?: MadePost | undefined;
  onSaved?: (post: MadePostWithVideo) => void;
}

/**
 * "I made it": the dialog that posts what the user made from a video, or edits a post of
 * theirs: photos (each uploaded as soon as it is picked), caption, the time it took, how it
 * felt, substitutions and who may see it.
 */
export function MadePostDialog({ open, onClose, videoId, post, onSaved }: MadePostDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={post ? t`Edit your post` : t`Show what you made`}
      className="made-dialog"
    >
      {open && <MadePostForm videoId={videoId} post={post} onClose={onClose} onSaved={onSaved} />}
    </ModalDialog>
  );
}

function valuesOf(post: MadePost | undefined): MadeFormValues {
  if (!post) return EMPTY_FORM;
  return {
    caption: post.caption,
    ...splitMinutes(post.minutes),
    felt: post.felt,
    substitutions: post.substitutions,
    visibility: post.visibility,
  };
}

const VISIBILITY_CHOICES: Record<MadeVisibility, () => string> = {
  private: () => t`Private — only you`,
  public: () => t`Public — in the video’s gallery and on your page`,
};

function MadePostForm({ videoId, post, onClose, onSaved }: Omit<MadePostDialogProps, 'open'>) {
  const id = useId();
  const [values, setValues] = useState<MadeFormValues>(() => valuesOf(post));
  const [errors, setErrors] = useState<MadeFormErrors>({});
  const [tooMany, setTooMany] = useState(false);
  const uploads = usePhotoUploads(post?.photos);
  const create = useCreateMadePost();
  const edit = useEditMadePost(post?._id ?? '');
  const saving = create.isPending || edit.isPending;
  const saveError = create.error ?? edit.error;
  const set = (change: Partial<MadeFormValues>) => setValues((old) => ({ ...old, ...change }));
  const room = MADE_PHOTOS_MAX - uploads.uploads.length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkMadeForm(values, uploads.photos.length, uploads.pending);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const photoIds = uploads.photos.map((photo) => photo._id);
    const done = (saved: MadePostWithVideo) => {
      toast(post ? t`Post saved` : t`Posted`);
      onSaved?.(saved);
      onClose();
    };
    if (post) edit.mutate({ photoIds, ...checked.fields }, { onSuccess: done });
    else create.mutate({ videoId, photoIds, ...checked.fields }, { onSuccess: done });
  };

  const errorOf = (field: keyof MadeFormErrors) => {
    const message = errors[field];
    return message ? (
      <p id={`${id}-${field}-error`} className="made-form__error">
        {i18n._(message)}
      </p>
    ) : null;
  };
  const describedBy = (field: keyof MadeFormErrors, ...more: string[]) =>
    [errors[field] ? `${id}-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;

  return (
    <form className="made-form" noValidate onSubmit={onSubmit}>
      <fieldset className="made-form__group">
        <legend>{t`Photos (1 to 4)`}</legend>
        {uploads.uploads.length > 0 && (
          <ul className="made-form__photos">
            {uploads.uploads.map((upload, index) => (
              <PhotoItem
                key={upload.key}
                upload={upload}
                index={index}
                onRemove={() => uploads.remove(upload.key)}
              />
            ))}
          </ul>
        )}
        {room > 0 && (
          <label className="made-form__picker">
            <span>{t`Add photos`}</span>
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              multiple
              aria-describedby={describedBy('photos', `${id}-photos-hint`)}
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                setTooMany(files.length > room);
                uploads.add(files.slice(0, room));
              }}
            />
          </label>
        )}
        <p id={`${id}-photos-hint`} className="made-form__hint">
          {tooMany
            ? t`Only 4 photos fit in a post: the first ones were added.`
            : t`JPEG, PNG, WebP or AVIF, up to 15 MB each.`}
        </p>
        {errorOf('photos')}
      </fieldset>

      <div className="made-form__field">
        <label htmlFor={`${id}-caption`}>{t`Caption`}</label>
        <textarea
          id={`${id}-caption`}
          rows={3}
          maxLength={MADE_CAPTION_MAX}
          value={values.caption}
          aria-describedby={describedBy('caption', `${id}-caption-count`)}
          onChange={(event) => set({ caption: event.target.value })}
        />
        <p id={`${id}-caption-count`} className="made-form__hint made-form__count">
          {t`${values.caption.length} of ${MADE_CAPTION_MAX} characters`}
        </p>
        {errorOf('caption')}
      </div>

      <fieldset className="made-form__group" aria-describedby={describedBy('time')}>
        <legend>{t`Time it took`}</legend>
        <div className="made-form__time">
          <label>
            <span>{t`Hours`}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={Math.floor(MADE_MINUTES_MAX / 60)}
              step={1}
              value={values.hours}
              aria-invalid={errors.time ? true : undefined}
              onChange={(event) => set({ hours: event.target.value })}
            />
          </label>
          <label>
            <span>{t`Minutes`}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MADE_MINUTES_MAX}
              step={1}
              value={values.minutes}
              aria-invalid={errors.time ? true : undefined}
              onChange={(event) => set({ minutes: event.target.value })}
            />
          </label>
        </div>
        {errorOf('time')}
      </fieldset>

      <fieldset className="made-form__group" aria-describedby={describedBy('felt')}>
        <legend>{t`How did it feel?`}</legend>
        {MADE_FELT.map((felt: MadeFelt) => (
          <label key={felt} className="made-form__choice">
            <input
              type="radio"
              name={`${id}-felt`}
              value={felt}
              checked={values.felt === felt}
              onChange={() => set({ felt })}
            />
            {feltLabel(felt)}
          </label>
        ))}
        {errorOf('felt')}
      </fieldset>

      <div className="made-form__field">
        <label htmlFor={`${id}-substitutions`}>{t`Substitutions (optional)`}</label>
        <textarea
          id={`${id}-substitutions`}
          rows={2}
          maxLength={MADE_SUBSTITUTIONS_MAX}
          value={values.substitutions}
          aria-describedby={describedBy('substitutions', `${id}-substitutions-hint`)}
          onChange={(event) => set({ substitutions: event.target.value })}
        />
        <p id={`${id}-substitutions-hint`} className="made-form__hint">
          {t`What you used instead of a listed material, if anything.`}
        </p>
        {errorOf('substitutions')}
      </div>

      <fieldset className="made-form__group">
        <legend>{t`Who can see it`}</legend>
        {MADE_VISIBILITIES.map((visibility) => (
          <label key={visibility} className="made-form__choice">
            <input
              type="radio"
              name={`${id}-visibility`}
              value={visibility}
              checked={values.visibility === visibility}
              onChange={() => set({ visibility })}
            />
            {VISIBILITY_CHOICES[visibility]()}
          </label>
        ))}
      </fieldset>

      {saveError ? (
        <p className="made-form__error" role="alert">
          {errorText(saveError) || t`Could not save the post. Try again.`}
        </p>
      ) : null}

      <div className="made-form__actions">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t`Cancel`}
        </Button>
        <Button type="submit" aria-disabled={saving || undefined}>
          {post ? t`Save` : t`Post`}
        </Button>
      </div>
    </form>
  );
}

/** One photo of the form: its upload's progress, its thumbnail, or why it was refused. */
function PhotoItem({
  upload,
  index,
  onRemove,
}: {
  upload: PhotoUpload;
  index: number;
  onRemove: () => void;
}) {
  const name = upload.name || t`Photo ${index + 1}`;
  const thumbnail = upload.photo?.variants[0];
  return (
    <li className="made-form__photo" data-state={upload.error ? 'refused' : undefined}>
      {upload.photo && thumbnail ? (
        <img
          className="made-form__thumb"
          src={thumbnail.url}
          width={thumbnail.width}
          height={thumbnail.height}
          alt={name}
        />
      ) : upload.error ? (
        <p className="made-form__error" role="alert">
          <span className="made-form__file">{name}</span>:{' '}
          {errorText(upload.error) || t`The photo could not be uploaded.`}
        </p>
      ) : (
        <label className="made-form__progress">
          <span className="made-form__file">{name}</span>
          <progress max={1} value={upload.progress} />
        </label>
      )}
      <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
        {t`Remove ${name}`}
      </Button>
    </li>
  );
}
