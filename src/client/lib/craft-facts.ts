import { formatMinutes } from '#shared/format/duration.ts';
import type { Difficulty, TimeRange } from '#shared/schemas/video.schema.ts';

/** How the app names each difficulty and time range (docs/product.md, "Craft facts"). */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  'under-30': 'Under 30 min',
  '30-60': '30–60 min',
  'over-60': 'Over an hour',
};

/** A project's time as a person says it: "45 min", "1 h", "1 h 30 min" in English. */
export function formatProjectTime(minutes: number, locale = 'en'): string {
  return formatMinutes(minutes, locale);
}
