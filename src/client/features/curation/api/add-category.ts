import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { toast } from '#client/stores/toast-store.ts';
import { type Category, CategoryResponseSchema } from '#shared/schemas/category.schema.ts';
import { categoriesChanged } from './category-writes.ts';
import { curationKeys } from './curation-keys.ts';

export interface CategoryFields {
  name: string;
  label?: string;
  description?: string;
}

/** POST /api/curation/categories: a new category, at the end of the order. */
async function addCategory(fields: CategoryFields): Promise<Category> {
  const { category } = await apiRequest('/curation/categories', {
    method: 'POST',
    body: fields,
    schema: CategoryResponseSchema,
  });
  return category;
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.categories(), 'add'],
    mutationFn: addCategory,
    onSuccess: (category) => {
      const name = category.categoryName;
      toast(t`Category ${name} added`);
      categoriesChanged(queryClient);
    },
  });
}
