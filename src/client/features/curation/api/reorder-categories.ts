import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/stores/toast-store.ts';
import { CategoriesResponseSchema, type Category } from '#shared/schemas/category.schema.ts';
import { categoriesChanged } from './category-writes.ts';
import { curationKeys } from './curation-keys.ts';

/** PUT /api/curation/categories/order: every category's id, in the new order. */
async function reorderCategories(categories: Category[]): Promise<Category[]> {
  const answer = await apiRequest('/curation/categories/order', {
    method: 'PUT',
    body: { categoryIds: categories.map((category) => category._id) },
    schema: CategoriesResponseSchema,
  });
  return answer.categories;
}

/**
 * Takes the new order at once (so the moved item, and the focus on its button, stay put while
 * the server is asked), then the server's; a refusal (409: a category was added or deleted
 * meanwhile) puts back the server's list.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.categories(), 'order'],
    mutationFn: reorderCategories,
    onMutate: async (categories) => {
      await queryClient.cancelQueries({ queryKey: curationKeys.categories() });
      queryClient.setQueryData(curationKeys.categories(), categories);
    },
    onSuccess: (categories) => {
      toast(t`Category order saved`);
      categoriesChanged(queryClient, categories);
    },
    onError: (error) => {
      toast(errorText(error) || t`Could not change the order. Try again.`, 'red');
      void queryClient.invalidateQueries({ queryKey: curationKeys.categories() });
    },
  });
}
