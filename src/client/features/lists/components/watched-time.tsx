import type { ReactNode } from 'react';

/** The hour and minute in the user's locale and time zone: "14:05", or "2:05 PM". */
const hourAndMinute = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * When a history video was watched, for its card (the day is its group's heading): "Watched at
 * 14:05", the time in a `<time>` element. Null when the server gave no time.
 */
export function watchedTimeNote(watchedAt: string): ReactNode {
  const time = new Date(watchedAt);
  if (!watchedAt || Number.isNaN(time.getTime())) return null;
  return (
    <>
      Watched at <time dateTime={watchedAt}>{hourAndMinute.format(time)}</time>
    </>
  );
}
