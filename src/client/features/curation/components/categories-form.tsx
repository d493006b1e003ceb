import { t } from '@lingui/core/macro';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { CURATION_LIMITS } from '#shared/schemas/curation.schema.ts';
import type { CategoryFields } from '../api/add-category.ts';

export interface CategoryFormValues {
  name: string;
  label: string;
  description: string;
}

interface CategoryFormProps {
  initial: CategoryFormValues;
  submitLabel: string;
  isPending: boolean;
  /** The server's refusal (a name taken, a field too long), shown under the name. */
  serverError: string | null;
  onSubmit(fields: CategoryFields): void;
  onCancel?: () => void;
  nameRef?: Ref<HTMLInputElement>;
  /** Says which category the form is for, in every field's label (several may be open). */
  forName?: string;
}

/**
 * A category's name, filter label and description: adding one, or editing one in place. An
 * empty label is left out, so the server uses the name (on add) or keeps the label (on edit).
 */
export function CategoryForm({
  initial,
  submitLabel,
  isPending,
  serverError,
  onSubmit,
  onCancel,
  nameRef,
  forName,
}: CategoryFormProps) {
  const [values, setValues] = useState(initial);
  const [nameMissing, setNameMissing] = useState(false);
  const errorId = useId();
  const descriptionId = useId();
  const error = nameMissing ? t`A category needs a name.` : serverError;
  const labels =
    forName === undefined
      ? { name: t`Name`, label: t`Filter label`, description: t`Description` }
      : {
          name: t`Name of ${forName}`,
          label: t`Filter label of ${forName}`,
          description: t`Description of ${forName}`,
        };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = values.name.trim();
    setNameMissing(name === '');
    if (name === '' || isPending) return;
    const label = values.label.trim();
    onSubmit({
      name,
      ...(label ? { label } : {}),
      description: values.description.trim(),
    });
  };

  const set = (field: keyof CategoryFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form className="curation-categories__form" onSubmit={submit} noValidate>
      <TextField
        ref={nameRef}
        label={labels.name}
        value={values.name}
        maxLength={CURATION_LIMITS.categoryName}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => set('name')(event.currentTarget.value)}
      />
      {error ? (
        <p id={errorId} className="curation-categories__error" role="alert">
          {error}
        </p>
      ) : null}
      <TextField
        label={labels.label}
        hint={t`The short name the home page's filters show; the name when left empty.`}
        value={values.label}
        maxLength={CURATION_LIMITS.categoryLabel}
        onChange={(event) => set('label')(event.currentTarget.value)}
      />
      <div className="text-field">
        <label className="text-field__label" htmlFor={descriptionId}>
          {labels.description}
        </label>
        <textarea
          id={descriptionId}
          className="text-field__input curation-categories__textarea"
          rows={2}
          value={values.description}
          maxLength={CURATION_LIMITS.categoryDescription}
          onChange={(event) => set('description')(event.currentTarget.value)}
        />
      </div>
      <div className="curation-categories__actions">
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
