import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { CategoriesResponseSchema, type Category } from '#shared/schemas/category.schema.ts';
import { curationKeys } from './curation-keys.ts';

/** GET /api/categories: every category in the catalogue's order, as curators arrange them. */
async function getCurationCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await apiRequest('/categories', {
    schema: CategoriesResponseSchema,
    signal,
  });
  return categories;
}

function getCurationCategoriesQueryOptions() {
  return queryOptions({
    queryKey: curationKeys.categories(),
    queryFn: ({ signal }) => getCurationCategories(signal),
  });
}

export function useCurationCategories() {
  return useQuery(getCurationCategoriesQueryOptions());
}
