import { t } from '@lingui/core/macro';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { DIFFICULTY_LABELS } from '#client/lib/craft-facts.ts';
import { errorText } from '#client/lib/error-text.ts';
import { CURATION_LIMITS } from '#shared/schemas/curation.schema.ts';
import { DIFFICULTIES } from '#shared/schemas/video.schema.ts';
import { parseYoutubeId } from '#shared/youtube-url.ts';
import { useCurationCategories } from '../api/get-curation-categories.ts';
import { DuplicateVideoError } from '../api/video-writes.ts';
import {
  checkVideoForm,
  fieldOfMessage,
  type VideoField,
  type VideoFormValues,
} from '../video-form.ts';

interface VideoFormProps {
  initial: VideoFormValues;
  submitLabel: string;
  isPending: boolean;
  /** The last send's failure: a 400 goes by its field, a 409 names the video that has the id. */
  serverError: Error | null;
  onSubmit(values: VideoFormValues): void;
  onCancel?: () => void;
  /** A hint under Views: an edit says the current count (the API answers it as text). */
  viewsHint?: string;
  /** The form edits the video `initial` shows: only the fields changed are sent and checked. */
  editing?: boolean;
}

/**
 * A video's fields, to add one or edit one. The YouTube address is read as it is typed, showing
 * the id it names and YouTube's thumbnail for it (the designed artwork when that cannot load).
 */
