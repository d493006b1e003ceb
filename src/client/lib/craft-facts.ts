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

/** A project's time as a person says it: "45 min", "1 h", "1 h 30 min". */
export function formatProjectTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
