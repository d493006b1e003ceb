import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { tokenStorage } from '#client/lib/token-storage.ts';
import { toast } from '#client/stores/toast-store.ts';
import { CategoriesResponseSchema, type Category } from '#shared/schemas/category.schema.ts';
import { CategoryNotEmptySchema } from '#shared/schemas/curation.schema.ts';
import { ErrorBodySchema } from '#shared/schemas/error.schema.ts';
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

/**
 * DELETE /api/curation/categories/{id}: the categories left. Its own fetch rather than
 * apiRequest, whose errors keep only the message: the 409's `videos` count is needed here.
 */
async function deleteCategory(category: Category): Promise<Category[]> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStorage.read();
  if (token) headers.authorization = token;
  const response = await fetch(`/api/curation/categories/${encodeURIComponent(category._id)}`, {
    method: 'DELETE',
    headers,
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (response.ok) return CategoriesResponseSchema.parse(data).categories;
  const notEmpty = response.status === 409 ? CategoryNotEmptySchema.safeParse(data) : null;
  if (notEmpty?.success) {
    throw new CategoryNotEmptyError(notEmpty.data.videos, notEmpty.data.errors[0] ?? '');
  }
  const parsed = ErrorBodySchema.safeParse(data);
  throw new ApiRequestError(
    response.status,
    parsed.success ? (parsed.data.errors[0] ?? '') : response.statusText,
  );
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.categories(), 'delete'],
    mutationFn: deleteCategory,
    onSuccess: (categories, category) => {
      toast(`Category ${category.categoryName} deleted`);
      categoriesChanged(queryClient, categories);
    },
  });
}
