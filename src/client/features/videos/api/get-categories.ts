import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';
import type { Category } from '#shared/schemas/category.schema.ts';

/** GET /api/categories: every category, in the catalogue's order. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await apiRequest('/categories', {
    // Imported when asked for: the first load of / carries no zod (scripts/first-load-size.mjs).
    schema: () =>
      import('#shared/schemas/category.schema.ts').then((s) => s.CategoriesResponseSchema),
    signal,
  });
  return categories;
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change only when the catalogue is curated: no need to ask again in a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
