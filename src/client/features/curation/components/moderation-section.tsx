import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { useNavigate } from '#client/lib/router/history-router.tsx';
import { useModeration } from '../api/get-moderation.ts';
import {
  MODERATION_STATES,
  type ModerationState,
  moderationStateFromParam,
} from '../moderation-format.ts';
import { ModerationCard } from './moderation-card.tsx';
import './moderation-section.css';

const TAB_LABELS: Record<ModerationState, MessageDescriptor> = {
  reported: msg({ message: 'Reported', context: 'posts with open reports' }),
  hidden: msg({ message: 'Hidden', context: 'posts a curator hid' }),
};

const EMPTY_TABS: Record<ModerationState, MessageDescriptor> = {
  reported: msg`No post has open reports.`,
  hidden: msg`No post is hidden.`,
};

/**
 * The Curation page's moderation of "Made it" posts (docs/product.md, "Made it posts"): the
 * reported posts, most reported first, and the hidden ones, in two tabs (the open one in the
 * address, `?state=hidden`), each post with Hide, Restore or Dismiss reports.
 */
export function ModerationSection() {
  const headingId = useId();
  const tabsId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = moderationStateFromParam(params.get('state'));
  const queue = useModeration(current);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const problem = errorText(queue.error);
  const panelRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<ModerationState, HTMLButtonElement | null>>>({});

  const open = (state: ModerationState, focus = false) => {
    const search = state === 'reported' ? '' : `?state=${state}`;
    navigate(`/curation/moderation${search}`, { replace: true, flushSync: true });
    if (focus) tabRefs.current[state]?.focus();
  };
  // Two tabs: either arrow, Home or End moves to the other one, as a tablist's keys do.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const to: ModerationState =
      event.key === 'Home'
        ? 'reported'
        : event.key === 'End'
          ? 'hidden'
          : current === 'reported'
            ? 'hidden'
            : 'reported';
    open(to, true);
  };

  return (
    <section className="curation-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="curation-section__title">
        {t`Moderation`}
      </h2>
      <p className="curation-section__lede">
        {t`Posts people reported, most reported first. A hidden post leaves the gallery and the maker’s page at once; its maker still sees it.`}
      </p>

      <div
        className="curation-moderation__tablist"
        role="tablist"
        aria-label={t`Posts to moderate`}
      >
        {MODERATION_STATES.map((state) => (
          <button
            key={state}
            ref={(element) => {
              tabRefs.current[state] = element;
            }}
            type="button"
            role="tab"
            id={`${tabsId}-${state}-tab`}
            aria-selected={state === current}
            aria-controls={`${tabsId}-panel`}
            tabIndex={state === current ? 0 : -1}
            className="curation-moderation__tab"
            onClick={() => open(state)}
            onKeyDown={onTabKey}
          >
            {i18n._(TAB_LABELS[state])}
          </button>
        ))}
      </div>

      <div
        ref={panelRef}
        className="curation-moderation__panel"
        role="tabpanel"
        // Where focus goes when the post whose button had it leaves the list.
        tabIndex={-1}
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${current}-tab`}
      >
        {queue.isPending ? (
          <div role="status" aria-label={t`Loading the posts`}>
            <Skeleton width="60%" />
            <Skeleton width="45%" />
          </div>
        ) : queue.isError ? (
          <EmptyState icon="alert" message={t`The posts could not be loaded. ${problem}`} />
        ) : items.length === 0 ? (
          <EmptyState icon="check" message={i18n._(EMPTY_TABS[current])} />
        ) : (
          <>
            <ul className="curation-moderation__list">
              {items.map((item) => (
                <ModerationCard
                  key={item.post._id}
                  item={item}
                  state={current}
                  onLeave={() => panelRef.current?.focus()}
                />
              ))}
            </ul>
            {queue.hasNextPage ? (
              <Button
                variant="secondary"
                isBusy={queue.isFetchingNextPage}
                onClick={() => void queue.fetchNextPage()}
              >
                {t`Show more`}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
