import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';
import type { Category } from '#shared/schemas/category.schema.ts';
import { curationKeys } from './curation-keys.ts';

/**
 * After a category write: the curation list takes the server's answer when it has the whole list,
 * and the home page's filters (which show labels in this order), the catalogue (whose cards name
 * categories) and the audit are fetched again.
 */
export function categoriesChanged(queryClient: QueryClient, categories?: Category[]) {
  if (categories) queryClient.setQueryData(curationKeys.categories(), categories);
  for (const queryKey of [
    curationKeys.categories(),
    catalogueKeys.categories,
    catalogueKeys.videos,
    [...curationKeys.all, 'audit'],
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
