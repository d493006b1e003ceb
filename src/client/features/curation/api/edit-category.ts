import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { toast } from '#client/stores/toast-store.ts';
import { type Category, CategoryResponseSchema } from '#shared/schemas/category.schema.ts';
import type { CategoryFields } from './add-category.ts';
import { categoriesChanged } from './category-writes.ts';
import { curationKeys } from './curation-keys.ts';

/** PATCH /api/curation/categories/{id}: a new name, filter label or description. */
async function editCategory({
  categoryId,
  fields,
}: {
  categoryId: string;
  fields: Partial<CategoryFields>;
}): Promise<Category> {
  const { category } = await apiRequest(`/curation/categories/${encodeURIComponent(categoryId)}`, {
    method: 'PATCH',
    body: fields,
    schema: CategoryResponseSchema,
  });
  return category;
}

export function useEditCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.categories(), 'edit'],
    mutationFn: editCategory,
    onSuccess: (category) => {
      const name = category.categoryName;
      toast(t`Category ${name} saved`);
      categoriesChanged(queryClient);
    },
  });
}
