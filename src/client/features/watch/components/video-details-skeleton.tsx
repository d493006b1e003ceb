import { t } from '@lingui/core/macro';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import './video-details.css';

/** The video page's shape while the video loads. */
export function VideoDetailsSkeleton() {
  return (
    <div className="video-details" role="status" aria-label={t`Loading video`} aria-busy="true">
      <Skeleton shape="block" className="video-player" />
      <div className="video-details__info" aria-hidden="true">
        <Skeleton width="70%" height="1.75rem" />
        <div className="video-details__bar">
          <div className="video-details__byline">
            <Skeleton shape="circle" width="2.75rem" height="2.75rem" />
            <div className="video-details__skeleton-lines">
              <Skeleton width="9rem" />
              <Skeleton width="7rem" />
            </div>
          </div>
          <div className="video-details__actions">
            <Skeleton shape="block" width="6rem" height="2.75rem" />
            <Skeleton shape="block" width="6rem" height="2.75rem" />
            <Skeleton shape="block" width="7rem" height="2.75rem" />
          </div>
        </div>
        <Skeleton shape="block" height="7rem" />
      </div>
    </div>
  );
}
