import { ListPage } from '#client/features/lists/components/list-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /watchlater (signed in only). */
export function WatchLaterRoute() {
  usePageTitle('Watch Later');
  return <ListPage list="watchlater" />;
}
