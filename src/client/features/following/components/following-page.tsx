import { plural, t } from '@lingui/core/macro';
import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import { VideoGridSkeleton } from '#client/components/media/video-grid-skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeading } from '#client/components/ui/page-heading.tsx';
import { CardMenu, type CardMenuItem } from '#client/components/video-card/card-menu.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { VideoCard } from '#client/components/video-card/video-card.tsx';
import { VirtualVideoGrid } from '#client/components/video-card/virtual-video-grid.tsx';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useFollowingPages } from '../api/get-following.ts';
import './following.css';

interface FollowingPageProps {
  onOpenVideo?: (video: Video) => void;
  cardActions?: (video: Video) => CardMenuItem[];
}

/**
 * /following: the videos of the creators and categories the user follows, newest first, those
 * new since the last visit marked (docs/product.md, "Following").
 */
export function FollowingPage({ onOpenVideo, cardActions }: FollowingPageProps) {
  const headingId = useId();
  const query = useFollowingPages();
  const pages = query.data?.pages;
  const items = pages?.flatMap((page) => page.videos) ?? [];
  const follows = pages?.[0]?.follows ?? 0;
  const newCount = items.filter((item) => item.isNew).length;

  useEffect(() => {
    if (query.error) console.warn('Could not load Following', query.error);
  }, [query.error]);

  return (
    <section className="following-page" aria-labelledby={headingId}>
      <header className="following-page__header">
        <PageHeading
          icon="user"
          id={headingId}
          note={
            pages &&
            plural(follows, {
              one: 'You follow # creator or category',
              other: 'You follow # creators and categories',
            })
          }
        >
          {t`Following`}
        </PageHeading>
      </header>
      {query.isPending ? (
        <VideoGridSkeleton count={4} label={t`Loading Following`} />
      ) : query.isError && !query.isFetchNextPageError ? (
        <EmptyState message={t`Following could not be loaded.`}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </EmptyState>
      ) : follows === 0 ? (
        <EmptyState
          icon="user"
          message={t`You don’t follow anyone yet. Open a creator’s page from a video and press Follow, or follow a category on the home page.`}
        >
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {t`Explore videos`}
          </Link>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState
          icon="user"
          message={t`Nothing new: the creators and categories you follow have no videos yet.`}
        />
      ) : (
        <>
          <p className="following-page__news" role="status">
            {newCount === 0
              ? t`Nothing new since your last visit.`
              : plural(newCount, {
                  one: '# new video since your last visit',
                  other: '# new videos since your last visit',
                })}
          </p>
          <VirtualVideoGrid
            label={t`Videos you follow`}
            items={items}
            getKey={(item) => item.video._id}
            hasMore={query.hasNextPage}
            renderItem={({ video, isNew }) => {
              const title = video.title;
              return (
                <VideoCard
                  video={video}
                  onOpen={onOpenVideo}
                  note={
                    isNew ? <strong className="following-page__new">{t`New`}</strong> : undefined
                  }
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
        </>
      )}
    </section>
  );
}
