import { t } from '@lingui/core/macro';
import { ListPage } from '#client/features/lists/components/list-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /watchlater (signed in only). */
export function WatchLaterRoute() {
  usePageTitle(t`Watch Later`);
  return <ListPage list="watchlater" />;
}
