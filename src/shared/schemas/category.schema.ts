import { z } from 'zod';

export const CategorySchema = z.object({
  _id: z.string(),
  categoryName: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoriesResponseSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryResponseSchema = z.object({ category: CategorySchema });
