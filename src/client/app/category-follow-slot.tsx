import { lazy, Suspense } from 'react';
import { useCategories } from '#client/features/videos/api/get-categories.ts';
import { withAreas } from '#client/i18n/activate-locale.ts';

const CategoryFollow = lazy(() =>
  withAreas(
    ['following'],
    () => import('#client/features/following/components/category-follow.tsx'),
  ).then((m) => ({ default: m.CategoryFollow })),
);

/**
 * The home page's Follow button for the chosen category. Its code (the button, the follows'
 * requests and their words) is fetched the first time a category is chosen, not with the first
 * load of / (scripts/first-load-size.mjs).
 */
export function CategoryFollowSlot({ category }: { category: string | null }) {
  const { data: categories } = useCategories();
  const chosen = category ? categories?.find((c) => c._id === category) : undefined;
  if (!chosen) return null;
  return (
    <Suspense fallback={null}>
      <CategoryFollow categoryId={chosen._id} label={chosen.label} />
    </Suspense>
  );
}
