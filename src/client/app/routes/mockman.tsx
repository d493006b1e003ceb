import { t } from '@lingui/core/macro';
import { MockmanPage } from '#client/features/mockman/components/mockman-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /mockman: the request tester, open to everyone (docs/product.md, "Request tester"). */
export function MockmanRoute() {
  usePageTitle(t`Mockman`);
  return <MockmanPage />;
}
