import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { useAddToHistory } from '#client/features/lists/hooks/use-add-to-history.ts';
import { useSaveActions } from '#client/features/lists/hooks/use-save-actions.ts';
import { CategoryFilters } from '#client/features/videos/components/category-filters.tsx';
import { CraftFilters } from '#client/features/videos/components/craft-filters.tsx';
import { VideoFeed } from '#client/features/videos/components/video-feed.tsx';
import { homeFeedPath, useHomeFilters } from '#client/lib/home-filters.ts';
import { useFeedLink } from '#client/lib/use-feed-link.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { lazyPage } from '../lazy-page.tsx';
import './home.css';

/** Fetched the first time a category is chosen, not with the first load of /. */
const CategoryFollowSlot = lazyPage(
  () => import('./following.tsx').then((m) => m.CategoryFollowSlot),
  ['following'],
);

/**
 * / and /video: category and project filters and the catalogue grid, filtered by the address's
 * `category`, `search`, `difficulty`, `time` and `material`; opening a card records history. The
 * head links the catalogue's feed of the same filters.
 */
export function HomeRoute() {
  usePageTitle(t`Home`);
  const addToHistory = useAddToHistory();
  const saveActions = useSaveActions();
  const { filters, setCategory, setCraft, clearCraft, showAll } = useHomeFilters();
  useFeedLink(homeFeedPath(filters));
  return (
    <div className="home-page">
      <h1 className="visually-hidden">{t`Home`}</h1>
      <div className="home-page__filters">
        <CategoryFilters
          selected={filters.category ?? null}
          // All resets the search too (docs/product.md, "Filters").
          onSelect={(category) => (category ? setCategory(category) : showAll())}
        />
        {filters.category && (
          <Suspense fallback={null}>
            <CategoryFollowSlot />
          </Suspense>
        )}
        <CraftFilters filters={filters} onChange={setCraft} onClear={clearCraft} />
      </div>
      <VideoFeed
        filters={filters}
        onShowAll={showAll}
        onClearCraft={clearCraft}
        onOpenVideo={addToHistory}
        cardActions={saveActions}
      />
    </div>
  );
}
