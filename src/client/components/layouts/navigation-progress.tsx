import { useIsNavigating } from '#client/lib/router/history-router.tsx';
import './navigation-progress.css';

/** A thin bar under the top edge while the next page's code or data loads. */
export function NavigationProgress() {
  if (!useIsNavigating()) return null;
  return <div className="navigation-progress" aria-hidden="true" />;
}
