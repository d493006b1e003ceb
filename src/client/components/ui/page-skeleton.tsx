import { t } from '@lingui/core/macro';
import { Skeleton } from './skeleton.tsx';
import './page-skeleton.css';

/** What a page looks like while its code or data is on its way: a heading and a few cards. */
export function PageSkeleton({ label = t`Loading page` }: { label?: string }) {
  return (
    <div className="page-skeleton" role="status" aria-label={label}>
      <Skeleton width="12rem" height="1.75rem" />
      <div className="page-skeleton__grid">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <div key={key} className="page-skeleton__card">
            <Skeleton shape="block" className="page-skeleton__media" />
            <Skeleton width="85%" />
            <Skeleton width="50%" />
          </div>
        ))}
      </div>
    </div>
  );
}
