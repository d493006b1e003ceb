import { t } from '@lingui/core/macro';
import { formatMinutes } from '#shared/format/duration.ts';
import type { Difficulty, TimeRange } from '#shared/schemas/video.schema.ts';

/** How the app names each difficulty and time range (docs/product.md, "Craft facts"). */
export const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = {
  // Getters: each reads the active language when drawn.
  get beginner() {
    return t`Beginner`;
  },
  get intermediate() {
    return t`Intermediate`;
  },
  get advanced() {
    return t`Advanced`;
  },
};

export const TIME_RANGE_LABELS: Readonly<Record<TimeRange, string>> = {
  get 'under-30'() {
    return t`Under 30 min`;
  },
  get '30-60'() {
    return t`30–60 min`;
  },
  get 'over-60'() {
    return t`Over an hour`;
  },
};

/** A project's time as a person says it: "45 min", "1 h", "1 h 30 min" in English. */
export function formatProjectTime(minutes: number, locale = 'en'): string {
  return formatMinutes(minutes, locale);
}
