const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * The texts made so far, by unit and count: at most a few hundred ("59 minutes ago" … "16 years
 * ago"), and Intl's formatting costs microseconds a call, 48 times a catalogue page.
 */
const made = new Map<string, string>();

/** Relative age text such as "3 years ago" for a moment before `now`. */
export function formatRelativeAge(then: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  for (const [unit, size] of units) {
    if (seconds < size) continue;
    const count = Math.floor(seconds / size);
    const key = `${count} ${unit}`;
    let text = made.get(key);
    if (text === undefined) {
      text = relative.format(-count, unit);
      made.set(key, text);
    }
    return text;
  }
  return 'just now';
}
