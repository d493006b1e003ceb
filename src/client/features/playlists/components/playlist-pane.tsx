import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { VideoGridSkeleton } from '#client/components/media/video-grid-skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { CardMenu, type CardMenuItem } from '#client/components/video-card/card-menu.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { RetiredVideoCard } from '#client/components/video-card/retired-video-card.tsx';
import { VideoCard } from '#client/components/video-card/video-card.tsx';
import { VirtualVideoGrid } from '#client/components/video-card/virtual-video-grid.tsx';
import { statusOf } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { useFocusAfterRemoval } from '#client/lib/use-focus-after-removal.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import type { PlaylistVideoChange } from '../api/add-video-to-playlist.ts';
import { usePlaylist } from '../api/get-playlist.ts';
import { useMovePlaylistVideo } from '../api/move-playlist-video.ts';
import { useRemoveVideoFromPlaylist } from '../api/remove-video-from-playlist.ts';
import { usePlaylistsBusy } from '../hooks/use-playlists-busy.ts';
import { PlayAllLink } from './play-all-link.tsx';
import { PlaylistDetailsForm } from './playlist-details-form.tsx';
import { PlaylistEntry } from './playlist-entry.tsx';
import { PlaylistSharing } from './playlist-sharing.tsx';
import './playlists-page.css';

/** The name of a card's menu button: "More actions for {title}". */
function moreActionsLabel({ title }: Video): string {
  return t`More actions for ${title}`;
}

interface PlaylistPaneProps {
  playlistId: string;
  onOpenVideo?: (video: Video) => void;
  /** More actions for each card's menu, after "Remove from playlist" (the save actions). */
  cardActions?: (video: Video) => CardMenuItem[];
}

/**
 * The right pane: the selected playlist's videos in its order, a page at a time, each removable
 * and movable (dragged by its grip, or Move up / down / to top / to bottom in its menu), with
 * "Play all".
 */
