import type { ReactNode } from 'react';

/**
 * The hour and minute in the user's locale and time zone, the hour always in two digits: "09:05",
 * or "09:05 PM". (With `hour: 'numeric'` some ICU versions write "9:05" in en-GB.)
 */
const hourAndMinute = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

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
