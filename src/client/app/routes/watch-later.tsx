import { ListPage } from '#client/features/lists/index.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /watchlater (signed in only). */
export function WatchLaterRoute() {
  usePageTitle('Watch Later');
  return <ListPage list="watchlater" />;
}