export function VideoForm({
  initial,
  submitLabel,
  isPending,
  serverError,
  onSubmit,
  onCancel,
  viewsHint,
  editing = false,
}: VideoFormProps) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<Partial<Record<VideoField, string>>>({});
  const categories = useCurationCategories();
  const formErrorId = useId();
  const idPrefix = useId();
  const parsed = values.url.trim() ? parseYoutubeId(values.url) : null;
  const [moreOpen, setMoreOpen] = useState(false);
  // "More details" opens itself when the server finds one of its fields wrong, so the error
  // is seen (set while drawing, as React advises for state that follows a prop).
  const [seenError, setSeenError] = useState(serverError);
  // The first wrong field takes focus once drawn (it may be inside "More details", opening).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(`${idPrefix}-${focusNext.current}`)?.focus();
    focusNext.current = null;
  });

  const serverField =
    serverError && !(serverError instanceof DuplicateVideoError)
      ? fieldOfMessage(serverError.message)
      : undefined;
  if (seenError !== serverError) {
    setSeenError(serverError);
    if (serverField && MORE_FIELDS.includes(serverField)) setMoreOpen(true);
  }
  const errorOf = (field: VideoField) =>
    checked[field] ?? (serverField === field ? errorText(serverError) : undefined);
  const formError: ReactNode =
    serverError instanceof DuplicateVideoError ? (
      <>
        {t`That video is already in the catalogue.`}{' '}
        {serverError.videoId ? (
          <Link to={`/curation/videos?edit=${encodeURIComponent(serverError.videoId)}`}>
            {t`Edit it`}
          </Link>
        ) : null}
      </>
    ) : serverError && !serverField ? (
      errorText(serverError)
    ) : null;

  const set = (field: VideoField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = checkVideoForm(values, editing ? initial : undefined);
    setChecked(errors);
    const first = Object.keys(errors)[0];
    if (MORE_FIELDS.some((field) => errors[field])) setMoreOpen(true);
    if (first) {
      focusNext.current = first;
      return;
    }
    if (!isPending) onSubmit(values);
  };

  /** The props tying a field to its error text. */
  const fieldProps = (field: VideoField) => {
    const error = errorOf(field);
    return {
      id: `${idPrefix}-${field}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${idPrefix}-${field}-error` : undefined,
    };
  };
  const fieldError = (field: VideoField) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${idPrefix}-${field}-error`} className="curation-videos__error">
        {error}
      </p>
    ) : null;
  };

  return (
    <form
      className="curation-videos__form"
      onSubmit={submit}
      noValidate
      aria-describedby={formError ? formErrorId : undefined}
    >
      {formError ? (
        <p id={formErrorId} className="curation-videos__error" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label={t`YouTube address or id`}
        value={values.url}
        maxLength={CURATION_LIMITS.url}
        required
        autoComplete="off"
        onChange={(event) => set('url')(event.currentTarget.value)}
        {...fieldProps('url')}
      />
      {fieldError('url')}
      {parsed?.ok ? (
        <div className="curation-videos__preview">
          <MediaImage
            className="curation-videos__preview-image"
            src={`https://i.ytimg.com/vi/${parsed.id}/hqdefault.jpg`}
            alt=""
            title={values.title || parsed.id}
            categoryName={values.category}
          />
          <p className="curation-videos__meta">
            {t`Video id:`} <code>{parsed.id}</code>
          </p>
        </div>
      ) : null}
      <TextField
        label={t`Title`}
        value={values.title}
        maxLength={CURATION_LIMITS.title}
        required
        onChange={(event) => set('title')(event.currentTarget.value)}
        {...fieldProps('title')}
      />
      {fieldError('title')}
      <TextField
        label={t`Creator`}
        value={values.creator}
        maxLength={CURATION_LIMITS.creator}
        required
        onChange={(event) => set('creator')(event.currentTarget.value)}
        {...fieldProps('creator')}
      />
      {fieldError('creator')}
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${idPrefix}-category`}>
          {t`Category`}
        </label>
        <select
          className="text-field__input"
          value={values.category}
          required
          onChange={(event) => set('category')(event.currentTarget.value)}
          {...fieldProps('category')}
        >
          <option value="">
            {categories.isPending ? t`Loading categories…` : t`Choose a category`}
          </option>
          {(categories.data ?? []).map((category) => (
            <option key={category._id} value={category.categoryName}>
              {category.categoryName}
            </option>
          ))}
        </select>
      </div>
      {fieldError('category')}
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${idPrefix}-description`}>
          {t`Description`}
        </label>
        <textarea
          className="text-field__input curation-videos__textarea"
          rows={3}
          value={values.description}
          maxLength={CURATION_LIMITS.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
          {...fieldProps('description')}
        />
      </div>
      {fieldError('description')}

      <details
        className="curation-videos__more"
        open={moreOpen}
        onToggle={(event) => setMoreOpen(event.currentTarget.open)}
      >
        <summary className="curation-videos__summary">{t`More details`}</summary>
        <div className="curation-videos__form">
          <TextField
            label={t`Thumbnail address`}
            hint={t`YouTube's thumbnail when left empty.`}
            type="url"
            value={values.thumbnail}
            maxLength={CURATION_LIMITS.url}
            onChange={(event) => set('thumbnail')(event.currentTarget.value)}
            {...fieldProps('thumbnail')}
          />
          {fieldError('thumbnail')}
          <TextField
            label={t`Views`}
            hint={viewsHint}
            inputMode="numeric"
            value={values.views}
            onChange={(event) => set('views')(event.currentTarget.value)}
            {...fieldProps('views')}
          />
          {fieldError('views')}
          <TextField
            label={t`Published on`}
            type="date"
            value={values.publishedAt}
            onChange={(event) => set('publishedAt')(event.currentTarget.value)}
            {...fieldProps('publishedAt')}
          />
          {fieldError('publishedAt')}
          <div className="text-field">
            <label className="text-field__label" htmlFor={`${idPrefix}-difficulty`}>
              {t`Difficulty`}
            </label>
            <select
              className="text-field__input"
              value={values.difficulty}
              onChange={(event) => set('difficulty')(event.currentTarget.value)}
              {...fieldProps('difficulty')}
            >
              <option value="">{t`Beginner (the default)`}</option>
              {DIFFICULTIES.map((level) => (
                <option key={level} value={level}>
                  {DIFFICULTY_LABELS[level]}
                </option>
              ))}
            </select>
          </div>
          {fieldError('difficulty')}
          <TextField
            label={t`Project minutes`}
            hint={t`How long the project takes to make; 30 when left empty.`}
            inputMode="numeric"
            value={values.projectMinutes}
            onChange={(event) => set('projectMinutes')(event.currentTarget.value)}
            {...fieldProps('projectMinutes')}
          />
          {fieldError('projectMinutes')}
          <div className="text-field">
            <label className="text-field__label" htmlFor={`${idPrefix}-materials`}>
              {t`Materials`}
            </label>
            <textarea
              className="text-field__input curation-videos__textarea"
              rows={4}
              value={values.materials}
              onChange={(event) => set('materials')(event.currentTarget.value)}
              {...fieldProps('materials')}
              aria-describedby={[
                `${idPrefix}-materials-hint`,
                fieldProps('materials')['aria-describedby'],
              ]
                .filter(Boolean)
                .join(' ')}
            />
            <p id={`${idPrefix}-materials-hint`} className="text-field__hint">
              {t`One a line, as “name | quantity”; the quantity may be left out.`}
            </p>
          </div>
          {fieldError('materials')}
        </div>
      </details>

      <div className="curation-videos__actions">
        <Button type="submit" isBusy={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const MORE_FIELDS: VideoField[] = [
  'thumbnail',
  'views',
  'publishedAt',
  'difficulty',
  'projectMinutes',
  'materials',
];
