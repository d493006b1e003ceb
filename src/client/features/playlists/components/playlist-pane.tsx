import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { VideoGridSkeleton } from '#client/components/media/video-grid-skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { CardMenu, type CardMenuItem } from '#client/components/video-card/card-menu.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { VideoCard } from '#client/components/video-card/video-card.tsx';
import { VirtualVideoGrid } from '#client/components/video-card/virtual-video-grid.tsx';
import { statusOf } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { usePlaylist } from '../api/get-playlist.ts';
import { useRemoveVideoFromPlaylist } from '../api/remove-video-from-playlist.ts';
import { usePlaylistsBusy } from '../hooks/use-playlists-busy.ts';
import { PlaylistDetailsForm } from './playlist-details-form.tsx';
import './playlists-page.css';

interface PlaylistPaneProps {
  playlistId: string;
  onOpenVideo?: (video: Video) => void;
  /** More actions for each card's menu, after "Remove from playlist" (the save actions). */
  cardActions?: (video: Video) => CardMenuItem[];
}

/** The right pane: the selected playlist's videos, each removable from it, a page at a time. */
export function PlaylistPane({ playlistId, onOpenVideo, cardActions }: PlaylistPaneProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const query = usePlaylist(playlistId);
  const busy = usePlaylistsBusy();
  const remove = useRemoveVideoFromPlaylist({
    onDone: ({ playlist }) => toast(Message.removedFromPlaylist(playlist.title)),
    onFailed: (error) => console.warn('Could not remove the video from the playlist', error),
  });

  useEffect(() => {
    if (query.error) console.warn('Could not load the playlist', query.error);
  }, [query.error]);

  if (query.isPending) return <VideoGridSkeleton count={3} label="Loading playlist" />;

  // A next page that failed keeps what has loaded: the loader below offers to try it again.
  if (query.isError && !query.isFetchNextPageError) {
    const notFound = statusOf(query.error) === 404;
    return (
      <div className="playlists-page__notice">
        <p className="playlists-page__notice-title">
          {notFound ? 'This playlist doesn’t exist.' : 'This playlist could not be loaded.'}
        </p>
        <p>Pick one of your playlists from the list.</p>
      </div>
    );
  }

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  if (!first) return null;
  // The playlist as far as it has loaded: its title, and every loaded page's videos.
  const playlist = { ...first.playlist, videos: pages.flatMap((page) => page.playlist.videos) };
  const count = pages.at(-1)?.total ?? playlist.videos.length;
  return (
    <section className="playlist-pane" aria-labelledby={headingId}>
      <header className="playlist-pane__header">
        <h2 id={headingId} className="playlist-pane__title">
          {playlist.title}
        </h2>
        <p className="playlist-pane__count">
          {count} {count === 1 ? 'video' : 'videos'}
        </p>
        {!editing && (
          <Button
            ref={editButtonRef}
            variant="secondary"
            size="sm"
            className="playlist-pane__edit"
            aria-label={`Edit details of ${playlist.title}`}
            onClick={() => setEditing(true)}
          >
            Edit details
          </Button>
        )}
        {playlist.description && !editing && (
          <p className="playlist-pane__description">{playlist.description}</p>
        )}
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
          <p className="playlists-page__notice-title">No videos in this playlist yet.</p>
          <p>Open a video and use its Playlist button to save it here.</p>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to="/">
            Browse videos
          </Link>
        </div>
      ) : (
        <>
          <VirtualVideoGrid
            label={playlist.title}
            items={playlist.videos}
            getKey={(video) => video._id}
            total={count}
            renderItem={(video) => (
              <VideoCard
                video={video}
                headingLevel={3}
                onOpen={onOpenVideo}
                actions={
                  <CardMenu
                    label={`More actions for ${video.title}`}
                    items={[
                      {
                        label: 'Remove from playlist',
                        disabled: busy,
                        onSelect: () => remove.mutate({ playlist, video }),
                      },
                      ...(cardActions?.(video) ?? []),
                    ]}
                  />
                }
              />
            )}
          />
          <InfiniteLoader query={query} />
        </>
      )}
    </section>
  );
}
