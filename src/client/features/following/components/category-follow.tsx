import { t } from '@lingui/core/macro';
import { FollowButton } from './follow-button.tsx';
import './following.css';

/** The home page's Follow button for the chosen category, with what it follows. */
export function CategoryFollow({ categoryId, label }: { categoryId: string; label: string }) {
  return (
    <div className="category-follow">
      <span className="category-follow__text">{t`New videos in ${label} on your Following page`}</span>
      <FollowButton kind="category" target={categoryId} name={label} />
    </div>
  );
}
