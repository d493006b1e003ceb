import { t } from '@lingui/core/macro';
import { Skeleton } from '../ui/skeleton.tsx';
import './media.css';

interface VideoGridSkeletonProps {
  count?: number;
  /** Announced to screen readers while the cards load. */
  label?: string;
}

const widths = ['92%', '70%', '84%', '64%'];

/** Placeholder cards shaped like the video grid, shown while a list of videos loads. */
export function VideoGridSkeleton({
  count = 8,
  label = t`Loading videos`,
}: VideoGridSkeletonProps) {
  return (
    <div className="media-skeleton-grid" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => `placeholder-${index}`).map((key, index) => (
        <div className="media-skeleton-card" key={key} aria-hidden="true">
          <Skeleton shape="block" className="media-skeleton-card__thumb" />
          <div className="media-skeleton-card__body">
            <Skeleton width={widths[index % widths.length]} />
            <Skeleton width="55%" />
            <Skeleton width="38%" />
          </div>
        </div>
      ))}
    </div>
  );
}
