/*
 * Written out rather than with Intl.RelativeTimeFormat: the text is always English and in the
 * past, and creating that formatter costs the web app ~100 ms of main-thread time at start on a
 * throttled phone (Lighthouse), for what a template says as well.
 */
const units: ReadonlyArray<[unit: string, seconds: number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Relative age text such as "3 years ago" for a moment before `now`. */
export function formatRelativeAge(then: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}