export function PlaylistPane({ playlistId, onOpenVideo, cardActions }: PlaylistPaneProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  /** The video just moved from its menu, whose menu button keeps focus through the move. */
  const movedRef = useRef<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  /** What the live region reads out: the last move, or that it failed. */
  const [announcement, setAnnouncement] = useState('');
  const query = usePlaylist(playlistId);
  const busy = usePlaylistsBusy();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(
    headingRef,
    query.data?.pages.flatMap((page) => page.playlist.videos.map((video) => video._id)) ?? [],
  );
  const remove = useRemoveVideoFromPlaylist({
    onFailed: (error) => {
      focusAfterRemoval.forget();
      console.warn('Could not remove the video from the playlist', error);
    },
  });
  const removeVideo = (change: PlaylistVideoChange) => {
    focusAfterRemoval.expect(change.video._id);
    remove.mutate(change);
  };
  const move = useMovePlaylistVideo({
    onMoved: () => {
      movedRef.current = null;
    },
    onFailed: (error, { video }) => {
      movedRef.current = null;
      console.warn('Could not move the video in the playlist', error);
      setAnnouncement(Message.moveInPlaylistFailed(video.title));
    },
  });

  useEffect(() => {
    if (query.error) console.warn('Could not load the playlist', query.error);
  }, [query.error]);

  // A card the grid moved in the DOM loses focus (to the body): give it back to the moved
  // card's menu button, so that Move up can be pressed again at once.
  const order = query.data?.pages.map((page) => page.playlist.videos.map((v) => v._id).join());
  useEffect(() => {
    const videoId = movedRef.current;
    if (!videoId || order === undefined) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-video-id="${CSS.escape(videoId)}"] .card-menu__trigger`)
      ?.focus();
  }, [order]);

  if (query.isPending) return <VideoGridSkeleton count={3} label={t`Loading playlist`} />;

  // A next page that failed keeps what has loaded: the loader below offers to try it again.
  if (query.isError && !query.isFetchNextPageError) {
    const notFound = statusOf(query.error) === 404;
    return (
      <div className="playlists-page__notice">
        <p className="playlists-page__notice-title">
          {notFound ? t`This playlist doesn’t exist.` : t`This playlist could not be loaded.`}
        </p>
        <p>{t`Pick one of your playlists from the list.`}</p>
      </div>
    );
  }

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  if (!first) return null;
  // The playlist as far as it has loaded: its title, and every loaded page's videos.
  const playlist = { ...first.playlist, videos: pages.flatMap((page) => page.playlist.videos) };
  const count = pages.at(-1)?.total ?? playlist.videos.length;
  const title = playlist.title;
  // Play all starts at the first video still in the catalogue: a retired one has no page.

  /** Moves a video to `position` (0 first, within the playlist), says so, keeps focus on it. */
  const moveTo = (video: Video, position: number, fromMenu: boolean) => {
    const to = Math.max(0, Math.min(position, count - 1));
    if (playlist.videos[to]?._id === video._id) return;
    movedRef.current = fromMenu ? video._id : null;
    setAnnouncement(Message.movedInPlaylist(video.title, to + 1, count));
    move.mutate({ playlistId, video, position: to });
  };
  const moveItems = (video: Video, index: number): CardMenuItem[] => {
    const first = index === 0;
    const last = index === count - 1;
    return [
      { label: t`Move up`, disabled: first, onSelect: () => moveTo(video, index - 1, true) },
      { label: t`Move down`, disabled: last, onSelect: () => moveTo(video, index + 1, true) },
      { label: t`Move to top`, disabled: first, onSelect: () => moveTo(video, 0, true) },
      { label: t`Move to bottom`, disabled: last, onSelect: () => moveTo(video, count - 1, true) },
    ];
  };
  /** A drop beside the entry at `index`: the dragged video takes that place. */
  const dropBeside = (index: number, side: 'before' | 'after') => {
    const from = playlist.videos.findIndex((video) => video._id === dragging);
    const video = playlist.videos[from];
    setDragging(null);
    if (!video) return;
    const at = side === 'before' ? index : index + 1;
    moveTo(video, from < at ? at - 1 : at, false);
  };

  return (
    <section className="playlist-pane" aria-labelledby={headingId}>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <header className="playlist-pane__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="playlist-pane__title">
          {playlist.title}
        </h2>
        <p className="playlist-pane__count">
          {plural(count, { one: '# video', other: '# videos' })}
        </p>
        <PlayAllLink videos={playlist.videos} playlistId={playlistId} onOpenVideo={onOpenVideo} />
        {!editing && (
          <Button
            ref={editButtonRef}
            variant="secondary"
            size="sm"
            className="playlist-pane__edit"
            aria-label={t`Edit details of ${title}`}
            onClick={() => setEditing(true)}
          >
            {t`Edit details`}
          </Button>
        )}
        {playlist.description && !editing && (
          <p className="playlist-pane__description">{playlist.description}</p>
        )}
        {!editing && <PlaylistSharing playlist={playlist} />}
        {editing && (
          <PlaylistDetailsForm
            playlist={playlist}
            onDone={() => {
              setEditing(false);
              // The button comes back on the next render; focus it there.
              requestAnimationFrame(() => editButtonRef.current?.focus());
            }}
          />
        )}
      </header>
      {count === 0 ? (
        <div className="playlists-page__notice">
          <p className="playlists-page__notice-title">{t`No videos in this playlist yet.`}</p>
          <p>{t`Open a video and use its Playlist button to save it here.`}</p>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to="/">
            {t`Browse videos`}
          </Link>
        </div>
      ) : (
        <>
          <div ref={gridRef}>
            <VirtualVideoGrid
              label={playlist.title}
              items={playlist.videos}
              getKey={(video) => video._id}
              total={count}
              renderItem={(video, index) => (
                <PlaylistEntry
                  videoId={video._id}
                  dragging={dragging === video._id}
                  dragActive={dragging !== null}
                  onDragStart={() => setDragging(video._id)}
                  onDragEnd={() => setDragging(null)}
                  onDrop={(side) => dropBeside(index, side)}
                >
                  {video.retired ? (
                    <RetiredVideoCard
                      video={video}
                      listName={playlist.title}
                      // Its menu keeps the moves, the keyboard's way to reorder it.
                      actions={moveItems(video, index)}
                      busy={busy}
                      headingLevel={3}
                      onRemove={() => removeVideo({ playlist, video })}
                    />
                  ) : (
                    <VideoCard
                      video={video}
                      headingLevel={3}
                      onOpen={onOpenVideo}
                      actions={
                        <CardMenu
                          label={moreActionsLabel(video)}
                          items={[
                            {
                              label: t`Remove from playlist`,
                              disabled: busy,
                              onSelect: () => removeVideo({ playlist, video }),
                            },
                            ...moveItems(video, index),
                            ...(cardActions?.(video) ?? []),
                          ]}
                        />
                      }
                    />
                  )}
                </PlaylistEntry>
              )}
            />
          </div>
          <InfiniteLoader query={query} />
        </>
      )}
    </section>
  );
}
