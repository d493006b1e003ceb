import { t } from '@lingui/core/macro';
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
import { statusOf } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useCreatorPages } from '../api/get-creator.ts';
import { FollowButton } from './follow-button.tsx';
import './following.css';

interface CreatorPageProps {
  slug: string;
  onOpenVideo?: (video: Video) => void;
  cardActions?: (video: Video) => CardMenuItem[];
}

/** /creator/{slug}: the creator's name, its Follow button and its videos, newest first. */
export function CreatorPage({ slug, onOpenVideo, cardActions }: CreatorPageProps) {
  const headingId = useId();
  const query = useCreatorPages(slug);
  const creator = query.data?.pages[0]?.creator;
  const videos = query.data?.pages.flatMap((page) => page.videos) ?? [];
  usePageTitle(creator?.name ?? t`Creator`);

  useEffect(() => {
    if (query.error && statusOf(query.error) !== 404) {
      console.warn('Could not load the creator', query.error);
    }
  }, [query.error]);

  if (query.isPending) {
    return <VideoGridSkeleton count={4} label={t`Loading the creator’s videos`} />;
  }
  if (query.isError && !query.isFetchNextPageError) {
    return statusOf(query.error) === 404 ? (
      <EmptyState icon="user" message={t`This creator has no videos in the catalogue.`}>
        <Link className={buttonClassName({ variant: 'primary' })} to="/">
          {t`Explore videos`}
        </Link>
      </EmptyState>
    ) : (
      <EmptyState message={t`This creator’s videos could not be loaded.`}>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </EmptyState>
    );
  }
  const name = creator?.name ?? '';
  return (
    <section className="following-page" aria-labelledby={headingId}>
      <header className="following-page__header">
        <PageHeading icon="user" id={headingId}>
          {name}
        </PageHeading>
        <FollowButton kind="creator" target={slug} name={name} />
      </header>
      <VirtualVideoGrid
        label={t`Videos by ${name}`}
        items={videos}
        getKey={(video) => video._id}
        hasMore={query.hasNextPage}
        renderItem={(video) => {
          const title = video.title;
          return (
            <VideoCard
              video={video}
              onOpen={onOpenVideo}
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
    </section>
  );
}
