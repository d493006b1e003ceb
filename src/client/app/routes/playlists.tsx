import { useParams } from 'react-router';
import { useAddToHistory } from '#client/features/lists/index.ts';
import { PlaylistsPage } from '#client/features/playlists/index.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /playlist and /playlist/{playlistId} (signed in only). */
export function PlaylistsRoute() {
  usePageTitle('Playlist');
  const { playlistId } = useParams();
  const addToHistory = useAddToHistory();
  return <PlaylistsPage selectedId={playlistId} onOpenVideo={addToHistory} />;
}
