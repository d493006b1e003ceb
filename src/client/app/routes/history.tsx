import { ListPage } from '#client/features/lists/components/list-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /history (signed in only). */
export function HistoryRoute() {
  usePageTitle('History');
  return <ListPage list="history" />;
}
