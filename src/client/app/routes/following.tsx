import { t } from '@lingui/core/macro';
import { Redirect, useParams } from 'wouter';
import { CategoryFollow } from '#client/features/following/components/category-follow.tsx';
import { CreatorPage } from '#client/features/following/components/creator-page.tsx';
import { FollowingPage } from '#client/features/following/components/following-page.tsx';
import { useAddToHistory } from '#client/features/lists/hooks/use-add-to-history.ts';
import { useSaveActions } from '#client/features/lists/hooks/use-save-actions.ts';
import { useCategories } from '#client/features/videos/api/get-categories.ts';
import { useHomeFilters } from '#client/lib/home-filters.ts';
import { useFeedLink } from '#client/lib/use-feed-link.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { creatorSlug } from '#shared/creator-slug.ts';

/*
 * What follows are made with, in one lazy module (one chunk): a creator's page, where a creator
 * is followed, /following, where what is followed is read, and the home page's Follow button
 * for a category.
 */

/** /creator/{slug} or /following (signed in only), by the route that matched. */
export function FollowsRoute() {
  const { slug } = useParams();
  return slug === undefined ? <FollowingPageRoute /> : <CreatorRoute named={slug} />;
}

function FollowingPageRoute() {
  usePageTitle(t`Following`);
  const addToHistory = useAddToHistory();
  const saveActions = useSaveActions();
  return <FollowingPage onOpenVideo={addToHistory} cardActions={saveActions} />;
}

/**
 * The router's parameter, decoded whole: it decodes with decodeURI, which leaves `%26` (`&`),
 * `%2F`, `%3F`, `%23` and the like as they are. A name it cannot decode is taken as it is.
 */
function decodedName(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/**
 * /creator/{slug}: a creator's videos, with its Follow button, its feed linked from the head;
 * /creator/{name} goes there.
 */
function CreatorRoute({ named }: { named: string }) {
  // A card links by the creator's name; the page's address is its slug (the same for a slug).
  const slug = creatorSlug(decodedName(named));
  const addToHistory = useAddToHistory();
  const saveActions = useSaveActions();
  useFeedLink(slug === named ? `/api/feeds/creators/${encodeURIComponent(slug)}.atom` : null);
  if (slug !== named) return <Redirect to={`/creator/${encodeURIComponent(slug)}`} replace />;
  return <CreatorPage slug={slug} onOpenVideo={addToHistory} cardActions={saveActions} />;
}

/**
 * The home page's Follow button for the category chosen in the address, with its label. The home
 * page fetches it (with this module and the `following` catalogue) the first time a category is
 * chosen: none of it is in the first load of / (scripts/first-load-size.mjs).
 */
export function CategoryFollowSlot() {
  const { filters } = useHomeFilters();
  const { data: categories } = useCategories();
  const chosen = categories?.find((c) => c._id === filters.category);
  return chosen ? <CategoryFollow categoryId={chosen._id} label={chosen.label} /> : null;
}
