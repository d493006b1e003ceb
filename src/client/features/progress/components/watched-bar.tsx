import { t } from '@lingui/core/macro';

/** A thin bar along the thumbnail's foot: how much of the video has been watched (0 to 1). */
export function WatchedBar({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div
      className="video-card__progress"
      role="progressbar"
      aria-label={t`Watched`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t`${percent}% watched`}
    >
      <span className="video-card__progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
