import { t } from '@lingui/core/macro';
import { useParams } from 'wouter';
import { useAddToHistory } from '#client/features/lists/hooks/use-add-to-history.ts';
import { useSaveActions } from '#client/features/lists/hooks/use-save-actions.ts';
import { PlaylistsPage } from '#client/features/playlists/components/playlists-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /playlist and /playlist/{playlistId} (signed in only). */
export function PlaylistsRoute() {
  usePageTitle(t`Playlist`);
  const { playlistId } = useParams();
  const addToHistory = useAddToHistory();
  const saveActions = useSaveActions();
  return (
    <PlaylistsPage selectedId={playlistId} onOpenVideo={addToHistory} cardActions={saveActions} />
  );
}
