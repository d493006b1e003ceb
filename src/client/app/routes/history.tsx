import { t } from '@lingui/core/macro';
import { HistoryPage } from '#client/features/lists/components/history-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /history (signed in only). */
export function HistoryRoute() {
  usePageTitle(t`History`);
  return <HistoryPage />;
}
