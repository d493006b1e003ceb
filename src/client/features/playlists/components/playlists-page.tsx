import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Icon } from '#client/components/ui/icon.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { CardMenuItem } from '#client/components/video-card/card-menu.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { useNavigate } from '#client/lib/router/history-router.tsx';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useDeletePlaylist } from '../api/delete-playlist.ts';
import { usePlaylistSummaries } from '../api/get-playlists.ts';
import { usePlaylistsBusy } from '../hooks/use-playlists-busy.ts';
import { CreatePlaylistForm } from './create-playlist-form.tsx';
import { PlaylistList } from './playlist-list.tsx';
import { PlaylistPane } from './playlist-pane.tsx';
import './playlists-page.css';

interface PlaylistsPageProps {
  /** The playlist in the address (/playlist/{id}), if any. */
  selectedId?: string | undefined;
  onOpenVideo?: (video: Video) => void;
  /** More actions for each of the open playlist's cards (the save actions). */
  cardActions?: (video: Video) => CardMenuItem[];
}

/** The playlists page: the list on the left, the selected playlist's videos on the right. */
export function PlaylistsPage({ selectedId, onOpenVideo, cardActions }: PlaylistsPageProps) {
  const navigate = useNavigate();
  const listHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const query = usePlaylistSummaries();
  const busy = usePlaylistsBusy();
  const remove = useDeletePlaylist({
    onDeleted: (playlist) => {
      if (playlist._id === selectedId) navigate('/playlist');
      // The focused delete button went with its playlist; keep focus in the list's region.
      if (document.activeElement === document.body) listHeadingRef.current?.focus();
    },
  });

  useEffect(() => {
    if (query.error) console.warn('Could not load the playlists', query.error);
  }, [query.error]);

  const playlists = query.data?.pages.flatMap((page) => page.playlists) ?? [];

  return (
    <div className="playlists-page">
      <header className="playlists-page__header">
        <h1 className="playlists-page__title">{t`Playlists`}</h1>
        <CreatePlaylistForm
          className="playlists-page__create"
          existingTitles={playlists.map((playlist) => playlist.title)}
        />
      </header>

      {query.isPending ? (
        <div className="playlists-page__loading" role="status" aria-label={t`Loading playlists`}>
          <Skeleton shape="block" height="3rem" />
          <Skeleton shape="block" height="3rem" />
          <Skeleton shape="block" height="3rem" />
        </div>
      ) : playlists.length === 0 ? (
        <EmptyState icon="playlist" message={t`Your Playlist is Empty`}>
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {t`Explore now`}
          </Link>
        </EmptyState>
      ) : (
        <div className="playlists-page__layout">
          <nav className="playlists-page__sidebar" aria-labelledby={listHeadingId}>
            <h2
              id={listHeadingId}
              ref={listHeadingRef}
              tabIndex={-1}
              className="playlists-page__sidebar-title"
            >
              {t`Your playlists`}
            </h2>
            <div className="playlists-page__sidebar-scroll">
              <PlaylistList
                playlists={playlists}
                selectedId={selectedId}
                busy={busy}
                onDelete={(playlist) => remove.mutate(playlist)}
              />
              {/* Only while there is more: an empty loader would leave a gap under the list. */}
              {(query.hasNextPage || query.isFetchNextPageError) && (
                <InfiniteLoader query={query} noun="playlists" />
              )}
            </div>
          </nav>
          <div className="playlists-page__pane">
            {selectedId ? (
              <PlaylistPane
                key={selectedId}
                playlistId={selectedId}
                onOpenVideo={onOpenVideo}
                cardActions={cardActions}
              />
            ) : (
              <div className="playlists-page__notice playlists-page__notice--hint">
                <Icon name="playlist" size={32} />
                <p className="playlists-page__notice-title">
                  {t`Click on a playlist to see its videos`}
                </p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
