import { useAddToHistory } from '#client/features/lists/hooks/use-add-to-history.ts';
import { useSaveActions } from '#client/features/lists/hooks/use-save-actions.ts';
import { CategoryFilters } from '#client/features/videos/components/category-filters.tsx';
import { VideoFeed } from '#client/features/videos/components/video-feed.tsx';
import { useHomeFilters } from '#client/lib/home-filters.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import './home.css';

/**
 * / and /video: category filters and the catalogue grid, filtered by the address's `category`
 * and `search`; opening a card records history.
 */
export function HomeRoute() {
  usePageTitle('Home');
  const addToHistory = useAddToHistory();
  const saveActions = useSaveActions();
  const { filters, setCategory, showAll } = useHomeFilters();
  return (
    <div className="home-page">
      <h1 className="visually-hidden">Home</h1>
      <CategoryFilters
        selected={filters.category}
        // All resets the search too (docs/product.md, "Filters").
        onSelect={(category) => (category ? setCategory(category) : showAll())}
      />
      <VideoFeed
        filters={filters}
        onShowAll={showAll}
        onOpenVideo={addToHistory}
        cardActions={saveActions}
      />
    </div>
  );
}
