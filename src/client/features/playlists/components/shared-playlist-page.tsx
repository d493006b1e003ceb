import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import { VideoGridSkeleton } from '#client/components/media/video-grid-skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { CardMenu, type CardMenuItem } from '#client/components/video-card/card-menu.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { RetiredVideoCard } from '#client/components/video-card/retired-video-card.tsx';
import { VideoCard } from '#client/components/video-card/video-card.tsx';
import { VirtualVideoGrid } from '#client/components/video-card/virtual-video-grid.tsx';
import { isSignInProblem, statusOf } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { useNavigate } from '#client/lib/router/history-router.tsx';
import { useNoindex } from '#client/lib/use-noindex.ts';
import { toast, useToastStore } from '#client/stores/toast-store.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useCopyPlaylist } from '../api/copy-playlist.ts';
import type { useSharedPlaylist } from '../api/get-shared-playlist.ts';
import { usePlaylistsBusy } from '../hooks/use-playlists-busy.ts';
import { PlayAllLink } from './play-all-link.tsx';
import './playlists-page.css';
import './shared-playlist-page.css';

interface SharedPlaylistPageProps {
  playlistId: string;
  /** The playlist's shared read (useSharedPlaylist), which the route has already started. */
  query: ReturnType<typeof useSharedPlaylist>;
  signedIn: boolean;
  /** Save a copy while signed out: the route sends the visitor to sign in, then back here. */
  onSignInToCopy: () => void;
  onOpenVideo?: ((video: Video) => void) | undefined;
  /** More actions for each card's menu (the save actions). */
  cardActions?: ((video: Video) => CardMenuItem[]) | undefined;
}

/**
 * /playlist/{playlistId} for anyone but its owner, when it is shared (unlisted or public): its
 * title, description, "by" its owner, Play all, Save a copy and its videos in order. An
 * unlisted playlist's page asks search engines not to index it. Missing and private ones read
 * as not found.
 */
export function SharedPlaylistPage({
  playlistId,
  query,
  signedIn,
  onSignInToCopy,
  onOpenVideo,
  cardActions,
}: SharedPlaylistPageProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const busy = usePlaylistsBusy();
  const copy = useCopyPlaylist({
    onCopied: (saved) => {
      const title = saved.playlist.title;
      useToastStore.getState().show(t`Saved as ${title} in your playlists`, 'green', {
        label: t`Open it`,
        run: () => navigate(`/playlist/${encodeURIComponent(saved.playlist._id)}`),
      });
    },
    onFailed: (error) => {
      console.warn('Could not save a copy of the playlist', error);
      toast(
        isSignInProblem(error)
          ? Message.loginFirst
          : t`The playlist could not be copied. Try again.`,
        'red',
      );
    },
  });

  useEffect(() => {
    if (query.error) console.warn('Could not load the playlist', query.error);
  }, [query.error]);
  // An unlisted playlist is for those given its link: the head asks search engines to pass.
  useNoindex(query.data?.pages[0]?.playlist.visibility === 'unlisted');

  if (query.isPending) return <VideoGridSkeleton count={3} label={t`Loading playlist`} />;
  if (query.isError && !query.isFetchNextPageError) {
    const notFound = statusOf(query.error) === 404;
    return (
      <div className="playlists-page__notice shared-playlist__notice">
        <h1 className="playlists-page__notice-title">
          {notFound ? t`This playlist doesn’t exist.` : t`This playlist could not be loaded.`}
        </h1>
        <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to="/">
          {t`Browse videos`}
        </Link>
      </div>
    );
  }
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  if (!first) return null;
  const playlist = first.playlist;
  const videos = pages.flatMap((page) => page.playlist.videos);
  const count = pages.at(-1)?.total ?? videos.length;
  const owner = playlist.owner.displayName;
  const ownerHandle = playlist.owner.handle;
  // Play all starts at the first video still in the catalogue: a retired one has no page.

  return (
    <section className="shared-playlist" aria-labelledby={headingId}>
      <header className="shared-playlist__header">
        <h1 id={headingId} className="shared-playlist__title">
          {playlist.title}
        </h1>
        <p className="shared-playlist__byline">
          {ownerHandle ? (
            // The name leads to the owner's public page (docs/product.md, "Public profile").
            <Trans comment="Who made a playlist: its owner’s name, a link to their public page">
              by <Link to={`/u/${ownerHandle}`}>{owner}</Link>
            </Trans>
          ) : (
            t({ comment: 'Who made a playlist: its owner’s name', message: `by ${owner}` })
          )}
        </p>
        <p className="playlist-pane__count">
          {plural(count, { one: '# video', other: '# videos' })}
        </p>
        {playlist.description && (
          <p className="playlist-pane__description">{playlist.description}</p>
        )}
        <div className="shared-playlist__actions">
          <PlayAllLink videos={videos} playlistId={playlistId} onOpenVideo={onOpenVideo} />
          <Button
            variant="secondary"
            size="sm"
            icon="playlist"
            disabled={signedIn && (busy || copy.isPending)}
            onClick={() => (signedIn ? copy.mutate(playlistId) : onSignInToCopy())}
          >
            {t`Save a copy`}
          </Button>
        </div>
      </header>
      {count === 0 ? (
        <div className="playlists-page__notice">
          <p className="playlists-page__notice-title">{t`No videos in this playlist yet.`}</p>
        </div>
      ) : (
        <>
          <VirtualVideoGrid
            label={playlist.title}
            items={videos}
            getKey={(video) => video._id}
            total={count}
            renderItem={(video) =>
              video.retired ? (
                <RetiredVideoCard video={video} />
              ) : (
                <VideoCard
                  video={video}
                  headingLevel={2}
                  onOpen={onOpenVideo}
                  actions={
                    cardActions && (
                      <CardMenu label={moreActionsLabel(video)} items={cardActions(video)} />
                    )
                  }
                />
              )
            }
          />
          <InfiniteLoader query={query} />
        </>
      )}
    </section>
  );
}

/** The name of a card's menu button: "More actions for {title}". */
function moreActionsLabel({ title }: Video): string {
  return t`More actions for ${title}`;
}
