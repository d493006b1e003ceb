import { t } from '@lingui/core/macro';
import { useParams } from 'wouter';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import { useAddToHistory } from '#client/features/lists/hooks/use-add-to-history.ts';
import { useSaveActions } from '#client/features/lists/hooks/use-save-actions.ts';
import { useSharedPlaylist } from '#client/features/playlists/api/get-shared-playlist.ts';
import { PlaylistsPage } from '#client/features/playlists/components/playlists-page.tsx';
import { SharedPlaylistPage } from '#client/features/playlists/components/shared-playlist-page.tsx';
import { useHistoryLocation, useNavigate } from '#client/lib/router/history-router.tsx';
import { useFeedLink } from '#client/lib/use-feed-link.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import type { OriginState } from '../require-auth.tsx';

/** /playlist (signed in only): the user's playlists, none open. */
export function PlaylistsRoute() {
  usePageTitle(t`Playlist`);
  const addToHistory = useAddToHistory();
  const saveActions = useSaveActions();
  return <PlaylistsPage onOpenVideo={addToHistory} cardActions={saveActions} />;
}

/**
 * /playlist/{playlistId}: its owner's playlists page with it open; for anyone else, signed in
 * or not, its shared view when its owner shares it (docs/product.md, "Playlists", Sharing). The
 * playlist's shared read says which: whether it is the user's, or not there for them at all (a
 * signed-in user then sees their own page's "doesn't exist"). One that others may open links its
 * feed from the head.
 */
export function PlaylistRoute() {
  usePageTitle(t`Playlist`);
  const { playlistId = '' } = useParams();
  const status = useAuthStore((state) => state.status);
  const query = useSharedPlaylist(playlistId);
  const addToHistory = useAddToHistory();
  const saveActions = useSaveActions();
  const navigate = useNavigate();
  const { pathname, search, hash } = useHistoryLocation();
  // A playlist others may open has a feed (private ones have none, even for their owner).
  const shared = !query.isPlaceholderData && query.data?.pages[0]?.playlist.visibility;
  useFeedLink(
    shared === 'unlisted' || shared === 'public'
      ? `/api/feeds/playlists/${encodeURIComponent(playlistId)}.atom`
      : null,
  );

  if (status === 'checking') return <PageSkeleton label={t`Checking your sign-in`} />;
  const signedIn = status === 'signed-in';
  // The first read only: moving to another playlist keeps the last one's answer meanwhile.
  if (signedIn && query.isPending) return <PageSkeleton />;
  const yours = query.data?.pages[0]?.yours === true;
  if (signedIn && (yours || (query.isError && !query.isFetchNextPageError))) {
    return (
      <PlaylistsPage selectedId={playlistId} onOpenVideo={addToHistory} cardActions={saveActions} />
    );
  }
  // Another playlist's answer, kept while this one's comes: not to be shown as this one.
  if (query.isPlaceholderData) return <PageSkeleton />;
  const signInToCopy = () => {
    const state: OriginState = { from: { pathname, search, hash } };
    navigate('/login', { state });
  };
  return (
    <SharedPlaylistPage
      playlistId={playlistId}
      query={query}
      signedIn={signedIn}
      onSignInToCopy={signInToCopy}
      onOpenVideo={signedIn ? addToHistory : undefined}
      cardActions={saveActions}
    />
  );
}
