import { t } from '@lingui/core/macro';
import { formatDayHeading } from '#shared/format/dates.ts';

/** Entries of one day of history, newest first, with the day's heading. */
export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

function dayKeyOf(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/**
 * Groups entries (already newest first) by the local day they were watched: "Today",
 * "Yesterday", then the date in the locale's words (formatDayHeading: "Friday 20 November" in
 * en-GB, with the year when it is not this one). An entry with no time goes under "Earlier".
 */
export function groupByDay<T>(
  items: readonly T[],
  timeOf: (item: T) => string,
  now: Date,
  locale: string,
): DayGroup<T>[] {
  const today = dayKeyOf(now);
  const yesterday = dayKeyOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const time = new Date(timeOf(item));
    const valid = !Number.isNaN(time.getTime());
    const key = valid ? dayKeyOf(time) : 'earlier';
    const last = groups.at(-1);
    if (last?.key === key) {
      last.items.push(item);
      continue;
    }
    const label = !valid
      ? t`Earlier`
      : key === today
        ? t`Today`
        : key === yesterday
          ? t`Yesterday`
          : formatDayHeading(time, now, locale);
    groups.push({ key, label, items: [item] });
  }
  return groups;
}
