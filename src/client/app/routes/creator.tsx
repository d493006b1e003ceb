import { useParams } from 'wouter';
import { CreatorPage } from '#client/features/following/components/creator-page.tsx';
import { useAddToHistory } from '#client/features/lists/hooks/use-add-to-history.ts';
import { useSaveActions } from '#client/features/lists/hooks/use-save-actions.ts';

/** /creator/{slug}: a creator's videos, with its Follow button. */
export function CreatorRoute() {
  const { slug = '' } = useParams();
  const addToHistory = useAddToHistory();
  const saveActions = useSaveActions();
  return <CreatorPage slug={slug} onOpenVideo={addToHistory} cardActions={saveActions} />;
}
