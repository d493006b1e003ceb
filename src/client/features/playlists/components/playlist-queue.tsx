import { plural, t } from '@lingui/core/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { Icon } from '#client/components/ui/icon.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { videoPath } from '#client/components/video-card/video-card.tsx';
import { statusOf } from '#client/lib/api-client.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import { useSharedPlaylist } from '../api/get-shared-playlist.ts';
import { playlistPlayPath } from '../playlist-play-path.ts';
import './playlist-queue.css';

interface PlaylistQueueProps {
  playlistId: string;
  /** The video on the page, by its link (the address's `/video/{videoLink}`). */
  currentVideoLink: string;
  /** Called when a video of the queue is opened (the route records history here). */
  onOpenVideo?: ((video: Video) => void) | undefined;
  /**
   * Told the video after the current one (what Next opens), or null: at the playlist's end, or
   * while it is not known yet. The page's autoplay plays it.
   */
  onNextVideo?: ((video: Video | null) => void) | undefined;
}

/** How many pages (of 48) are read looking for the current video: 960 videos. */
const SEARCH_PAGES = 20;

/**
 * Beside the player, when a video plays from a playlist (`/video/{link}?list={playlistId}`):
 * the playlist's videos in its order, the current one marked (aria-current), and Previous /
 * Next, which walk that order and are disabled at its ends. Each link keeps the playlist. It
 * plays the user's own playlists and those shared by link or in public, for visitors too.
 */
export function PlaylistQueue({
  playlistId,
  currentVideoLink,
  onOpenVideo,
  onNextVideo,
}: PlaylistQueueProps) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // The shared read: the user's own playlist, or one shared with anyone, signed in or not.
  const query = useSharedPlaylist(playlistId);
  const pages = query.data?.pages ?? [];
  const videos = pages.flatMap((page) => page.playlist.videos);
  const count = pages.at(-1)?.total ?? videos.length;
  const index = videos.findIndex((video) => video.videoLink === currentVideoLink);
  // Previous and Next step over videos a curator has retired: their pages are gone.
  const previous = videos.slice(0, Math.max(index, 0)).findLast((video) => !video.retired);
  const next = index === -1 ? undefined : videos.slice(index + 1).find((video) => !video.retired);

  const nextVideo = next ?? null;
  useEffect(() => {
    onNextVideo?.(nextVideo);
  }, [onNextVideo, nextVideo]);

  // The current video, or the one after it, not loaded yet: fetch on until it is; but a video
  // the playlist does not hold is looked for in its first SEARCH_PAGES pages only, not to the
  // end of a long playlist.
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const wantsMore =
    hasNextPage &&
    !isFetchingNextPage &&
    !isFetchNextPageError &&
    ((index === -1 && pages.length < SEARCH_PAGES) || (index !== -1 && next === undefined));
  useEffect(() => {
    if (wantsMore) void fetchNextPage();
  }, [wantsMore, fetchNextPage]);

  // Keep the current video in sight in the list's own scroll (never the page's).
  useEffect(() => {
    if (index === -1) return;
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollHeight <= list.clientHeight) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 3;
    }
  }, [index]);

  if (query.isPending) {
    return (
      <aside className="playlist-queue" aria-label={t`Loading the playlist`} aria-busy="true">
        <Skeleton shape="block" height="2rem" />
        <Skeleton shape="block" height="4rem" />
        <Skeleton shape="block" height="4rem" />
      </aside>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <aside
        className="playlist-queue"
        aria-label={t({ message: 'Playlist', context: 'one playlist' })}
      >
        <p className="playlist-queue__notice">
          {statusOf(query.error) === 404
            ? t`This playlist doesn’t exist.`
            : t`This playlist could not be loaded.`}
        </p>
      </aside>
    );
  }

  const title = pages[0]?.playlist.title ?? '';
  const pathOf = (video: Video) => playlistPlayPath(videoPath(video), playlistId);
  const step = (video: Video | undefined, way: 'previous' | 'next') => {
    const isPrevious = way === 'previous';
    const icon = <Icon name={isPrevious ? 'arrow-left' : 'arrow-right'} size={16} />;
    const look = buttonClassName({ variant: 'secondary', size: 'sm' });
    const label = isPrevious ? t`Previous` : t`Next`;
    const content = (
      <>
        {isPrevious && icon}
        {label}
        {!isPrevious && icon}
      </>
    );
    if (!video) {
      return (
        <Button variant="secondary" size="sm" disabled>
          {content}
        </Button>
      );
    }
    const { title: videoTitle } = video;
    return (
      <Link
        className={look}
        to={pathOf(video)}
        aria-label={isPrevious ? t`Previous: ${videoTitle}` : t`Next: ${videoTitle}`}
        onClick={() => onOpenVideo?.(video)}
      >
        {content}
      </Link>
    );
  };
  const position = index + 1;

  return (
    <aside className="playlist-queue" aria-labelledby={headingId}>
      <header className="playlist-queue__header">
        <h2 id={headingId} className="playlist-queue__title">
          <Link className="playlist-queue__title-link" to={`/playlist/${playlistId}`}>
            {title}
          </Link>
        </h2>
        <p className="playlist-queue__position">
          {index === -1 ? (
            plural(count, { one: '# video', other: '# videos' })
          ) : (
            <>
              <span aria-hidden="true">
                {position} / {count}
              </span>
              <span className="visually-hidden">{t`Video ${position} of ${count}`}</span>
            </>
          )}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of links and buttons, not of form fields */}
        <div className="playlist-queue__controls" role="group" aria-label={t`Playlist controls`}>
          {step(previous, 'previous')}
          {step(next, 'next')}
        </div>
      </header>
      <ol className="playlist-queue__list" ref={listRef} aria-label={t`Videos of ${title}`}>
        {videos.map((video, i) => (
          <li key={video._id}>
            {video.retired ? (
              <div className="playlist-queue__item" data-retired="">
                <QueueEntry video={video} number={i + 1} byline={t`No longer available`} />
              </div>
            ) : (
              <Link
                className="playlist-queue__item"
                to={pathOf(video)}
                aria-current={i === index ? 'page' : undefined}
                onClick={() => onOpenVideo?.(video)}
              >
                <QueueEntry
                  video={video}
                  number={i === index ? <Icon name="play" size={12} /> : i + 1}
                  byline={video.creator}
                />
              </Link>
            )}
          </li>
        ))}
      </ol>
      {(hasNextPage || isFetchNextPageError) && <InfiniteLoader query={query} />}
    </aside>
  );
}

/** What a queue's entry shows, a link or not: its number, thumbnail, title and a line under it. */
function QueueEntry({
  video,
  number,
  byline,
}: {
  video: Video;
  number: ReactNode;
  byline: string;
}) {
  return (
    <>
      <span className="playlist-queue__number" aria-hidden="true">
        {number}
      </span>
      <MediaImage
        className="playlist-queue__thumb"
        src={thumbnailPathOf(video._id)}
        alt=""
        title={video.title}
        categoryName={video.categoryName}
      />
      <span className="playlist-queue__text">
        <span className="playlist-queue__video-title">{video.title}</span>
        <span className="playlist-queue__creator">{byline}</span>
      </span>
    </>
  );
}
