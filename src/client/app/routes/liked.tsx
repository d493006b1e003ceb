import { t } from '@lingui/core/macro';
import { ListPage } from '#client/features/lists/components/list-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /liked (signed in only). */
export function LikedRoute() {
  usePageTitle(t`Liked`);
  return <ListPage list="likes" />;
}
