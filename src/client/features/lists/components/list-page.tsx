import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { VideoGridSkeleton } from '#client/components/media/video-grid-skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import type { IconName } from '#client/components/ui/icon.tsx';
import { PageHeading } from '#client/components/ui/page-heading.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { VirtualVideoGrid } from '#client/components/video-card/virtual-video-grid.tsx';
import { useFocusAfterRemoval } from '#client/lib/use-focus-after-removal.ts';
import type { ListName } from '#shared/schemas/list.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useListPages } from '../api/get-list.ts';
import { useRemoveFromList } from '../api/remove-from-list.ts';
import { useAddToHistory } from '../hooks/use-add-to-history.ts';
import { useListBusy } from '../hooks/use-list-busy.ts';
import { useSaveActions } from '../hooks/use-save-actions.ts';
import { LIST_CONFIG } from '../list-config.ts';
import { RemovableCard } from './removable-card.tsx';
import './list-page.css';

/** The lists this page shows; history has a page of its own (history-page.tsx). */
type PagedList = Exclude<ListName, 'history'>;

const icons: Record<PagedList, IconName> = {
  likes: 'heart',
  watchlater: 'clock',
};

/**
 * The Liked or Watch Later page: the list's cards, newest first, each removable, loaded a page
 * at a time as the end comes near and virtualised for long lists.
 */
export function ListPage({ list }: { list: PagedList }) {
  const config = LIST_CONFIG[list];
  const heading = config.heading;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useListPages(list);
  const busy = useListBusy(list);
  // Nothing saves to the list shown here: its cards are all in it.
  const saveActions = useSaveActions(list);
  const addToHistory = useAddToHistory();
  const remove = useRemoveFromList(list, { removedMessage: config.removedMessage });

  useEffect(() => {
    if (query.error) console.warn(`Could not load ${list}`, query.error);
  }, [query.error, list]);

  const pages = query.data?.pages;
  const videos = pages?.flatMap((page) => page.videos);
  // The newest page's total: the list's size as the server last counted it.
  const count = pages?.at(-1)?.total ?? 0;
  const focusAfterRemoval = useFocusAfterRemoval(
    headingRef,
    (videos ?? []).map((video) => video._id),
  );
  const removeVideo = (video: Video) => {
    focusAfterRemoval.expect(video._id);
    remove.mutate(video, { onError: focusAfterRemoval.forget });
  };

  return (
    <section className="list-page" aria-labelledby={headingId}>
      <header className="list-page__header">
        <PageHeading
          icon={icons[list]}
          id={headingId}
          headingRef={headingRef}
          note={videos && plural(count, { one: '# video', other: '# videos' })}
        >
          {heading}
        </PageHeading>
      </header>

      {query.isPending ? (
        <VideoGridSkeleton count={4} label={t`Loading ${heading}`} />
      ) : query.isError && !query.isFetchNextPageError ? (
        <EmptyState message={t`This list could not be loaded.`}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </EmptyState>
      ) : count === 0 ? (
        <EmptyState icon={icons[list]} message={config.emptyMessage}>
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {t`Explore videos`}
          </Link>
        </EmptyState>
      ) : (
        <>
          <VirtualVideoGrid
            label={heading}
            items={videos ?? []}
            getKey={(video) => video._id}
            total={count}
            renderItem={(video) => (
              <RemovableCard
                video={video}
                listName={config.shortName}
                removeLabel={config.removeLabel}
                busy={busy}
                onRemove={removeVideo}
                onOpen={addToHistory}
                moreActions={saveActions(video)}
              />
            )}
          />
          <InfiniteLoader query={query} />
        </>
      )}
    </section>
  );
}
