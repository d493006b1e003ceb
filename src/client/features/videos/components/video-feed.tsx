import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { VideoGridSkeleton } from '#client/components/media/video-grid-skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Icon } from '#client/components/ui/icon.tsx';
import { CardMenu, type CardMenuItem } from '#client/components/video-card/card-menu.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { VideoCard } from '#client/components/video-card/video-card.tsx';
import { VirtualVideoGrid } from '#client/components/video-card/virtual-video-grid.tsx';
import { requestedFilters } from '#client/lib/home-filters.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import type { VideoFilters } from '#shared/schemas/video-filters.schema.ts';
import { useVideos } from '../api/get-videos.ts';
import './video-feed.css';

interface VideoFeedProps {
  filters: VideoFilters;
  /** The empty state's way out: drop every filter. */
  onShowAll: () => void;
  /** The empty state's other way out when project filters are in force: drop only those. */
  onClearCraft?: () => void;
  /** Called when a card is opened (the route records it in the history). */
  onOpenVideo?: (video: Video) => void;
  /** A card's "⋮" menu (the route gives the save actions); none: no menu. */
  cardActions?: (video: Video) => CardMenuItem[];
}

/** The first card's image is the page's largest; the rest of a wide first row comes next. */
function imagePriorityAt(index: number): 'high' | 'eager' | undefined {
  if (index === 0) return 'high';
  return index < 4 ? 'eager' : undefined;
}

/**
 * The home grid: the catalogue, filtered on the server by category and search text, loading
 * the next page as the end comes near, and virtualised so thousands of cards stay smooth.
 */
export function VideoFeed({
  filters,
  onShowAll,
  onClearCraft,
  onOpenVideo,
  cardActions,
}: VideoFeedProps) {
  const requested = requestedFilters(filters);
  const search = requested.search;
  const query = useVideos(requested);
  const craftFiltered = Boolean(filters.difficulty || filters.time || filters.material);

  useEffect(() => {
    if (query.error) console.warn('Could not load videos', query.error);
  }, [query.error]);

  if (query.isPending) return <VideoGridSkeleton label={t`Loading videos`} />;

  // A next page that failed keeps what has loaded: the loader below offers to try it again.
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <div className="video-feed__notice" role="alert">
        <Icon name="alert" size={32} />
        <p className="video-feed__notice-title">{t`We couldn’t load the videos.`}</p>
        <p>{t`Check your connection and try again.`}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  }

  const videos = (query.data?.pages ?? []).flatMap((page) => page.videos);
  if (videos.length === 0) {
    return (
      <div className="video-feed__notice" role="status">
        <Icon name="search" size={32} />
        <p className="video-feed__notice-title">
          {search
            ? t`No videos match “${search}”`
            : craftFiltered
              ? t`No projects match these filters`
              : t`No videos here yet`}
        </p>
        <p>
          {search
            ? t`Try another word, or browse everything we have.`
            : craftFiltered
              ? t`Try another difficulty, time or material, or clear the filters.`
              : t`Try another category, or browse everything we have.`}
        </p>
        <div className="video-feed__notice-actions">
          {craftFiltered && onClearCraft && (
            <Button variant="secondary" onClick={onClearCraft}>
              {t`Clear project filters`}
            </Button>
          )}
          <Button variant="secondary" onClick={onShowAll}>
            {t`Show all videos`}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="video-feed">
      <VirtualVideoGrid
        label={t`Videos`}
        items={videos}
        getKey={(video) => video._id}
        hasMore={query.hasNextPage}
        renderItem={(video, index) => {
          const title = video.title;
          return (
            <VideoCard
              video={video}
              onOpen={onOpenVideo}
              imagePriority={imagePriorityAt(index)}
              actions={
                cardActions && (
                  <CardMenu label={t`More actions for ${title}`} items={cardActions(video)} />
                )
              }
            />
          );
        }}
      />
      <InfiniteLoader query={query} />
    </div>
  );
}
