import { plural, t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { VideoGridSkeleton } from '#client/components/media/video-grid-skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeading } from '#client/components/ui/page-heading.tsx';
import { SWITCH_TRACK_CLASS } from '#client/components/ui/switch-track.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { VirtualVideoGrid } from '#client/components/video-card/virtual-video-grid.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { useNavigate } from '#client/lib/router/history-router.tsx';
import { useFocusAfterRemoval } from '#client/lib/use-focus-after-removal.ts';
import { HISTORY_SEARCH_MAX } from '#shared/schemas/progress.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useClearHistory } from '../api/clear-history.ts';
import { historyKeys, useHistoryPages } from '../api/get-history.ts';
import { useSetHistoryPaused, useSettings } from '../api/history-settings.ts';
import { useRemoveFromList } from '../api/remove-from-list.ts';
import { groupByDay } from '../history-days.ts';
import { useAddToHistory } from '../hooks/use-add-to-history.ts';
import { useListBusy } from '../hooks/use-list-busy.ts';
import { useSaveActions } from '../hooks/use-save-actions.ts';
import { LIST_CONFIG } from '../list-config.ts';
import { RemovableCard } from './removable-card.tsx';
import { watchedTimeNote } from './watched-time.tsx';
import './list-page.css';
import './history-page.css';

/** How long typing rests before the history is searched. */
const SEARCH_DELAY_MS = 250;

/**
 * /history: what the user watched, newest watch first, under a heading per day (Today,
 * Yesterday, then dates); searchable by title or creator on the server; each video removable,
 * all of it clearable; and a switch that pauses history (watching then records nothing).
 */
export function HistoryPage() {
  const config = LIST_CONFIG.history;
  const heading = config.heading;
  const headingId = useId();
  const groupId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  // The search lives in the address (`/history?q=paper`): a reload or Back brings it back.
  const [params] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const navigate = useNavigate();
  const [text, setText] = useState(search);
  const locale = useActiveLocale();
  useEffect(() => {
    const next = text.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      const query = next ? `?${new URLSearchParams({ q: next })}` : '';
      navigate(`/history${query}`, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, navigate]);
  // An address changed from outside the box (Back, a link) shows its own search.
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  const query = useHistoryPages(search);
  const settings = useSettings();
  const setPaused = useSetHistoryPaused();
  const busy = useListBusy('history');
  const saveActions = useSaveActions();
  const addToHistory = useAddToHistory();
  const clearHistory = useClearHistory();
  const readAgain = () => queryClient.invalidateQueries({ queryKey: historyKeys.all });
  const remove = useRemoveFromList('history', {
    removedMessage: config.removedMessage,
    onRemoved: () => void readAgain(),
  });

  useEffect(() => {
    if (query.error) console.warn('Could not load history', query.error);
  }, [query.error]);

  const pages = query.data?.pages;
  const entries = pages?.flatMap((page) => page.entries) ?? [];
  const count = pages?.at(-1)?.total ?? 0;
  const focusAfterRemoval = useFocusAfterRemoval(
    headingRef,
    entries.map((entry) => entry.video._id),
  );
  const removeVideo = (video: Video) => {
    focusAfterRemoval.expect(video._id);
    remove.mutate(video, { onError: focusAfterRemoval.forget });
  };
  const groups = groupByDay(entries, (entry) => entry.watchedAt, new Date(), locale);
  const paused = settings.data?.historyPaused ?? false;

  return (
    <section className="list-page" aria-labelledby={headingId}>
      <header className="list-page__header">
        <PageHeading
          icon="history"
          id={headingId}
          headingRef={headingRef}
          note={
            pages &&
            (search
              ? plural(count, { one: '# video found', other: '# videos found' })
              : plural(count, { one: '# video', other: '# videos' }))
          }
        >
          {heading}
        </PageHeading>
        <div className="history-page__tools">
          <button
            type="button"
            role="switch"
            aria-checked={paused}
            className={buttonClassName({ variant: 'secondary', className: 'history-page__pause' })}
            disabled={!settings.data || setPaused.isPending}
            onClick={() => setPaused.mutate(!paused)}
          >
            <span className={SWITCH_TRACK_CLASS} aria-hidden="true" />
            {t`Pause history`}
          </button>
          <Button
            variant="secondary"
            icon="trash"
            className="list-page__clear"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) clearHistory.mutate(undefined, { onSuccess: () => void readAgain() });
            }}
          >
            {t`Clear History`}
          </Button>
        </div>
      </header>

      {paused && (
        <p className="history-page__paused" role="status">
          {t`History is paused: videos you watch now are not added to it.`}
        </p>
      )}

      <search className="history-page__search">
        <TextField
          label={t`Search history`}
          type="search"
          value={text}
          maxLength={HISTORY_SEARCH_MAX}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </search>

      {query.isPending ? (
        <VideoGridSkeleton count={4} label={t`Loading ${heading}`} />
      ) : query.isError && !query.isFetchNextPageError ? (
        <EmptyState message={t`This list could not be loaded.`}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </EmptyState>
      ) : count === 0 && search ? (
        <EmptyState icon="history" message={t`Nothing in your history matches “${search}”.`} />
      ) : count === 0 ? (
        <EmptyState icon="history" message={config.emptyMessage}>
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {t`Explore videos`}
          </Link>
        </EmptyState>
      ) : (
        <>
          {groups.map(({ label: day, ...group }) => (
            <section
              key={group.key}
              className="history-page__day"
              aria-labelledby={`${groupId}-${group.key}`}
            >
              <h2 id={`${groupId}-${group.key}`} className="history-page__day-title">
                {day}
              </h2>
              <VirtualVideoGrid
                label={t`Watched ${day}`}
                items={group.items}
                getKey={(entry) => entry.video._id}
                renderItem={({ video, watchedAt }) => (
                  <RemovableCard
                    video={video}
                    note={watchedTimeNote(watchedAt, locale)}
                    headingLevel={3}
                    listName={config.shortName}
                    removeLabel={config.removeLabel}
                    busy={busy}
                    onRemove={removeVideo}
                    onOpen={addToHistory}
                    moreActions={saveActions(video)}
                  />
                )}
              />
            </section>
          ))}
          <InfiniteLoader query={query} />
        </>
      )}
    </section>
  );
}
