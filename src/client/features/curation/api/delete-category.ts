import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '#client/lib/api-client.ts';
import { toast } from '#client/stores/toast-store.ts';
import { CategoriesResponseSchema, type Category } from '#shared/schemas/category.schema.ts';
import { CategoryNotEmptySchema } from '#shared/schemas/curation.schema.ts';
import { categoriesChanged } from './category-writes.ts';
import { curationKeys } from './curation-keys.ts';

/** The 409 of a category that still holds videos, with their count. */
export class CategoryNotEmptyError extends ApiRequestError {
  constructor(
    readonly videos: number,
    message: string,
  ) {
    super(409, message);
    this.name = 'CategoryNotEmptyError';
  }
}

/** DELETE /api/curation/categories/{id}: the categories left; a 409 says how many videos it holds. */
async function deleteCategory(category: Category): Promise<Category[]> {
  try {
    const path = `/curation/categories/${encodeURIComponent(category._id)}`;
    const answer = await apiRequest(path, { method: 'DELETE', schema: CategoriesResponseSchema });
    return answer.categories;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 409) throw error;
    const notEmpty = CategoryNotEmptySchema.safeParse(error.body);
    throw notEmpty.success ? new CategoryNotEmptyError(notEmpty.data.videos, error.message) : error;
  }
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.categories(), 'delete'],
    mutationFn: deleteCategory,
    onSuccess: (categories, category) => {
      const name = category.categoryName;
      toast(t`Category ${name} deleted`);
      categoriesChanged(queryClient, categories);
    },
  });
}
