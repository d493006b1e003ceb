// Direct imports, not the features' index files: home ships in the first bundle, and an index
// would drag in the other pages' styles.
import { useAddToHistory } from '#client/features/lists/hooks/use-add-to-history.ts';
import { CategoryFilters } from '#client/features/videos/components/category-filters.tsx';
import { VideoFeed } from '#client/features/videos/components/video-feed.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import './home.css';

/** / and /video: category filters and the catalogue grid; opening a card records history. */
export function HomeRoute() {
  usePageTitle('Home');
  const addToHistory = useAddToHistory();
  return (
    <div className="home-page">
      <h1 className="visually-hidden">Home</h1>
      <CategoryFilters />
      <VideoFeed onOpenVideo={addToHistory} />
    </div>
  );
}
