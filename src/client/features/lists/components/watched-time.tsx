import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatTimeOfDay } from '#shared/format/dates.ts';

/**
 * When a history video was watched, for its card (the day is its group's heading): "Watched at
 * 14:05", the time of day in the locale and the device's time zone and clock
 * (formatTimeOfDay), in a `<time>` element. Null when the server gave no time.
 */
export function watchedTimeNote(watchedAt: string, locale: string): ReactNode {
  const time = new Date(watchedAt);
  if (!watchedAt || Number.isNaN(time.getTime())) return null;
  const clock = formatTimeOfDay(time, locale);
  return (
    <Trans>
      Watched at <time dateTime={watchedAt}>{clock}</time>
    </Trans>
  );
}
