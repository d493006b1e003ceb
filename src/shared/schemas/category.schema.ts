import * as z from 'zod/mini';

export const CategorySchema = z.object({
  _id: z.string(),
  categoryName: z.string(),
  /** The short name the home page's filter shows (e.g. "Crafts" for Craft Ideas). */
  label: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoriesResponseSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryResponseSchema = z.object({ category: CategorySchema });
