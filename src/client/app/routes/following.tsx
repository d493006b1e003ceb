import { t } from '@lingui/core/macro';
import { FollowingPage } from '#client/features/following/components/following-page.tsx';
import { useAddToHistory } from '#client/features/lists/hooks/use-add-to-history.ts';
import { useSaveActions } from '#client/features/lists/hooks/use-save-actions.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /following (signed in only). */
export function FollowingRoute() {
  usePageTitle(t`Following`);
  const addToHistory = useAddToHistory();
  const saveActions = useSaveActions();
  return <FollowingPage onOpenVideo={addToHistory} cardActions={saveActions} />;
}
