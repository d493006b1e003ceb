import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  MADE_CAPTION_MAX,
  MADE_MINUTES_MAX,
  MADE_MINUTES_MIN,
  MADE_PHOTOS_MAX,
  MADE_PHOTOS_MIN,
  MADE_SUBSTITUTIONS_MAX,
} from '#shared/made-post-bounds.ts';
import type { MadeFelt, MadeVisibility } from '#shared/schemas/made-post.schema.ts';

/** What the post form holds, as typed: the time as hours and minutes, both optional text. */
export interface MadeFormValues {
  caption: string;
  hours: string;
  minutes: string;
  felt: MadeFelt | '';
  substitutions: string;
  visibility: MadeVisibility;
}

/** The post's fields the form sends (create or edit), photos apart. */
export interface MadeFormFields {
  caption: string;
  minutes: number;
  felt: MadeFelt;
  substitutions: string;
  visibility: MadeVisibility;
}

export type MadeFormField = 'photos' | 'caption' | 'time' | 'felt' | 'substitutions';

export type MadeFormErrors = Partial<Record<MadeFormField, MessageDescriptor>>;

export const EMPTY_FORM: MadeFormValues = {
  caption: '',
  hours: '',
  minutes: '',
  felt: '',
  substitutions: '',
  visibility: 'private',
};

/** A post's minutes as the form's two boxes: 95 → 1 h and 35 min. */
export function splitMinutes(total: number): { hours: string; minutes: string } {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return { hours: hours > 0 ? String(hours) : '', minutes: minutes > 0 ? String(minutes) : '' };
}

/** A box's whole number: '' is 0; anything else that is not a whole number ≥ 0 is NaN. */
function wholeOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The time the two boxes say, in whole minutes; NaN when either is not a whole number. */
export function totalMinutes(values: Pick<MadeFormValues, 'hours' | 'minutes'>): number {
  return wholeOf(values.hours) * 60 + wholeOf(values.minutes);
}

export type MadeFormResult =
  | { ok: true; fields: MadeFormFields }
  | { ok: false; errors: MadeFormErrors };

/**
 * Checks the form against the bounds the API holds it to (src/shared/made-post-bounds.ts),
 * with `photoCount` photos uploaded and `photosPending` still uploading or refused; answers the
 * fields to send (text trimmed) or each field's problem.
 */
export function checkMadeForm(
  values: MadeFormValues,
  photoCount: number,
  photosPending: boolean,
): MadeFormResult {
  const errors: MadeFormErrors = {};
  if (photosPending)
    errors.photos = msg`Wait for every photo to upload, or remove the ones refused.`;
  else if (photoCount < MADE_PHOTOS_MIN) errors.photos = msg`Add at least one photo.`;
  else if (photoCount > MADE_PHOTOS_MAX) errors.photos = msg`A post holds at most 4 photos.`;
  const caption = values.caption.trim();
  if (caption.length > MADE_CAPTION_MAX) errors.caption = msg`The caption is too long.`;
  const minutes = totalMinutes(values);
  if (!Number.isInteger(minutes) || minutes < MADE_MINUTES_MIN || minutes > MADE_MINUTES_MAX) {
    errors.time = msg`Give the time in whole minutes, from 1 minute to 7 days.`;
  }
  if (values.felt === '') errors.felt = msg`Choose how it felt.`;
  const substitutions = values.substitutions.trim();
  if (substitutions.length > MADE_SUBSTITUTIONS_MAX) {
    errors.substitutions = msg`The substitutions are too long.`;
  }
  if (values.felt === '' || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: { caption, minutes, felt: values.felt, substitutions, visibility: values.visibility },
  };
}
